import { createColumnHelper } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { Mismatch } from "@/lib/hooks/admin/use-reconciliation";
import { useAssetLabel } from "../use-admin-labels";
import { money } from "@/lib/money/decimal";

/** Balance minus ledger sum, exact: what the balance holds beyond (or short of) its entries. */
export const difference = (m: Mismatch) => money(m.balance).minus(m.ledger).toFixed();

const signed = (value: string) => (value.startsWith("-") ? value : `+${value}`);

const column = createColumnHelper<Mismatch>();

// Exact figures, as the database holds them: a difference of 0.00000001 must not round away.
export function useMismatchColumns() {
  const t = useTranslations("admin.reconciliation");
  const assetName = useAssetLabel();
  return useMemo(
    () => [
      column.accessor("userId", {
        header: t("columns.user"),
        cell: (c) => <span className="font-medium">{t("id", { id: c.getValue() })}</span>,
      }),
      column.accessor("asset", { header: t("columns.asset"), cell: (c) => assetName(c.getValue()) }),
      column.accessor("balance", { header: t("columns.balance"), meta: { align: "right" } }),
      column.accessor("ledger", { header: t("columns.ledger"), meta: { align: "right" } }),
      column.display({
        id: "difference",
        header: t("columns.difference"),
        cell: ({ row }) => (
          <span className="font-semibold text-destructive">{signed(difference(row.original))}</span>
        ),
        meta: { align: "right" },
      }),
    ],
    [t, assetName],
  );
}

/** One difference as a card, for phones. */
export function MismatchCard({ m }: { m: Mismatch }) {
  const t = useTranslations("admin.reconciliation");
  const assetName = useAssetLabel();
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">{t("columns.user")}</dt>
      <dd className="text-right font-medium">{t("id", { id: m.userId })}</dd>
      <dt className="text-muted-foreground">{t("columns.asset")}</dt>
      <dd className="text-right">{assetName(m.asset)}</dd>
      <dt className="text-muted-foreground">{t("columns.balance")}</dt>
      <dd className="text-right tabular-nums">{m.balance}</dd>
      <dt className="text-muted-foreground">{t("columns.ledger")}</dt>
      <dd className="text-right tabular-nums">{m.ledger}</dd>
      <dt className="text-muted-foreground">{t("columns.difference")}</dt>
      <dd className="text-right font-semibold tabular-nums text-destructive">{signed(difference(m))}</dd>
    </dl>
  );
}
