"use client";
// Transaction Management: four cards, a search across the cards' fields, list cards 6 per page (paged
// on the server), an edit dialog and a delete confirmation per transaction.
import { useCallback, useRef, useState } from "react";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/lib/i18n/use-error-text";
import {
  TRANSACTIONS_PAGE_SIZE,
  useAdminTransactions,
  type AdminTransactionRow,
} from "@/lib/hooks/admin/use-admin-transactions";
import { useReturnFocus } from "@/lib/hooks/use-return-focus";
import { useClampPage } from "../use-clamp-page";
import { DeleteTransactionDialog } from "./delete-transaction-dialog";
import { EditTransactionDialog } from "./edit-transaction-dialog";
import type { RowAction } from "./transaction-card";
import { TransactionList } from "./transaction-list";
import { TransactionSummaryCards } from "./transaction-summary-cards";

export function TransactionsSection() {
  const t = useTranslations("admin.transactions");
  const errorText = useErrorText();
  const table = useTableUrlState();
  const transactions = useAdminTransactions({ page: table.page, q: table.q });
  const total = transactions.data?.pagination.total;
  useClampPage(table.page, total, TRANSACTIONS_PAGE_SIZE, table.setPage);

  const [editing, setEditing] = useState<AdminTransactionRow | null>(null);
  const [deleting, setDeleting] = useState<AdminTransactionRow | null>(null);
  const focus = useReturnFocus();
  // A deleted transaction's buttons are gone: focus then lands on the list's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const onEdit = useCallback<RowAction>(
    (row, opener) => {
      focus.remember(opener, heading.current);
      setEditing(row);
    },
    [focus],
  );
  const onDelete = useCallback<RowAction>(
    (row, opener) => {
      focus.remember(opener, heading.current);
      setDeleting(row);
    },
    [focus],
  );

  return (
    <div className="space-y-6">
      <section aria-labelledby="transactions-summary">
        <h2 id="transactions-summary" className="sr-only">
          {t("summary")}
        </h2>
        <TransactionSummaryCards />
      </section>
      <section aria-labelledby="transactions-list" className="space-y-4">
        <h2
          id="transactions-list"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold focus:outline-none"
        >
          {t("title")}
        </h2>
        <DataTableToolbar query={{ value: table.q, onChange: table.setQuery, placeholder: t("search") }} />
        <TransactionList
          rows={transactions.data?.transactions}
          total={total ?? 0}
          isLoading={transactions.isPending}
          error={transactions.error ? errorText(transactions.error, t("loadError")) : null}
          onRetry={() => transactions.refetch()}
          page={table.page}
          setPage={table.setPage}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </section>
      <EditTransactionDialog
        row={editing}
        onClose={() => setEditing(null)}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <DeleteTransactionDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </div>
  );
}
