import { formatAmount, formatUsd } from "@/lib/format";
import type { ActivityTransaction } from "@/lib/hooks/use-transactions";
import { isRejectedWithdrawal } from "@/lib/labels";
import { activityKind } from "./activity-types";

/** `assetAmount` (the units a row actually moved) is being added to transactions; until then it is absent. */
type Row = ActivityTransaction & { assetAmount?: number | string | null };

/**
 * A row's amount in the asset's own units, signed by direction. A SUBSCRIPTION's `amount` is the plan's
 * price in USD, not units of the asset it was paid with, so without `assetAmount` it is shown as dollars:
 * never "1000 BTC". A rejected withdrawal moved nothing in the end: no minus, and `refunded` says it came back.
 */
export function activityAmount(row: Row): { amount: string; refunded: boolean } {
  if (isRejectedWithdrawal(row)) return { amount: formatAmount(row.amount, row.asset), refunded: true };
  return { amount: signedAmount(row), refunded: false };
}

function signedAmount(row: Row): string {
  const { direction } = activityKind(row.type);
  const sign = direction === "in" ? "+" : direction === "out" ? "-" : "";
  let text: string;
  if (row.type === "SUBSCRIPTION") {
    const units = row.assetAmount;
    text = units !== undefined && units !== null ? formatAmount(units, row.asset) : formatUsd(row.amount);
  } else {
    text = formatAmount(row.amount, row.asset);
  }
  // Rows record magnitudes; the direction gives the sign (formatUsd's own minus would double it).
  return sign ? `${sign}${text.replace(/^-/, "")}` : text;
}
