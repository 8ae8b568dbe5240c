import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

type Props = {
  title: string;
  /** The figure; undefined while loading (a skeleton stands in). */
  value: ReactNode | undefined;
  subtitle?: ReactNode;
  icon?: LucideIcon;
  /** Small buttons in the card's corner (copy value, export, ...). */
  actions?: ReactNode;
  className?: string;
};

/** A figure with its title: the cards at the top of nearly every panel and section. */
export function StatCard({ title, value, subtitle, icon: Icon, actions, className }: Props) {
  return (
    <section className={cn("rounded-lg border bg-card p-5 shadow-sm", className)} aria-label={title}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
        <div className="flex items-center gap-1">
          {actions}
          {Icon && (
            <span className="flex size-9 items-center justify-center rounded-md bg-secondary text-primary">
              <Icon className="size-4" aria-hidden />
            </span>
          )}
        </div>
      </div>
      <div className="mt-2 text-2xl font-semibold tabular-nums">
        {value === undefined ? <Skeleton className="h-8 w-32" /> : value}
      </div>
      {subtitle && <p className="mt-1 text-xs text-muted-foreground">{subtitle}</p>}
    </section>
  );
}

/** The responsive grid the stat cards sit in: one column on phones, up to four on wide screens. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">{children}</div>;
}
