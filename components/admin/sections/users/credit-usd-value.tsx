"use client";
// What the credit is worth while the admin types it: the amount times the server's current USD price, in
// exact decimals. Informational: the audit row records the value at the price when the credit lands.
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
  const prices = usePrices();
  const price = prices.data?.[currency];
  const usd = usdValueOf(amount, price);
  let text: string;
  if (prices.isPending) text = "Loading the current price...";
  else if (price === undefined) text = "The USD value is unavailable right now.";
  else if (usd === null) text = `1 ${ASSET_SYMBOLS[currency]} = ${formatUsd(price)}`;
  else text = `≈ ${formatUsd(usd)} at ${formatUsd(price)} per ${ASSET_SYMBOLS[currency]}`;
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
