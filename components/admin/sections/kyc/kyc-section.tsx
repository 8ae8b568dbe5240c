"use client";

import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { KYC_STATUSES } from "@/lib/enums";
import { KYC_PAGE_SIZE, useAdminKycList, type AdminKycRow } from "@/lib/hooks/admin/use-admin-kyc";
import { useReturnFocus } from "@/lib/hooks/use-return-focus";
import { useClampPage } from "../use-clamp-page";
import { useStatusLabel } from "../use-admin-labels";
import { KycCard, OpenReviewProvider, useKycColumns } from "./kyc-columns";
import { KycReviewDialog } from "./kyc-review-dialog";

// The identity-verification queue, pending first (oldest first), searched and paged on the server; each
// submission opens in a review dialog (docs/decisions.md, "Identity verification (KYC)").
export function KycSection() {
  const t = useTranslations("admin.kyc");
  const statusLabel = useStatusLabel();
  const columns = useKycColumns();
  const statusOptions = useMemo(
    () => [
      { value: "ALL", label: t("allStatuses") },
      ...KYC_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
    ],
    [t, statusLabel],
  );
  const table = useTableUrlState();
  const list = useAdminKycList({ page: table.page, q: table.q, status: table.status });
  useClampPage(table.page, list.data?.total, KYC_PAGE_SIZE, table.setPage);
  const focus = useReturnFocus();
  const [opened, setOpened] = useState<AdminKycRow | null>(null);
  const open = useCallback(
    (row: AdminKycRow, opener: HTMLElement) => {
      focus.remember(opener);
      setOpened(row);
    },
    [focus],
  );

  return (
    <OpenReviewProvider value={open}>
      <section aria-labelledby="kyc-queue" className="space-y-4">
        <div className="space-y-1">
          <h2 id="kyc-queue" className="text-lg font-semibold">
            {t("title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("intro")}</p>
        </div>
        <DataTableToolbar
          query={{ value: table.q, onChange: table.setQuery, placeholder: t("search") }}
          status={{ value: table.status, onChange: table.setStatus, options: statusOptions }}
        />
        <DataTable
          label={t("tableLabel")}
          columns={columns}
          data={list.data?.rows}
          total={list.data?.total ?? 0}
          isLoading={list.isPending}
          error={list.error}
          errorMessage={t("loadError")}
          onRetry={() => void list.refetch()}
          state={table}
          pageSize={KYC_PAGE_SIZE}
          noun={t("noun")}
          empty={<TableEmpty title={t("empty")} />}
          renderCard={(row) => <KycCard row={row} />}
          getRowId={(row) => String(row.id)}
        />
      </section>
      <KycReviewDialog
        row={opened}
        onClose={() => setOpened(null)}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </OpenReviewProvider>
  );
}
