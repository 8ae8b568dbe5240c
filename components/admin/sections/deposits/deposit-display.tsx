// How one deposit reads in the back office's table, its row details and a phone's card.
import { useTranslations } from "next-intl";
import { TransactionLink } from "@/components/deposits/transaction-link";
import { Badge } from "@/components/ui/badge";
import { formatExactAmount } from "@/lib/format";
import type { AdminDepositState } from "@/lib/deposits/deposit-states";
import type { AdminDepositRow } from "@/lib/hooks/admin/use-admin-deposits";

const STATE_VARIANT: Record<AdminDepositState, "default" | "success" | "warning" | "danger" | "outline"> = {
  PENDING: "warning",
  CREDITED: "success",
  BELOW_MINIMUM: "outline",
  ORPHANED: "default",
  FLAGGED: "danger",
  ADMIN_CREDIT: "default",
};

export function DepositStateBadge({ state }: { state: AdminDepositState }) {
  const t = useTranslations("admin.deposits.states");
  return <Badge variant={STATE_VARIANT[state] ?? "default"}>{t.has(state) ? t(state) : state}</Badge>;
}

/** Name over e-mail, both as plain text (user-supplied). */
export function DepositUser({ d }: { d: Pick<AdminDepositRow, "name" | "email"> }) {
  return (
    <div className="min-w-0">
      <div className="truncate font-medium">{d.name}</div>
      <div className="truncate text-xs text-muted-foreground">{d.email}</div>
    </div>
  );
}

/** Every decimal the ledger holds; the chain's own figure on hover when it carried more. */
export function DepositAmount({ d }: { d: Pick<AdminDepositRow, "amount" | "chainAmount" | "asset"> }) {
  const t = useTranslations("admin.deposits");
  const more = d.chainAmount !== null && d.chainAmount !== d.amount;
  return (
    <span
      className="whitespace-nowrap font-medium tabular-nums"
      title={more ? t("chainAmount", { amount: d.chainAmount! }) : undefined}
    >
      {formatExactAmount(d.amount, d.asset)}
    </span>
  );
}

function NotAvailable({ label }: { label?: string }) {
  const t = useTranslations("admin.deposits");
  return (
    <span className="text-muted-foreground">
      <span aria-hidden>{t("notAvailable")}</span>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

export function DepositConfirmations({ d }: { d: AdminDepositRow }) {
  const t = useTranslations("admin.deposits");
  if (d.confirmations === null || d.requiredConfirmations === null) return <NotAvailable />;
  return (
    <span className="whitespace-nowrap tabular-nums">
      {t("confirmations", { confirmations: d.confirmations, required: d.requiredConfirmations })}
    </span>
  );
}

export function DepositTransaction({ d }: { d: AdminDepositRow }) {
  const t = useTranslations("admin.deposits");
  if (!d.txHash) return <NotAvailable label={t("teamCredit")} />;
  return (
    <TransactionLink
      hash={d.txHash}
      url={d.explorerUrl}
      label={(short) => t("transactionLink", { short, hash: d.txHash! })}
    />
  );
}

export function DepositBlock({ d }: { d: AdminDepositRow }) {
  const t = useTranslations("admin.deposits");
  if (d.blockHeight === null) return <NotAvailable />;
  return (
    <span className="whitespace-nowrap tabular-nums" title={d.blockHash ?? undefined}>
      {t("block", { height: d.blockHeight })}
    </span>
  );
}
