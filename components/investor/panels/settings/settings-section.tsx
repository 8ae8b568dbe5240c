import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";

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
