"use client";
import { Check, Star } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { UsdFigure } from "@/components/investor/usd-figure";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { InvestmentPlan } from "@/lib/hooks/use-plans";
import { formatPercent } from "@/lib/format";
import { planTermDays } from "@/lib/investments/plan-term";
import { assetSymbol } from "@/lib/labels";
import { cn } from "@/lib/utils";
import { PLAN_THEME_CLASSES, planTheme } from "./plan-theme";

const PLAN_PERKS = ["dailyInterest", "automaticProfit", "flexibleWithdrawal"] as const;

type Props = {
  plan: InvestmentPlan;
  /** The investor holds an ACTIVE subscription to this plan. */
  subscribed: boolean;
  /** Subscriptions are still loading: the button waits rather than flip from Subscribe to Subscribed. */
  checking: boolean;
  /** With the button, so focus can return to it (or to the card) when the dialog closes. */
  onSubscribe: (plan: InvestmentPlan, opener: HTMLElement) => void;
};

export function PlanCard({ plan, subscribed, checking, onSubscribe }: Props) {
  const t = useTranslations("investor.invest.plan");
  const theme = PLAN_THEME_CLASSES[planTheme(plan.plan)];
  const headingId = `plan-${plan.id}-name`;
  const term = planTermDays(plan);
  return (
    <article
      aria-labelledby={headingId}
      tabIndex={-1}
      data-theme={planTheme(plan.plan)}
      className={cn(
        "flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        plan.recommended && "ring-2 ring-primary",
      )}
    >
      <div className={cn("bg-gradient-to-br p-5 text-white", theme.band)}>
        <div className="flex items-start justify-between gap-2">
          <h3 id={headingId} className="text-lg font-semibold break-words">
            {plan.plan}
          </h3>
          {plan.recommended && (
            <Badge className="shrink-0 bg-white/90 text-slate-900">
              <Star aria-hidden className="size-3" />
              {t("recommended")}
            </Badge>
          )}
        </div>
        <p className="mt-3 text-3xl font-bold tabular-nums">
          {formatPercent(plan.interestRate)} <span className="text-base font-medium">{t("apy")}</span>
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <dl className="space-y-2 text-sm">
          <PlanTerm label={t("kind")} value={t(`kinds.${plan.kind}`)} />
          <PlanTerm label={t("asset")} value={assetSymbol(plan.asset)} />
          <PlanTerm label={t("minimum")} value={<PlanAmount plan={plan} value={plan.minimumAmount} />} />
          <PlanTerm label={t("maximum")} value={<PlanAmount plan={plan} value={plan.maximumAmount} />} />
          {plan.kind === "FIXED" && (
            <PlanTerm label={t("totalReturns")} value={formatPercent(plan.totalReturns)} />
          )}
          <PlanTerm label={t("term")} value={term === null ? t("noEnd") : t("termDays", { days: term })} />
          {plan.kind === "FIXED" && (
            <PlanTerm
              label={t("earlyRedemption")}
              value={t(`rules.${plan.earlyRedemption}`, {
                percent: formatPercent(plan.earlyRedemptionPenaltyPercent),
              })}
            />
          )}
        </dl>
        <ul className="space-y-2 text-sm" aria-label={t("benefits", { plan: plan.plan })}>
          {PLAN_PERKS.map((perk) => (
            <li key={perk} className="flex items-center gap-2">
              <Check aria-hidden className={cn("size-4 shrink-0", theme.accent)} />
              {t(`perks.${perk}`)}
            </li>
          ))}
        </ul>
        <Button
          className={cn("mt-auto w-full", !subscribed && ["text-white", theme.button])}
          variant={subscribed ? "secondary" : "default"}
          disabled={subscribed || checking}
          aria-label={
            subscribed ? t("subscribedTo", { plan: plan.plan }) : t("subscribeTo", { plan: plan.plan })
          }
          onClick={(e) => onSubscribe(plan, e.currentTarget)}
        >
          {subscribed ? t("subscribed") : t("subscribe")}
        </Button>
      </div>
    </article>
  );
}

/** A plan's limit in its asset: dollars in the display currency, a coin in its own units. */
function PlanAmount({ plan, value }: { plan: InvestmentPlan; value: number }) {
  if (plan.asset === "USD") return <UsdFigure value={value} />;
  return (
    <>
      {value} {assetSymbol(plan.asset)}
    </>
  );
}

function PlanTerm({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}
