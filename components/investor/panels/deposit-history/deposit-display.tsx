import { useTranslations } from "next-intl";
import { TransactionLink } from "@/components/deposits/transaction-link";
import { Badge } from "@/components/ui/badge";
import { formatNumber, numberFormat, PLAN_AMOUNT_DECIMALS } from "@/lib/format";
import type { Deposit } from "@/lib/hooks/use-deposits";
import { ASSET_NAMES, ASSET_SYMBOLS, assetSymbol, statusTone, titleCase } from "@/lib/labels";
import type { Asset } from "@/lib/enums";

/** The ledger keeps 8 decimals: a chain deposit of 0.00012345 BTC is shown whole, never as 0.000123. */
const LEDGER_DECIMALS = 8;

/** Deposit amounts: 6 decimals, more when the asset's amount has them (up to the ledger's 8), and
 *  the asset's symbol. */
export const formatDepositAmount = (amount: number, asset: Asset | string) =>
  `${numberFormat({ minimumFractionDigits: PLAN_AMOUNT_DECIMALS, maximumFractionDigits: LEDGER_DECIMALS }).format(amount)} ${assetSymbol(asset)}`;

export const depositAmount = (d: Pick<Deposit, "amount" | "asset">) => formatDepositAmount(d.amount, d.asset);

/** What the search box matches (DepositHistory): asset, status, amount, or a chain deposit's transaction hash. */
export const depositSearchText = (d: Deposit) =>
  [
    ASSET_SYMBOLS[d.asset],
    ASSET_NAMES[d.asset],
    d.status,
    String(d.amount),
    formatNumber(d.amount, PLAN_AMOUNT_DECIMALS),
    d.txHash ?? "",
  ].join(" ");

export function DepositStatusBadge({ status }: { status: string }) {
  const t = useTranslations("investor.shell.status");
  return <Badge variant={statusTone(status)}>{t.has(status) ? t(status) : titleCase(status)}</Badge>;
}

/** Why a deposit that arrived is not in the balance (below the minimum), with the minimum; nothing otherwise. */
export function DepositNotCredited({ deposit }: { deposit: Deposit }) {
  const t = useTranslations("investor.depositHistory");
  if (!deposit.notCredited) return null;
  const amount = numberFormat({ maximumFractionDigits: LEDGER_DECIMALS }).format(
    Number(deposit.notCredited.minimum),
  );
  const minimum = `${amount} ${assetSymbol(deposit.asset)}`;
  return <span className="block text-xs text-muted-foreground">{t("belowMinimum", { minimum })}</span>;
}

/** "3 of 12 confirmations" under a chain deposit that waits for its depth; nothing otherwise. */
export function DepositConfirmations({ deposit }: { deposit: Deposit }) {
  const t = useTranslations("investor.depositHistory");
  const { confirmations, requiredConfirmations } = deposit;
  if (deposit.status !== "PENDING" || confirmations == null || requiredConfirmations == null) return null;
  return (
    <span className="block text-xs whitespace-nowrap text-muted-foreground tabular-nums">
      {t("confirmations", {
        confirmations: Math.min(Math.max(confirmations, 0), requiredConfirmations),
        required: requiredConfirmations,
      })}
    </span>
  );
}

/** The deposit's transaction, linking to the explorer; a team credit has none. */
export function DepositTransaction({ deposit }: { deposit: Deposit }) {
  const t = useTranslations("investor.depositHistory");
  if (!deposit.txHash)
    return (
      <span className="text-muted-foreground">
        <span aria-hidden>{t("notAvailable")}</span>
        <span className="sr-only">{t("teamCredit")}</span>
      </span>
    );
  return (
    <TransactionLink
      hash={deposit.txHash}
      url={deposit.explorerUrl}
      label={(short) => t("transactionLink", { short, hash: deposit.txHash! })}
    />
  );
}
