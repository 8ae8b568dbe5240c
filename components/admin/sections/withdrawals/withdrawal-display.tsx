// How one withdrawal request reads in the admin table and on a phone's card.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { TransactionLink } from "@/components/deposits/transaction-link";
import { Badge } from "@/components/ui/badge";
import { CopyButton } from "@/components/ui/copy-button";
import { formatAssetAmount } from "@/lib/format";
import type { AdminWithdrawal } from "@/lib/hooks/admin/use-admin-withdrawals";
import { ASSET_SYMBOLS, statusTone, withdrawalStatus } from "@/lib/labels";
import { useStatusLabel } from "../use-admin-labels";

/** The address is cut to its first 10 characters. */
const ADDRESS_SHOWN = 10;

export const assetSymbol = (asset: string) => ASSET_SYMBOLS[asset as keyof typeof ASSET_SYMBOLS] ?? asset;

/**
 * The amount in the request's own asset: a withdrawal is debited in asset units (docs/architecture.md, "Money rules"), so
 * 0.5 BTC is not "$0.50". Stablecoins keep the spec's two decimals.
 */
export const withdrawalAmount = (w: Pick<AdminWithdrawal, "amount" | "asset">) =>
  formatAssetAmount(w.amount, w.asset);

export const truncateAddress = (address: string) =>
  address.length > ADDRESS_SHOWN ? `${address.slice(0, ADDRESS_SHOWN)}...` : address;

/** A withdrawal's status in the reader's language, the payout's statuses (Sent, Completed, Failed) included. */
export function useWithdrawalStatusLabel() {
  const t = useTranslations("admin.withdrawals.statusLabel");
  const fallback = useStatusLabel();
  return useCallback(
    (status: string) => {
      const shown = withdrawalStatus(status);
      return t.has(shown) ? t(shown) : fallback(shown);
    },
    [t, fallback],
  );
}

export function WithdrawalStatusBadge({ status }: { status: string }) {
  const statusLabel = useWithdrawalStatusLabel();
  const shown = withdrawalStatus(status);
  return <Badge variant={statusTone(shown)}>{statusLabel(shown)}</Badge>;
}

/**
 * A hot-wallet payout: its transaction (linking to the explorer) and confirmations while it is sent, why it
 * waits while approved (the hot wallet short of funds, fees above the cap), why it failed; a network paid by
 * hand shows nothing more.
 */
export function WithdrawalPayout({ w }: { w: AdminWithdrawal }) {
  const t = useTranslations("admin.withdrawals");
  const status = withdrawalStatus(w.status);
  const problem = w.payout?.problem;
  return (
    <div className="grid min-w-0 gap-0.5">
      {w.txHash && (
        <TransactionLink
          hash={w.txHash}
          url={w.explorerUrl}
          label={(short) => t("payout.transactionLink", { short, hash: w.txHash! })}
        />
      )}
      {w.payout && status === "BROADCAST" && (
        <span className="text-xs text-muted-foreground">
          {t("payout.confirmations", {
            count: w.payout.confirmations,
            required: w.payout.requiredConfirmations,
          })}
        </span>
      )}
      {problem && status === "APPROVED" && (
        <span className="text-xs break-words text-warning">{t("payout.waiting", { reason: problem })}</span>
      )}
      {problem && status === "FAILED" && (
        <span className="text-xs break-words text-destructive">
          {t("payout.failed", { reason: problem })}
        </span>
      )}
      {!w.txHash && !problem && <span className="text-muted-foreground">{t("notAvailable")}</span>}
    </div>
  );
}

/** Name over e-mail, both as plain text (user-supplied). */
export function WithdrawalUser({ w }: { w: Pick<AdminWithdrawal, "name" | "email"> }) {
  return (
    <div className="min-w-0">
      <div className="truncate font-medium">{w.name}</div>
      <div className="truncate text-xs text-muted-foreground">{w.email}</div>
    </div>
  );
}

/** The first 10 characters and an ellipsis (the whole address on hover), or N/A, with a copy button. */
export function WithdrawalAddress({ w }: { w: Pick<AdminWithdrawal, "id" | "address"> }) {
  const t = useTranslations("admin.withdrawals");
  if (!w.address) return <span className="text-muted-foreground">{t("notAvailable")}</span>;
  return (
    <div className="flex items-center gap-1">
      <span className="font-mono text-xs" title={w.address}>
        {truncateAddress(w.address)}
      </span>
      <CopyButton
        value={w.address}
        label={t("address.copyLabel", { id: w.id })}
        toastText={t("address.copied")}
        errorToastText={t("address.copyFailed")}
        variant="ghost"
        size="sm"
        className="h-8 px-2"
      >
        <span className="sr-only">{t("address.copy")}</span>
      </CopyButton>
    </div>
  );
}

/**
 * A request to an address the investor never withdrew to and that is not one of their active saved addresses
 * (docs/decisions.md, "Withdrawal addresses"): the approving administrator should look twice. Beside the status, which every width shows.
 */
export function NewAddressBadge() {
  const t = useTranslations("admin.withdrawals");
  return (
    <Badge variant="warning" title={t("newAddressHint")}>
      {t("newAddress")}
    </Badge>
  );
}
