"use client";
// Interest in one asset as the investor reads it, shared by Overview and Analytics: no texts of its own.
import { UsdFigure } from "@/components/investor/usd-figure";
import { formatAmount } from "@/lib/format";

/** A coin's interest in its own units, to the ledger's 8 decimals ("0.00012345 BTC"). */
export function interestUnits(amount: string | number, asset: string): string {
  return formatAmount(amount, asset, 8);
}

/** Dollars in the display currency; a coin's interest in its units, its value in the display currency beneath. */
export function AssetInterest({
  asset,
  amount,
  usdValue,
}: {
  asset: string;
  amount: string;
  usdValue: string;
}) {
  if (asset === "USD") return <UsdFigure value={amount} />;
  return (
    <span className="inline-flex flex-col items-end">
      <span className="whitespace-nowrap">{interestUnits(amount, asset)}</span>
      <span className="text-xs text-muted-foreground">
        <UsdFigure value={usdValue} />
      </span>
    </span>
  );
}
