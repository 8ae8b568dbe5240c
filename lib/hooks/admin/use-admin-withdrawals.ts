"use client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { decideWithdrawalRequest } from "@/lib/admin/decide-withdrawal-request";
import type { listAllWithdrawalRequests } from "@/lib/admin/list-withdrawal-requests";
import { apiFetch } from "@/lib/api-client";
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from "@/lib/enums";
import { queryKeys } from "@/lib/query-keys";
import { useIdempotencyKey } from "@/lib/hooks/use-idempotency-key";

export type AdminWithdrawal = Awaited<
  ReturnType<typeof listAllWithdrawalRequests>
>["withdrawalRequests"][number];
// GET /api/admin/withdrawals/all given limit and offset: one page of those rows plus `pagination`.
type WithdrawalPage = Extract<Awaited<ReturnType<typeof listAllWithdrawalRequests>>, { pagination: unknown }>;
export type DecideWithdrawalResponse = Awaited<ReturnType<typeof decideWithdrawalRequest>>;
export type WithdrawalDecision = "approve" | "reject";

/** Withdrawals 10 per page. */
export const WITHDRAWALS_PAGE_SIZE = 10;

export type AdminWithdrawalParams = { page: number; q: string; status: string };

function fetchPage(
  params: { limit: number; offset: number; q?: string; status?: string },
  signal: AbortSignal,
) {
  const search = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
  if (params.q?.trim()) search.set("q", params.q.trim());
  if (params.status) search.set("status", params.status);
  return apiFetch<WithdrawalPage>(`/api/admin/withdrawals/all?${search}`, { signal }).then((r) => ({
    rows: r.withdrawalRequests,
    total: r.pagination.total,
  }));
}

/** GET /api/admin/withdrawals/all?limit&offset&q&status: one page, newest first, with the matching total. */
export function useAdminWithdrawals({ page, q, status }: AdminWithdrawalParams) {
  return useQuery({
    queryKey: queryKeys.admin.withdrawalList({ page, q, status }),
    queryFn: ({ signal }) =>
      fetchPage(
        { limit: WITHDRAWALS_PAGE_SIZE, offset: (page - 1) * WITHDRAWALS_PAGE_SIZE, q, status },
        signal,
      ),
    // The old page stays on screen while the next one loads: no flash of skeleton between pages.
    placeholderData: keepPreviousData,
  });
}

/** The cards' counts per status: each one the total of a one-row page filtered by that status. */
export function useAdminWithdrawalSummary() {
  return useQuery({
    queryKey: queryKeys.admin.withdrawalSummary,
    queryFn: async ({ signal }) => {
      const totals = await Promise.all(
        WITHDRAWAL_STATUSES.map((status) => fetchPage({ limit: 1, offset: 0, status }, signal)),
      );
      return Object.fromEntries(WITHDRAWAL_STATUSES.map((s, i) => [s, totals[i]!.total])) as Record<
        WithdrawalStatus,
        number
      >;
    },
  });
}

const DECIDED: Record<WithdrawalDecision, WithdrawalStatus> = { approve: "APPROVED", reject: "REJECTED" };

/**
 * POST /api/withdrawals/approve?id= or /reject?id=. The row shows its new status at once; a rejection
 * refunds the user, and both move the withdrawal's transaction and write an audit row.
 */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  const action = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: WithdrawalDecision }) =>
      action.send({ id, decision }, (idempotencyKey) =>
        apiFetch<DecideWithdrawalResponse>(`/api/withdrawals/${decision}?id=${id}`, {
          method: "POST",
          body: {},
          idempotencyKey,
        }),
      ),
    onSuccess: (_data, { id, decision }) =>
      queryClient.setQueriesData<{ rows: AdminWithdrawal[]; total: number }>(
        { queryKey: [...queryKeys.admin.resource("withdrawals"), "list"] },
        (page) =>
          page && {
            ...page,
            rows: page.rows.map((w) => (w.id === id ? { ...w, status: DECIDED[decision] } : w)),
          },
      ),
    onSettled: () =>
      Promise.all(
        (["withdrawals", "users", "transactions", "audit"] as const).map((r) =>
          queryClient.invalidateQueries({ queryKey: queryKeys.admin.resource(r) }),
        ),
      ),
  });
}
