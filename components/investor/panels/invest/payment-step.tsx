"use client";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { Skeleton } from "@/components/ui/skeleton";
import { SubmitButton } from "@/components/ui/submit-button";
import { ASSETS, type Asset } from "@/lib/enums";
import { coinBalances, useBalances } from "@/lib/hooks/use-balances";
import type { InvestmentPlan } from "@/lib/hooks/use-plans";
import { PLAN_AMOUNT_DECIMALS, formatAmount } from "@/lib/format";
import { ASSET_SYMBOLS } from "@/lib/labels";
import { cn } from "@/lib/utils";
import { PaymentQuote } from "./payment-quote";
import type { SubscriptionFlow } from "./use-subscription-flow";

/** "Bitcoin (BTC)", "Main Balance (USD)", "USDT". */
function usePaymentAssetLabel() {
  const t = useTranslations("investor.invest.payment");
  const assetName = useTranslations("investor.shell.assets");
  return (asset: Asset): string =>
    assetName(asset) === ASSET_SYMBOLS[asset]
      ? assetName(asset)
      : t("assetLabel", { name: assetName(asset), symbol: ASSET_SYMBOLS[asset] });
}

/** (b): every balance asset with its available amount (6 decimals); empty ones cannot be picked. */
export function PaymentStep({ plan, flow }: { plan: InvestmentPlan; flow: SubscriptionFlow }) {
  const t = useTranslations("investor.invest.payment");
  const paymentAssetLabel = usePaymentAssetLabel();
  const balances = useBalances();
  const available = coinBalances(balances.data);
  const firstPayable = ASSETS.find((a) => available[a] > 0);

  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        flow.pay();
      }}
    >
      <DialogHeader>
        <DialogTitle>{t("title")}</DialogTitle>
        <DialogDescription>{t("description", { plan: plan.plan })}</DialogDescription>
      </DialogHeader>
      {balances.isError && !balances.data && <Alert variant="error">{t("balancesFailed")}</Alert>}
      <fieldset className="grid gap-2" disabled={flow.busy}>
        <legend className="sr-only">{t("legend")}</legend>
        {balances.isPending
          ? ASSETS.map((a) => <Skeleton key={a} className="h-14" />)
          : ASSETS.map((asset) => {
              const amount = available[asset];
              const empty = !(amount > 0);
              return (
                <label
                  key={asset}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                    empty && "cursor-not-allowed bg-muted/40 text-muted-foreground",
                  )}
                >
                  <input
                    type="radio"
                    name="payment-asset"
                    value={asset}
                    checked={flow.asset === asset}
                    disabled={empty}
                    onChange={() => flow.chooseAsset(asset)}
                    data-step-focus={asset === firstPayable ? true : undefined}
                    className="size-4 accent-[var(--primary)]"
                  />
                  <span className="min-w-0 flex-1 font-medium">{paymentAssetLabel(asset)}</span>
                  <span className="text-right tabular-nums">
                    {formatAmount(amount, asset, PLAN_AMOUNT_DECIMALS)}
                    {empty && (
                      <span className="block text-xs font-semibold text-destructive">
                        {t("insufficient")}
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
      </fieldset>
      {flow.asset && <PaymentQuote plan={plan} asset={flow.asset} available={available[flow.asset]} />}
      <FormError message={flow.error} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={flow.close} disabled={flow.busy}>
          {t("cancel")}
        </Button>
        <SubmitButton
          size="default"
          busy={flow.busy}
          busyLabel={t("subscribing")}
          disabled={!flow.asset || flow.busy}
        >
          {t("confirm")}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
