import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

type Props = {
  title: string;
  description?: ReactNode;
  /** Beside the title (a status badge). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One titled block of a settings tab (the shell's h1 is the panel title, so blocks are h2). */
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

/** A form's shape while its saved values load. */
export function SettingsSkeleton({ rows = 3 }: { rows?: number }) {
  const t = useTranslations("common.ui");
  return (
    <div role="status" aria-label={t("loading")} className="grid gap-5">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="grid gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-10" />
        </div>
      ))}
      <Skeleton className="h-11 w-36" />
    </div>
  );
}

/** Marks a control that is shown but not available yet (never a control that pretends to work). */
export function ComingSoonBadge({ id }: { id?: string }) {
  const t = useTranslations("investor.settings");
  return (
    <Badge id={id} variant="outline">
      {t("comingSoon")}
    </Badge>
  );
}
