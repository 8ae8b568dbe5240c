import { useTranslations } from "next-intl";
import { formatAmount, formatDateTime } from "@/lib/format";
import type { AdminWithdrawal } from "@/lib/hooks/admin/use-admin-withdrawals";
import { WithdrawalActions } from "./withdrawal-actions";
import {
  NewAddressBadge,
  WithdrawalAddress,
  WithdrawalPayout,
  WithdrawalStatusBadge,
  WithdrawalUser,
} from "./withdrawal-display";

/** One request as a card, for phones, where nine columns do not fit. */
export function WithdrawalCard({ w }: { w: AdminWithdrawal }) {
  const t = useTranslations("admin.withdrawals");
  return (
    <div className="grid gap-2 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">{t("id", { id: w.id })}</span>
        <span className="flex flex-wrap justify-end gap-1">
          {w.newAddress && <NewAddressBadge />}
          <WithdrawalStatusBadge status={w.status} />
        </span>
      </div>
      <WithdrawalUser w={w} />
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-muted-foreground">{w.network || t("notAvailable")}</span>
        <span className="font-semibold tabular-nums">{formatAmount(w.amount, w.asset)}</span>
      </div>
      <WithdrawalAddress w={w} />
      {(w.txHash || w.payout?.problem) && <WithdrawalPayout w={w} />}
      <div className="text-xs text-muted-foreground">{formatDateTime(w.createdAt)}</div>
      <WithdrawalActions w={w} />
    </div>
  );
}
