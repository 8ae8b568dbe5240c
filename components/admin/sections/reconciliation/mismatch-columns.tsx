import { createColumnHelper } from "@tanstack/react-table";
import type { Mismatch } from "@/lib/hooks/admin/use-reconciliation";
import { ASSET_NAMES } from "@/lib/labels";
import { money } from "@/lib/money/decimal";

/** Balance minus ledger sum, exact: what the balance holds beyond (or short of) its entries. */
export const difference = (m: Mismatch) => money(m.balance).minus(m.ledger).toFixed();

const signed = (value: string) => (value.startsWith("-") ? value : `+${value}`);

const column = createColumnHelper<Mismatch>();

// Exact figures, as the database holds them: a difference of 0.00000001 must not round away.
export const mismatchColumns = [
  column.accessor("userId", {
    header: "User",
    cell: (c) => <span className="font-medium">#{c.getValue()}</span>,
  }),
  column.accessor("asset", { header: "Asset", cell: (c) => ASSET_NAMES[c.getValue()] }),
  column.accessor("balance", { header: "Balance", meta: { align: "right" } }),
  column.accessor("ledger", { header: "Ledger Sum", meta: { align: "right" } }),
  column.display({
    id: "difference",
    header: "Difference",
    cell: ({ row }) => (
      <span className="font-semibold text-destructive">{signed(difference(row.original))}</span>
    ),
    meta: { align: "right" },
  }),
];

/** One difference as a card, for phones. */
export function MismatchCard({ m }: { m: Mismatch }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">User</dt>
      <dd className="text-right font-medium">#{m.userId}</dd>
      <dt className="text-muted-foreground">Asset</dt>
      <dd className="text-right">{ASSET_NAMES[m.asset]}</dd>
      <dt className="text-muted-foreground">Balance</dt>
      <dd className="text-right tabular-nums">{m.balance}</dd>
      <dt className="text-muted-foreground">Ledger Sum</dt>
      <dd className="text-right tabular-nums">{m.ledger}</dd>
      <dt className="text-muted-foreground">Difference</dt>
      <dd className="text-right font-semibold tabular-nums text-destructive">{signed(difference(m))}</dd>
    </dl>
  );
}
