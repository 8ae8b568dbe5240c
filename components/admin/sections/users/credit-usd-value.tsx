"use client";
// What the credit is worth while the admin types it: the amount times the server's current USD price, in
// exact decimals. Informational: the audit row records the value at the price when the credit lands.
import { useTranslations } from "next-intl";
import type { Coin } from "@/lib/enums";
import { formatUsd } from "@/lib/format";
import { usePrices } from "@/lib/hooks/use-prices";
import { ASSET_SYMBOLS } from "@/lib/labels";
import { parseAmount } from "@/lib/money/amount";
import { Money } from "@/lib/money/decimal";

export function usdValueOf(amount: string, price: number | undefined): string | null {
  const parsed = parseAmount(amount);
  if (!parsed.ok || price === undefined || !(price > 0)) return null;
  return new Money(parsed.value).times(price).toDecimalPlaces(2).toFixed(2);
}

export function CreditUsdValue({ id, currency, amount }: { id: string; currency: Coin; amount: string }) {
  const t = useTranslations("admin.users.credit.usd");
  const prices = usePrices();
  const price = prices.data?.[currency];
  const usd = usdValueOf(amount, price);
  let text: string;
  if (prices.isPending) text = t("loading");
  else if (price === undefined) text = t("unavailable");
  else if (usd === null) text = t("price", { symbol: ASSET_SYMBOLS[currency], price: formatUsd(price) });
  else text = t("value", { value: formatUsd(usd), price: formatUsd(price), symbol: ASSET_SYMBOLS[currency] });
  return (
    <p
      id={id}
      aria-live="polite"
      className="text-xs tabular-nums text-muted-foreground"
      data-testid="credit-usd"
    >
      {text}
    </p>
  );
}
