import { useId, type ReactNode } from "react";
import { cn } from "@/lib/utils";

type Props = {
  title: string;
  description?: ReactNode;
  /** Beside the title (a status badge). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One titled block of a settings screen (the shell's h1 is the screen's title, so blocks are h2). */
export function SettingsSection({ title, description, aside, className, children }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("rounded-lg border bg-card p-5 sm:p-6", className)}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {aside}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
