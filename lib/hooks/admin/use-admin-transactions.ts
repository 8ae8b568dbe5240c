"use client";
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { deleteTransaction } from "@/lib/admin/delete-transaction";
import type { adminTransactionOutput } from "@/lib/admin/transaction-output";
import type { updateTransaction } from "@/lib/admin/update-transaction";
import { queryKeys } from "@/lib/query-keys";
import type { UpdateTransactionInput } from "@/lib/validation/admin";

type Listed = ReturnType<typeof adminTransactionOutput>;
/**
 * One item of GET /api/transactions. The server merges audit entries into the list in an id
 * space of their own, marked `source: "audit"` (or given a string id); those are records of what an admin
 * did, not transactions, so they can be neither edited nor deleted and may lack a user.
 */
export type AdminTransactionRow = Omit<Listed, "id" | "user"> & {
  id: number | string;
  source?: "transaction" | "audit";
  user: Listed["user"] | null;
};
export type AdminTransactionsPage = {
  transactions: AdminTransactionRow[];
  // `summary` is not in today's contract: the Total Volume card shows it once the server sends it.
  pagination: { total: number };
  summary?: { totalVolume?: number | string | null };
};
export type UpdateTransactionResponse = Awaited<ReturnType<typeof updateTransaction>>;

export const isAuditRow = (row: AdminTransactionRow) => row.source === "audit" || typeof row.id === "string";
/** A React key that cannot collide between the two sources. */
export const transactionRowKey = (row: AdminTransactionRow) =>
  `${isAuditRow(row) ? "audit" : "tx"}-${row.id}`;

/** Transactions 6 per page. */
export const TRANSACTIONS_PAGE_SIZE = 6;

type PageParams = { limit: number; offset: number; q?: string; status?: string };

function fetchTransactions({ limit, offset, q, status }: PageParams, signal: AbortSignal) {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (q?.trim()) params.set("q", q.trim());
  if (status) params.set("status", status);
  return apiFetch<AdminTransactionsPage>(`/api/transactions?${params.toString()}`, { signal });
}

/** One page of all transactions (audit entries merged in), searched across their fields on the server. */
export function useAdminTransactions({ page, q }: { page: number; q: string }) {
  const params = { limit: TRANSACTIONS_PAGE_SIZE, offset: (page - 1) * TRANSACTIONS_PAGE_SIZE, q: q.trim() };
  return useQuery({
    queryKey: queryKeys.admin.transactionPage(params),
    queryFn: ({ signal }) => fetchTransactions(params, signal),
    placeholderData: keepPreviousData,
  });
}

const COUNT_STATUSES = ["", "COMPLETED", "ACTIVE"] as const;

/** The cards: totals in all and per status (a one-row page's total each), and the volume when sent. */
export function useAdminTransactionCounts() {
  return useQueries({
    queries: COUNT_STATUSES.map((status) => {
      const params = { limit: 1, offset: 0, status };
      return {
        queryKey: queryKeys.admin.transactionPage(params),
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchTransactions(params, signal),
      };
    }),
    combine: ([all, completed, active]) => ({
      total: all.data?.pagination.total,
      completed: completed.data?.pagination.total,
      active: active.data?.pagination.total,
      volume: all.data ? (all.data.summary?.totalVolume ?? null) : undefined,
      isError: all.isError || completed.isError || active.isError,
    }),
  });
}

function useInvalidateAfterEdit() {
  const queryClient = useQueryClient();
  // An edit or delete of a credit moves the user's balance and writes an audit row. ["admin", "users"] is
  // the Users Management section's prefix.
  return () =>
    Promise.all(
      [queryKeys.admin.transactions, queryKeys.admin.audit, ["admin", "users"]].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** PUT /api/transactions/{id} with the changed fields only; the server refuses edits it cannot make. */
export function useUpdateTransaction() {
  const invalidate = useInvalidateAfterEdit();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: Partial<UpdateTransactionInput> }) =>
      apiFetch<UpdateTransactionResponse>(`/api/transactions/${id}`, { method: "PUT", body: changes }),
    onSettled: invalidate,
  });
}

/** DELETE /api/transactions/{id}. */
export function useDeleteTransaction() {
  const invalidate = useInvalidateAfterEdit();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<Awaited<ReturnType<typeof deleteTransaction>>>(`/api/transactions/${id}`, {
        method: "DELETE",
      }),
    onSettled: invalidate,
  });
}
