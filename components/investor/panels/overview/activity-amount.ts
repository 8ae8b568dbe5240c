import type { Asset } from "@/lib/enums";
import { formatAssetAmount, formatUsd } from "@/lib/format";
import type { ActivityTransaction } from "@/lib/hooks/use-transactions";
import { ASSET_SYMBOLS } from "@/lib/labels";
import { activityKind } from "./activity-types";

/** `assetAmount` (the units a row actually moved) is being added to transactions; until then it is absent. */
type Row = ActivityTransaction & { assetAmount?: number | string | null };

function inAsset(value: number | string, asset: Asset): string {
  return asset === "USD" ? formatUsd(value) : `${formatAssetAmount(value, asset)} ${ASSET_SYMBOLS[asset]}`;
}

/**
 * A row's amount in the asset's own units, signed by direction. A SUBSCRIPTION's `amount` is the plan's
 * price in USD, not units of the asset it was paid with, so without `assetAmount` it is shown as dollars:
 * never "1000 BTC".
 */
export function activityAmount(row: Row): string {
  const { direction } = activityKind(row.type);
  const sign = direction === "in" ? "+" : direction === "out" ? "-" : "";
  let text: string;
  if (row.type === "SUBSCRIPTION") {
    const units = row.assetAmount;
    text = units !== undefined && units !== null ? inAsset(units, row.asset) : formatUsd(row.amount);
  } else {
    text = inAsset(row.amount, row.asset);
  }
  // Rows record magnitudes; the direction gives the sign (formatUsd's own minus would double it).
  return sign ? `${sign}${text.replace(/^-/, "")}` : text;
}
