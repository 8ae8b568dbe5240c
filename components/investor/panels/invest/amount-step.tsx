"use client";
// (b) for a flexible plan or one held in a coin: the amount, in the plan's asset, within the plan's minimum and
// maximum and the available balance of that asset, checked before anything is sent; "Max" fills in the most
// that can be invested. The server checks the same again (a top-up counts with what the position holds).
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { SubmitButton } from "@/components/ui/submit-button";
import type { Asset } from "@/lib/enums";
import { coinBalances, useBalances } from "@/lib/hooks/use-balances";
import type { InvestmentPlan } from "@/lib/hooks/use-plans";
import { formatExactAmount } from "@/lib/format";
import { assetSymbol } from "@/lib/labels";
import { Money } from "@/lib/money/decimal";
import type { SubscriptionFlow } from "./use-subscription-flow";

const AMOUNT = /^(?:\d+(?:\.\d{0,8})?|\.\d{1,8})$/;
const AMOUNT_ID = "subscribe-amount";

export function AmountStep({ plan, flow }: { plan: InvestmentPlan; flow: SubscriptionFlow }) {
  const t = useTranslations("investor.invest.amount");
  const asset = plan.asset as Asset;
  const balances = useBalances();
  const available = new Money(String(coinBalances(balances.data)[asset] ?? 0));
  const minimum = new Money(String(plan.minimumAmount));
  const maximum = new Money(String(plan.maximumAmount));
  const [raw, setRaw] = useState("");
  const [touched, setTouched] = useState(false);

  const value = raw.trim();
  const problem = (() => {
    if (!value) return touched ? t("required") : null;
    if (!AMOUNT.test(value)) return t("invalid");
    const x = new Money(value);
    if (x.lte(0)) return t("invalid");
    if (x.lt(minimum) || x.gt(maximum)) return t("outsideLimits");
    if (balances.data && x.gt(available))
      return t("insufficient", { amount: formatExactAmount(available.toFixed(), asset) });
    return null;
  })();
  const most = Money.min(maximum, available);

  return (
    <form
      className="grid min-w-0 gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!value || problem) return;
        flow.pay(new Money(value).toFixed());
      }}
    >
      <DialogHeader>
        <DialogTitle>{t("title")}</DialogTitle>
        <DialogDescription>
          {t("description", {
            plan: plan.plan,
            symbol: assetSymbol(asset),
            minimum: formatExactAmount(plan.minimumAmount, asset),
            maximum: formatExactAmount(plan.maximumAmount, asset),
          })}
        </DialogDescription>
      </DialogHeader>
      {balances.isError && !balances.data && <Alert variant="error">{t("balancesFailed")}</Alert>}
      <FormField
        id={AMOUNT_ID}
        label={t("label", { symbol: assetSymbol(asset) })}
        error={problem ?? undefined}
        labelAside={
          balances.isPending ? (
            <Skeleton className="h-4 w-24" />
          ) : (
            <span className="text-xs text-muted-foreground tabular-nums">
              {t("available", { amount: formatExactAmount(available.toFixed(), asset) })}
            </span>
          )
        }
      >
        <div className="flex gap-2">
          <Input
            {...fieldA11y(AMOUNT_ID, problem ?? undefined)}
            data-step-focus
            className="min-w-0 flex-1"
            inputMode="decimal"
            autoComplete="off"
            value={raw}
            disabled={flow.busy}
            onChange={(e) => setRaw(e.target.value)}
          />
          <Button
            type="button"
            variant="outline"
            disabled={flow.busy || !balances.data || most.lte(0)}
            aria-label={t("maxLabel", { amount: formatExactAmount(most.toFixed(), asset) })}
            onClick={() => setRaw(most.toDecimalPlaces(8, Money.ROUND_DOWN).toFixed())}
          >
            {t("max")}
          </Button>
        </div>
      </FormField>
      <FormError message={flow.error} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={flow.close} disabled={flow.busy}>
          {t("cancel")}
        </Button>
        <SubmitButton size="default" busy={flow.busy} busyLabel={t("subscribing")} disabled={flow.busy}>
          {t("confirm")}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
