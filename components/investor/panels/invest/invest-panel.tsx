"use client";
// Invest (plans): balance cards, plan cards, and the subscription flow's dialogs.
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { FlashMessage } from "@/components/ui/flash-message";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useFlash } from "@/lib/hooks/use-flash";
import { usePlans } from "@/lib/hooks/use-plans";
import { useReturnFocus } from "@/lib/hooks/use-return-focus";
import { useSubscriptions } from "@/lib/hooks/use-subscriptions";
import { useInvestorDashboard } from "../../investor-dashboard-context";
import { BalanceCards } from "./balance-cards";
import { PlanCard } from "./plan-card";
import { SubscribeDialog } from "./subscribe-dialog";
import { useSubscriptionFlow } from "./use-subscription-flow";

const GRID = "grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3";

export function InvestPanel() {
  const t = useTranslations("investor.invest");
  const { navigate } = useInvestorDashboard();
  const plans = usePlans();
  const subscriptions = useSubscriptions();
  const flash = useFlash();
  const flow = useSubscriptionFlow(flash);
  const focus = useReturnFocus();

  const activePlanIds = useMemo(
    () => new Set((subscriptions.data ?? []).filter((s) => s.status === "ACTIVE").map((s) => s.planId)),
    [subscriptions.data],
  );

  return (
    <div className="space-y-8">
      <BalanceCards />
      <FlashMessage flash={flash.flash} />
      <section aria-labelledby="invest-plans" className="space-y-4">
        <h2 id="invest-plans" className="text-xl font-semibold">
          {t("plans.title")}
        </h2>
        {plans.isPending ? (
          <div role="status" className="space-y-4">
            <p className="text-sm text-muted-foreground">{t("plans.loading")}</p>
            <div className={GRID}>
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="h-96" />
              ))}
            </div>
          </div>
        ) : plans.isError ? (
          <LoadError compact message={t("plans.loadFailed")} onRetry={() => plans.refetch()} />
        ) : plans.data.length === 0 ? (
          <div className="rounded-lg border bg-card px-4 py-10 text-center">
            <p className="font-medium">{t("plans.empty")}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t("plans.emptyHint")}</p>
          </div>
        ) : (
          <div className={GRID}>
            {plans.data.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                subscribed={activePlanIds.has(plan.id)}
                checking={subscriptions.isPending}
                onSubscribe={(chosen, opener) => {
                  focus.remember(opener, opener.closest("article"));
                  flow.start(chosen);
                }}
              />
            ))}
          </div>
        )}
      </section>
      <SubscribeDialog
        flow={flow}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        onDeposit={() => {
          flow.close();
          navigate("deposits");
        }}
      />
    </div>
  );
}
