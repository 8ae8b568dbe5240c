"use client";
// Beyond the spec: before confirming, the investor sees the USD price used and the coin amount that will
// be taken (rounded up to 8 decimals, the server's own rule in lib/investments/subscribe-units.ts).
import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";
import type { Asset } from "@/lib/enums";
import type { InvestmentPlan } from "@/lib/hooks/use-plans";
import { usePrices } from "@/lib/hooks/use-prices";
import { subscriptionUnits } from "@/lib/investments/subscribe-units";
import { formatExactAmount, formatUsd } from "@/lib/format";
import { ASSET_SYMBOLS } from "@/lib/labels";

function quote(minimum: number, price: number | undefined): string | null {
  if (!price || !(price > 0)) return null;
  try {
    return subscriptionUnits(String(minimum), String(price));
  } catch {
    return null;
  }
}

type Props = { plan: InvestmentPlan; asset: Asset; available: number };

export function PaymentQuote({ plan, asset, available }: Props) {
  const t = useTranslations("investor.invest.quote");
  const prices = usePrices();
  const price = prices.data?.[asset];
  const units = quote(plan.minimumAmount, price);
  const symbol = ASSET_SYMBOLS[asset];

  return (
    <section
      aria-label={t("label")}
      aria-live="polite"
      className="space-y-2 rounded-md border bg-muted/40 p-4 text-sm"
    >
      {prices.isPending ? (
        <Skeleton className="h-10" />
      ) : !units || price === undefined ? (
        <p className="text-muted-foreground">{t("unavailable")}</p>
      ) : (
        <>
          <dl className="space-y-1">
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">{t("priceUsed")}</dt>
              <dd className="text-right font-medium tabular-nums">
                1 {symbol} = {formatUsd(price)}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">{t("amountTaken")}</dt>
              <dd className="text-right font-semibold tabular-nums" data-testid="payment-units">
                {formatExactAmount(units, asset)}
              </dd>
            </div>
          </dl>
          {Number(units) > available && (
            <p className="text-xs font-medium text-destructive">{t("overBalance")}</p>
          )}
          <p className="text-xs text-muted-foreground">{t("priceMoves")}</p>
        </>
      )}
    </section>
  );
}
