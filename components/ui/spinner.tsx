import { LoaderCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

type SpinnerProps = { className?: string; label?: string };

/** An accessible busy indicator: screen readers hear the label, sighted users see the spinning ring. */
export function Spinner({ className, label }: SpinnerProps) {
  const t = useTranslations("common.ui");
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden className={cn("size-5 animate-spin text-primary", className)} />
      <span className="sr-only">{label ?? t("loading")}</span>
    </span>
  );
}

/** Fills the viewport while a page waits for its session or data. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}

/** The spinner inside a busy button; the button's own label ('Sending...') already says what happens. */
export function ButtonSpinner() {
  return <LoaderCircle aria-hidden className="animate-spin" />;
}
