"use client";

import { useCallback, useState } from "react";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { KYC_STATUSES } from "@/lib/enums";
import { KYC_PAGE_SIZE, useAdminKycList, type AdminKycRow } from "@/lib/hooks/admin/use-admin-kyc";
import { useReturnFocus } from "@/lib/hooks/use-return-focus";
import { titleCase } from "@/lib/labels";
import { useClampPage } from "../use-clamp-page";
import { KycCard, kycColumns, OpenReviewProvider } from "./kyc-columns";
import { KycReviewDialog } from "./kyc-review-dialog";

export const KYC_FETCH_FAILED = "Failed to fetch verification submissions";
const STATUS_OPTIONS = [
  { value: "ALL", label: "All statuses" },
  ...KYC_STATUSES.map((s) => ({ value: s, label: titleCase(s) })),
];

// The identity-verification queue, pending first (oldest first), searched and paged on the server; each
// submission opens in a review dialog (docs/decisions.md, "Identity verification (KYC)").
export function KycSection() {
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
            Submissions
          </h2>
          <p className="text-sm text-muted-foreground">
            Investors&apos; identity documents, pending reviews first. Approving verifies the account.
          </p>
        </div>
        <DataTableToolbar
          query={{ value: table.q, onChange: table.setQuery, placeholder: "Search by name or e-mail..." }}
          status={{ value: table.status, onChange: table.setStatus, options: STATUS_OPTIONS }}
        />
        <DataTable
          label="Identity Verification Submissions"
          columns={kycColumns}
          data={list.data?.rows}
          total={list.data?.total ?? 0}
          isLoading={list.isPending}
          error={list.error}
          errorMessage={KYC_FETCH_FAILED}
          onRetry={() => void list.refetch()}
          state={table}
          pageSize={KYC_PAGE_SIZE}
          noun="submissions"
          empty={<TableEmpty title="No verification submissions found" />}
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
