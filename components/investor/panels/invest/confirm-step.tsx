"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { InvestmentPlan } from "@/lib/hooks/use-plans";
import { formatExactAmount, formatPercent, formatUsd } from "@/lib/format";
import type { SubscriptionFlow } from "./use-subscription-flow";

/** (a): plan name, minimum investment, interest rate, total returns; Cancel, 'Continue to Payment'. */
export function ConfirmStep({ plan, flow }: { plan: InvestmentPlan; flow: SubscriptionFlow }) {
  const t = useTranslations("investor.invest.confirm");
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("title")}</DialogTitle>
        <DialogDescription>{t("description")}</DialogDescription>
      </DialogHeader>
      <dl className="space-y-2 rounded-md border bg-muted/40 p-4 text-sm">
        <Term label={t("plan")} value={plan.plan} />
        <Term
          label={t("minimum")}
          value={
            plan.asset === "USD"
              ? formatUsd(plan.minimumAmount)
              : formatExactAmount(plan.minimumAmount, plan.asset)
          }
        />
        <Term label={t("rate")} value={t("apy", { rate: formatPercent(plan.interestRate) })} />
        <Term label={t("totalReturns")} value={formatPercent(plan.totalReturns)} />
      </dl>
      <DialogFooter>
        <Button variant="outline" onClick={flow.close}>
          {t("cancel")}
        </Button>
        <Button data-step-focus onClick={flow.toPayment}>
          {t("continue")}
        </Button>
      </DialogFooter>
    </>
  );
}

export function Term({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium tabular-nums break-all">{value}</dd>
    </div>
  );
}
