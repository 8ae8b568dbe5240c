import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { SettingsSection } from "@/components/ui/settings-section";
import { ComingSoonBadge } from "./settings-section";

/** The first day of next month: the static plan's renewal day. */
function nextBillingDate(now = new Date()) {
  return new Date(now.getFullYear(), now.getMonth() + 1, 1);
}

/**
 * Settings > Billing: a static Pro Plan. Its two buttons have no behaviour in the spec; here they
 * are visibly unavailable rather than buttons that do nothing.
 */
export function BillingCard() {
  const t = useTranslations("investor.settings.billing");
  const nextBilling = t.rich("nextBilling", {
    date: formatDate(nextBillingDate()),
    b: (c) => <span className="font-medium text-foreground">{c}</span>,
  });
  const price = t.rich("price", {
    price: "$99",
    period: (c) => <span className="text-sm font-normal text-muted-foreground">{c}</span>,
  });
  return (
    <SettingsSection title={t("title")} description={t("description")}>
      <div className="rounded-lg border bg-muted/40 p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <h3 className="text-lg font-semibold">{t("plan")}</h3>
            <Badge variant="success">{t("active")}</Badge>
          </div>
          <p className="text-2xl font-bold tabular-nums">{price}</p>
        </div>
        <p className="mt-2 text-sm text-muted-foreground">{nextBilling}</p>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button variant="outline" disabled aria-describedby="billing-soon">
          {t("changePlan")}
        </Button>
        <Button variant="outline" disabled aria-describedby="billing-soon">
          {t("history")}
        </Button>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ComingSoonBadge id="billing-soon" />
          {t("unavailable")}
        </p>
      </div>
    </SettingsSection>
  );
}
