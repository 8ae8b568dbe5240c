import { createColumnHelper } from "@tanstack/react-table";
import { Pencil, Trash2 } from "lucide-react";
import { createContext, useContext } from "react";
import { Button } from "@/components/ui/button";
import { formatPercent, formatUsd } from "@/lib/format";
import type { AdminPlan } from "@/lib/hooks/admin/use-admin-plans";

type PlanActions = {
  onEdit: (plan: AdminPlan, opener: HTMLElement) => void;
  onDelete: (plan: AdminPlan, opener: HTMLElement) => void;
};
// Actions reach the rows through context, so the column definitions stay fixed and cells never remount.
const PlanActionsContext = createContext<PlanActions>({ onEdit: () => {}, onDelete: () => {} });
export const PlanActionsProvider = PlanActionsContext.Provider;

export const amountRange = (p: AdminPlan) => `${formatUsd(p.minimumAmount)} - ${formatUsd(p.maximumAmount)}`;

export function PlanRowActions({ plan }: { plan: AdminPlan }) {
  const { onEdit, onDelete } = useContext(PlanActionsContext);
  return (
    <div className="flex justify-end gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label={`Edit plan ${plan.plan}`}
        onClick={(e) => onEdit(plan, e.currentTarget)}
      >
        <Pencil aria-hidden />
        <span className="hidden lg:inline">Edit</span>
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Delete plan ${plan.plan}`}
        onClick={(e) => onDelete(plan, e.currentTarget)}
        className="text-destructive"
      >
        <Trash2 aria-hidden />
        <span className="hidden lg:inline">Delete</span>
      </Button>
    </div>
  );
}

const column = createColumnHelper<AdminPlan>();

/** Plan Name, Amount Range, Interest Rate, Total Returns, Actions. */
export const planColumns = [
  column.accessor("plan", {
    header: "Plan Name",
    cell: (c) => <span className="break-words font-medium">{c.getValue()}</span>,
  }),
  column.display({
    id: "range",
    header: "Amount Range",
    cell: ({ row }) => <span className="whitespace-nowrap">{amountRange(row.original)}</span>,
    meta: { align: "right" },
  }),
  column.accessor("interestRate", {
    header: "Interest Rate",
    cell: (c) => formatPercent(c.getValue()),
    meta: { align: "right" },
  }),
  column.accessor("totalReturns", {
    header: "Total Returns",
    cell: (c) => formatPercent(c.getValue()),
    meta: { align: "right" },
  }),
  column.display({
    id: "actions",
    header: "Actions",
    cell: ({ row }) => <PlanRowActions plan={row.original} />,
    meta: { align: "right" },
  }),
];

/** One plan as a card, for phones. */
export function PlanCard({ plan }: { plan: AdminPlan }) {
  return (
    <div className="grid gap-2 text-sm">
      <div className="break-words font-medium">{plan.plan}</div>
      <div className="tabular-nums text-muted-foreground">{amountRange(plan)}</div>
      <div className="flex justify-between gap-2 tabular-nums">
        <span>Rate {formatPercent(plan.interestRate)}</span>
        <span>Returns {formatPercent(plan.totalReturns)}</span>
      </div>
      <PlanRowActions plan={plan} />
    </div>
  );
}
