import { CalendarClock } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** 'Earning Interest Daily'; interest is credited every day at 12:00 AM UTC. */
export function InterestInfo({ onViewInvestments }: { onViewInvestments: () => void }) {
  const t = useTranslations("investor.overview.interest");
  return (
    <section
      aria-labelledby="interest-title"
      className="space-y-2 rounded-lg border border-indigo-200 bg-indigo-50 p-5 text-indigo-950"
    >
      <h2 id="interest-title" className="flex items-center gap-2 text-base font-semibold">
        <CalendarClock className="size-4" aria-hidden />
        {t("title")}
      </h2>
      <p className="text-sm">{t("body")}</p>
      <Button variant="link" className="h-auto p-0 text-indigo-800" onClick={onViewInvestments}>
        {t("viewInvestments")}
      </Button>
    </section>
  );
}
