import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/format";
import type { Deposit } from "@/lib/hooks/use-deposits";
import { ASSET_SYMBOLS } from "@/lib/labels";
import {
  DepositConfirmations,
  DepositNotCredited,
  DepositStatusBadge,
  DepositTransaction,
  depositAmount,
} from "./deposit-display";

/** One deposit as a card, for phones, where the columns do not fit. */
export function DepositHistoryCard({ deposit }: { deposit: Deposit }) {
  const t = useTranslations("investor.depositHistory.columns");
  return (
    <div className="space-y-2 text-sm">
      <div className="flex items-start justify-between gap-2">
        <span className="font-medium">#{deposit.id}</span>
        <div className="space-y-1 text-right">
          <DepositStatusBadge status={deposit.status} />
          <DepositConfirmations deposit={deposit} />
          <DepositNotCredited deposit={deposit} />
        </div>
      </div>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="font-medium">{ASSET_SYMBOLS[deposit.asset]}</div>
          <div className="text-xs text-muted-foreground">{deposit.network}</div>
        </div>
        <div className="text-right font-semibold tabular-nums">{depositAmount(deposit)}</div>
      </div>
      {deposit.txHash && (
        <div className="flex items-center justify-between gap-2 text-xs">
          <span className="text-muted-foreground">{t("transaction")}</span>
          <DepositTransaction deposit={deposit} />
        </div>
      )}
      <div className="text-xs text-muted-foreground">{formatDateTime(deposit.date)}</div>
    </div>
  );
}
