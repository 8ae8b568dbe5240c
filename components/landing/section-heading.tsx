import { cn } from "@/lib/utils";

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  inverted = false,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  inverted?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto max-w-2xl text-center", className)}>
      <p
        className={cn(
          "text-sm font-bold uppercase tracking-widest",
          inverted ? "text-emerald-300" : "text-indigo-700",
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          "mt-3 text-3xl font-bold tracking-tight sm:text-4xl",
          inverted ? "text-white" : "text-slate-950",
        )}
      >
        {title}
      </h2>
      {intro && (
        <p className={cn("mt-4 text-lg leading-8", inverted ? "text-indigo-100" : "text-slate-600")}>
          {intro}
        </p>
      )}
    </div>
  );
}
