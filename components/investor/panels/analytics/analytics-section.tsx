import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

type Props = {
  id: string;
  title: string;
  description?: string;
  /** No data yet: a skeleton of the section's height stands in. */
  loading: boolean;
  /** Showing the previous period's figures while the new ones load. */
  updating?: boolean;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One titled card of the Analytics panel, with its loading skeleton and an "updating" state. */
export function AnalyticsSection({
  id,
  title,
  description,
  loading,
  updating,
  aside,
  className,
  children,
}: Props) {
  return (
    <section
      aria-labelledby={id}
      aria-busy={loading || updating || undefined}
      className={cn("min-w-0 space-y-4 rounded-lg border bg-card p-5 sm:p-6", className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {aside}
      </div>
      {loading ? (
        <Skeleton className="h-56 w-full" />
      ) : (
        <div className={cn("transition-opacity", updating && "opacity-60")}>{children}</div>
      )}
    </section>
  );
}
