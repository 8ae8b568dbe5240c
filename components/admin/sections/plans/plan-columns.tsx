import { createColumnHelper } from "@tanstack/react-table";
import { Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { createContext, useContext, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { formatPercent, formatUsd } from "@/lib/format";
import type { AdminPlan } from "@/lib/hooks/admin/use-admin-plans";
import { useAdminCan } from "../../use-admin-can";

type PlanActions = {
  onEdit: (plan: AdminPlan, opener: HTMLElement) => void;
  onDelete: (plan: AdminPlan, opener: HTMLElement) => void;
};
// Actions reach the rows through context, so the column definitions stay fixed and cells never remount.
const PlanActionsContext = createContext<PlanActions>({ onEdit: () => {}, onDelete: () => {} });
export const PlanActionsProvider = PlanActionsContext.Provider;

type T = ReturnType<typeof useTranslations<"admin.plans">>;

export const amountRange = (t: T, p: AdminPlan) =>
  t("range", { min: formatUsd(p.minimumAmount), max: formatUsd(p.maximumAmount) });

export function PlanRowActions({ plan }: { plan: AdminPlan }) {
  const t = useTranslations("admin.plans");
  const { onEdit, onDelete } = useContext(PlanActionsContext);
  if (!useAdminCan()("plans.manage")) return null;
  return (
    <div className="flex justify-end gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label={t("editLabel", { name: plan.plan })}
        onClick={(e) => onEdit(plan, e.currentTarget)}
      >
        <Pencil aria-hidden />
        <span className="hidden lg:inline">{t("edit")}</span>
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={t("deleteLabel", { name: plan.plan })}
        onClick={(e) => onDelete(plan, e.currentTarget)}
        className="text-destructive"
      >
        <Trash2 aria-hidden />
        <span className="hidden lg:inline">{t("deleteShort")}</span>
      </Button>
    </div>
  );
}

const column = createColumnHelper<AdminPlan>();

/** Plan Name, Amount Range, Interest Rate, Total Returns, Actions. */
export function usePlanColumns() {
  const t = useTranslations("admin.plans");
  return useMemo(
    () => [
      column.accessor("plan", {
        header: t("columns.name"),
        cell: (c) => <span className="break-words font-medium">{c.getValue()}</span>,
      }),
      column.display({
        id: "range",
        header: t("columns.range"),
        cell: ({ row }) => <span className="whitespace-nowrap">{amountRange(t, row.original)}</span>,
        meta: { align: "right" },
      }),
      column.accessor("interestRate", {
        header: t("columns.rate"),
        cell: (c) => formatPercent(c.getValue()),
        meta: { align: "right" },
      }),
      column.accessor("totalReturns", {
        header: t("columns.returns"),
        cell: (c) => formatPercent(c.getValue()),
        meta: { align: "right" },
      }),
      column.display({
        id: "actions",
        header: t("columns.actions"),
        cell: ({ row }) => <PlanRowActions plan={row.original} />,
        meta: { align: "right" },
      }),
    ],
    [t],
  );
}

/** One plan as a card, for phones. */
export function PlanCard({ plan }: { plan: AdminPlan }) {
  const t = useTranslations("admin.plans");
  return (
    <div className="grid gap-2 text-sm">
      <div className="break-words font-medium">{plan.plan}</div>
      <div className="tabular-nums text-muted-foreground">{amountRange(t, plan)}</div>
      <div className="flex justify-between gap-2 tabular-nums">
        <span>{t("cardRate", { rate: formatPercent(plan.interestRate) })}</span>
        <span>{t("cardReturns", { returns: formatPercent(plan.totalReturns) })}</span>
      </div>
      <PlanRowActions plan={plan} />
    </div>
  );
}
