"use client";
import { useTranslations } from "next-intl";
import { TableEmpty } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { TRANSACTIONS_PAGE_SIZE, type AdminTransactionRow } from "@/lib/hooks/admin/use-admin-transactions";
import { TransactionCard, type RowAction } from "./transaction-card";

type Props = {
  rows: AdminTransactionRow[] | undefined;
  total: number;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  page: number;
  setPage: (page: number) => void;
  onEdit: RowAction;
  onDelete: RowAction;
};

/** List cards, 6 per page, with the 'x of y' pager. */
export function TransactionList({
  rows,
  total,
  isLoading,
  error,
  onRetry,
  page,
  setPage,
  onEdit,
  onDelete,
}: Props) {
  const t = useTranslations("admin.transactions");
  if (error && !rows) return <LoadError compact message={error} onRetry={onRetry} />;
  if (isLoading && !rows) {
    return (
      <ul aria-label={t("listLabel")} aria-busy className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="space-y-2 rounded-lg border bg-card p-4">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-2/3" />
          </li>
        ))}
      </ul>
    );
  }
  if (!rows?.length || total === 0) {
    return (
      <div className="rounded-lg border bg-card py-10 text-center">
        <TableEmpty title={t("empty")} />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ul aria-label={t("listLabel")} className="grid gap-4 md:grid-cols-2">
        {rows.map((row) => (
          <li key={row.id} className="min-w-0">
            <TransactionCard row={row} onEdit={onEdit} onDelete={onDelete} />
          </li>
        ))}
      </ul>
      <div className="rounded-lg border bg-card">
        <DataTablePagination
          page={page}
          pageSize={TRANSACTIONS_PAGE_SIZE}
          total={total}
          noun={t("noun")}
          onPageChange={setPage}
        />
      </div>
    </div>
  );
}
