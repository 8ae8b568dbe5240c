"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Button } from "@/components/ui/button";
import { useAdminPlans, type AdminPlan } from "@/lib/hooks/admin/use-admin-plans";
import { useReturnFocus } from "@/lib/hooks/use-return-focus";
import { DeletePlanDialog } from "./delete-plan-dialog";
import { PlanActionsProvider, PlanCard, usePlanColumns } from "./plan-columns";
import { PlanFormDialog } from "./plan-form-dialog";
import { PlanStats } from "./plan-stats";
import { useAdminCan } from "../../use-admin-can";

const PAGE_SIZE = 10;

// Cards, the plans table with edit and delete, and the Add New Plan dialog.
export function PlansSection() {
  const t = useTranslations("admin.plans");
  const columns = usePlanColumns();
  const plans = useAdminPlans();
  const table = useTableUrlState();
  const [editing, setEditing] = useState<AdminPlan | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminPlan | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focus = useReturnFocus();

  const actions = useMemo(
    () => ({
      // A deleted plan's row is gone when its dialog closes: focus then goes to Add New Plan.
      onEdit: (plan: AdminPlan, opener: HTMLElement) => {
        focus.remember(opener, addButton.current);
        setEditing(plan);
      },
      onDelete: (plan: AdminPlan, opener: HTMLElement) => {
        focus.remember(opener, addButton.current);
        setDeleting(plan);
      },
    }),
    [focus],
  );

  const mayManage = useAdminCan()("plans.manage");
  return (
    <PlanActionsProvider value={actions}>
      <div className="space-y-6">
        <PlanStats plans={plans.data} failed={plans.isError && !plans.data} />

        <section aria-labelledby="plans-list" className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="plans-list" className="text-lg font-semibold">
              {t("title")}
            </h2>
            {mayManage && (
              <Button
                ref={addButton}
                onClick={(e) => {
                  focus.remember(e.currentTarget);
                  setEditing("new");
                }}
                className="self-start sm:self-auto"
              >
                <Plus aria-hidden />
                {t("add")}
              </Button>
            )}
          </div>
          <DataTable
            label={t("tableLabel")}
            columns={columns}
            data={plans.data}
            isLoading={plans.isPending}
            error={plans.error}
            errorMessage={t("loadError")}
            onRetry={() => void plans.refetch()}
            state={table}
            pageSize={PAGE_SIZE}
            noun={t("noun")}
            empty={<TableEmpty title={t("empty")} />}
            renderCard={(p) => <PlanCard plan={p} />}
            getRowId={(p) => String(p.id)}
          />
        </section>
      </div>

      <PlanFormDialog
        target={editing}
        onClose={() => setEditing(null)}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <DeletePlanDialog
        plan={deleting}
        onClose={() => setDeleting(null)}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </PlanActionsProvider>
  );
}
