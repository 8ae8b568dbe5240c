"use client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { summarizeTransactions } from "@/lib/admin/summarize-transactions";
import type { adminTransactionOutput } from "@/lib/admin/transaction-output";
import { queryKeys } from "@/lib/query-keys";
import type { UpdateTransactionInput } from "@/lib/validation/admin";

/** One item of GET /api/transactions: a money movement (credit, deposit, withdrawal, subscription, reset). */
export type AdminTransactionRow = ReturnType<typeof adminTransactionOutput>;
export type AdminTransactionsPage = { transactions: AdminTransactionRow[]; pagination: { total: number } };
export type AdminTransactionSummary = Awaited<ReturnType<typeof summarizeTransactions>>;
/** The 202 of an edit or deletion that would change a balance: it waits for a second administrator. */
type Proposed = { message: string; approval: { id: number; status: "PENDING" }; transaction?: undefined };
export type UpdateTransactionResponse =
  { message: string; transaction: AdminTransactionRow; approval?: undefined } | Proposed;
export type DeleteTransactionResponse = { message: string; approval?: undefined } | Proposed;

/** Transactions 6 per page. */
export const TRANSACTIONS_PAGE_SIZE = 6;

/** One page of all transactions, searched across their fields on the server. */
export function useAdminTransactions({ page, q }: { page: number; q: string }) {
  const params = { limit: TRANSACTIONS_PAGE_SIZE, offset: (page - 1) * TRANSACTIONS_PAGE_SIZE, q: q.trim() };
  return useQuery({
    queryKey: queryKeys.admin.transactionPage(params),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
      if (params.q) search.set("q", params.q);
      return apiFetch<AdminTransactionsPage>(`/api/transactions?${search.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** The four cards: totals in all and per status, and the volume (GET /api/transactions/summary). */
export function useAdminTransactionSummary() {
  return useQuery({
    queryKey: queryKeys.admin.transactionSummary,
    queryFn: ({ signal }) => apiFetch<AdminTransactionSummary>("/api/transactions/summary", { signal }),
  });
}

function useInvalidateAfterEdit() {
  const queryClient = useQueryClient();
  // An edit or delete moves the user's balance, writes an audit row and may change the overview's count.
  // ["admin", "users"] is the Users Management section's prefix.
  return () =>
    Promise.all(
      [
        queryKeys.admin.transactions,
        queryKeys.admin.audit,
        queryKeys.admin.counts,
        ["admin", "users"],
        // A proposed edit or deletion joins the approvals queue.
        ["admin", "approvals"],
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
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
      apiFetch<DeleteTransactionResponse>(`/api/transactions/${id}`, {
        method: "DELETE",
      }),
    onSettled: invalidate,
  });
}
