// Names and colours the dashboards show for the domain's enums.
import { WITHDRAWAL_STATUSES, type Asset, type Coin, type WithdrawalStatus } from "@/lib/enums";

export const ASSET_NAMES: Record<Asset, string> = {
  USD: "Main Balance",
  BITCOIN: "Bitcoin",
  ETHEREUM: "Ethereum",
  USDT: "USDT",
  USDC: "USDC",
};

export const ASSET_SYMBOLS: Record<Asset, string> = {
  USD: "USD",
  BITCOIN: "BTC",
  ETHEREUM: "ETH",
  USDT: "USDT",
  USDC: "USDC",
};

/** The symbol people read for an asset ("BTC" for BITCOIN); a value that is not an asset shows as given. */
export function assetSymbol(asset: string | null | undefined): string {
  if (!asset) return "";
  return ASSET_SYMBOLS[asset as Asset] ?? asset;
}

/** The name people read for an asset ("Bitcoin" for BITCOIN); a value that is not an asset shows as given. */
export function assetName(asset: string | null | undefined): string {
  if (!asset) return "";
  return ASSET_NAMES[asset as Asset] ?? asset;
}

/** The withdrawal form's asset choices, as the spec labels them. */
export const WITHDRAWAL_ASSET_LABELS: Record<Coin, string> = {
  BITCOIN: "Bitcoin (BTC)",
  ETHEREUM: "Ethereum (ETH)",
  USDT: "USDT",
  USDC: "USDC",
};

export type StatusTone = "success" | "warning" | "danger";

/** COMPLETED or ACTIVE (and APPROVED) green, PENDING (and a sent payout, BROADCAST) yellow, anything else red. */
export function statusTone(status: string | null | undefined): StatusTone {
  const s = (status ?? "").toUpperCase();
  if (s === "COMPLETED" || s === "ACTIVE" || s === "APPROVED") return "success";
  if (s === "PENDING" || s === "BROADCAST") return "warning";
  return "danger";
}

/** A withdrawal's status as stored; an unknown one displays as PENDING. */
export function withdrawalStatus(status: string | null | undefined): WithdrawalStatus {
  const s = (status ?? "").toUpperCase();
  return (WITHDRAWAL_STATUSES as readonly string[]).includes(s) ? (s as WithdrawalStatus) : "PENDING";
}

/** Approved and on its way or gone: APPROVED, BROADCAST (sent) or COMPLETED. */
export function withdrawalApproved(status: string | null | undefined): boolean {
  const s = withdrawalStatus(status);
  return s === "APPROVED" || s === "BROADCAST" || s === "COMPLETED";
}

/** Its amount came back to the balance: REJECTED, or FAILED (a payout that could not be made). */
export function withdrawalReturned(status: string | null | undefined): boolean {
  const s = withdrawalStatus(status);
  return s === "REJECTED" || s === "FAILED";
}

/**
 * A transaction's status as the investor reads it. Transactions keep the spec's four statuses, so a rejected
 * withdrawal's row is INACTIVE: it is shown as what happened to the request (its amount came back).
 */
export function transactionStatusLabel(type: string, status: string): string {
  return isRejectedWithdrawal({ type, status }) ? "Rejected" : titleCase(status);
}

/** A transaction's type as people read it: "Credit Bitcoin", "Credit USDT", "Subscription". */
export function transactionTypeLabel(type: string): string {
  return type.startsWith("CREDIT_") ? `Credit ${assetName(type.slice("CREDIT_".length))}` : titleCase(type);
}

/** A rejected withdrawal's transaction (INACTIVE): its amount was returned to the balance. */
export const isRejectedWithdrawal = (row: { type: string; status: string }) =>
  row.type === "WITHDRAWAL" && row.status === "INACTIVE";

/** "COMPLETED" → "Completed". */
export function titleCase(value: string): string {
  return value
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
}
