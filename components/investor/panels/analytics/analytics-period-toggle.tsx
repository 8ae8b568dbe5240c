import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ANALYTICS_PERIODS, type AnalyticsDays } from "@/lib/enums";

type Props = { value: AnalyticsDays; onChange: (days: AnalyticsDays) => void };

/** Last 30 / 90 days: two toggle buttons, the pressed one being the period on screen. */
export function AnalyticsPeriodToggle({ value, onChange }: Props) {
  const t = useTranslations("investor.analytics");
  return (
    <div role="group" aria-label={t("period.label")} className="inline-flex gap-1 rounded-md bg-muted p-1">
      {ANALYTICS_PERIODS.map((days) => (
        <Button
          key={days}
          type="button"
          size="sm"
          variant={value === days ? "outline" : "ghost"}
          aria-pressed={value === days}
          onClick={() => onChange(days)}
          className={value === days ? "bg-background shadow-sm" : undefined}
        >
          {t("period.days", { days })}
        </Button>
      ))}
    </div>
  );
}
