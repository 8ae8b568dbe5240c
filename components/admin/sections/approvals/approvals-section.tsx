"use client";

import { useTranslations } from "next-intl";
import { useCallback, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Alert } from "@/components/ui/alert";
import {
  useAdminApprovals,
  useDecideApproval,
  type AdminApproval,
  type ApprovalDecision,
} from "@/lib/hooks/admin/use-admin-approvals";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useAdminDashboard } from "../../admin-dashboard-context";
import { useAdminCan } from "../../use-admin-can";
import { ApprovalActionsProvider, ApprovalCard, useApprovalColumns } from "./approval-columns";

const PAGE_SIZE = 20;

/**
 * "Awaiting second approval": what one administrator proposed (credits, resets, large withdrawals, role
 * changes), for a different one to approve or reject; the proposer may cancel. Says when the rule is off.
 */
export function ApprovalsSection() {
  const t = useTranslations("admin.approvals");
  const errorText = useErrorText();
  const { admin } = useAdminDashboard();
  const mayDecide = useAdminCan()("approvals.decide");
  const table = useTableUrlState();
  // The queue opens on what waits (the URL's empty status, which the table writes for "ALL"); EVERY shows all.
  const showAll = table.status === "EVERY";
  const status = showAll ? "" : "PENDING";
  const approvals = useAdminApprovals(status);
  const columns = useApprovalColumns();
  const decideApproval = useDecideApproval();
  const [busy, setBusy] = useState<{ id: number; decision: ApprovalDecision } | null>(null);
  const sending = useRef(false);

  const decide = useCallback(
    async (a: AdminApproval, decision: ApprovalDecision) => {
      if (sending.current) return;
      sending.current = true;
      setBusy({ id: a.id, decision });
      try {
        await decideApproval.mutateAsync({ id: a.id, decision });
        toast.success(t(`done.${decision}`, { id: a.id }));
      } catch (err) {
        toast.error(errorText(err, t("failed")));
      } finally {
        sending.current = false;
        setBusy(null);
      }
    },
    [decideApproval, t, errorText],
  );
  const actions = useMemo(
    () => ({ selfId: admin.id, mayDecide, busy, decide }),
    [admin.id, mayDecide, busy, decide],
  );
  const rule = approvals.data?.rule;
  const statusOptions = useMemo(
    () => [
      { value: "ALL", label: t("filters.pending") },
      { value: "EVERY", label: t("filters.all") },
    ],
    [t],
  );

  return (
    <ApprovalActionsProvider value={actions}>
      <div className="space-y-6">
        <p className="max-w-prose text-sm text-muted-foreground">{t("intro")}</p>
        {rule && rule !== "ON" && <Alert variant="info">{t(`rule.${rule}`)}</Alert>}
        <section aria-labelledby="admin-approvals" className="space-y-4">
          <h2 id="admin-approvals" className="text-lg font-semibold">
            {t("title")}
          </h2>
          <DataTableToolbar
            status={{
              value: showAll ? "EVERY" : "ALL",
              onChange: table.setStatus,
              options: statusOptions,
              label: t("filters.label"),
            }}
          />
          <DataTable
            label={t("tableLabel")}
            columns={columns}
            data={approvals.data?.approvals}
            isLoading={approvals.isPending}
            error={approvals.error}
            errorMessage={t("loadError")}
            onRetry={() => void approvals.refetch()}
            state={table}
            pageSize={PAGE_SIZE}
            noun={t("noun")}
            empty={<TableEmpty title={t("empty")} />}
            renderCard={(a) => <ApprovalCard approval={a} />}
            getRowId={(a) => String(a.id)}
          />
        </section>
      </div>
    </ApprovalActionsProvider>
  );
}
