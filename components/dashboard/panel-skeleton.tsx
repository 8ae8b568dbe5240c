import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";

/** What a screen shows while its code or its first data loads: the page's shape, not a spinner. */
export function PanelSkeleton() {
  const t = useTranslations("common.ui");
  return (
    <div className="space-y-6" role="status" aria-label={t("loading")}>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}
