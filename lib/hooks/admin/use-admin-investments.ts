"use client";
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { runInterestForRequest } from "@/lib/interest/run-daily-interest";
import { queryKeys } from "@/lib/query-keys";
import { useIdempotencyKey } from "@/lib/hooks/use-idempotency-key";

// GET /api/admin/investments is being added on the admin-api branch; until its lib function exists to infer
// from, this is the brief's contract for one row (numbers may arrive as numbers or decimal strings).
type Numeric = number | string;
export type AdminInvestment = {
  id: number;
  plan: string | null;
  user: { id: number; name: string; email: string } | null;
  amount: Numeric;
  asset: string;
  status: string;
  minimumAmount: Numeric | null;
  maximumAmount: Numeric | null;
  interestRate: Numeric | null;
  totalReturn: Numeric | null;
  createdAt: string;
  lastInterestCalculation: string | null;
  /** Earn (exact decimal strings for the money): FIXED or FLEXIBLE, and the asset `amount`, the range, the interest
   *  and the redemptions are in (USD or a coin plan's coin; `asset` is what paid for it). Absent from an older
   *  answer: a FIXED dollar plan. */
  kind?: "FIXED" | "FLEXIBLE";
  principalAsset?: string;
  rangeAsset?: string;
  earlyRedemption?: string;
  earlyRedemptionPenaltyPercent?: string;
  autoRenew?: boolean;
  compound?: boolean;
  interestCredited?: string;
  redeemed?: string;
  redemptions?: number;
  /** What early redemptions kept back (interest paid or the penalty), in `principalAsset`; "0" when none. */
  forfeited?: string;
  renewedFrom?: number | null;
  renewedTo?: number | null;
  completedAt?: string | null;
};
export type AdminInvestmentsPage = { investments: AdminInvestment[]; pagination: { total: number } };
export type CalculateInterestResponse = Awaited<ReturnType<typeof runInterestForRequest>>;

/** Investments 5 per page. */
export const INVESTMENTS_PAGE_SIZE = 5;

type PageParams = { limit: number; offset: number; q?: string; status?: string };

function fetchInvestments({ limit, offset, q, status }: PageParams, signal: AbortSignal) {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (q?.trim()) params.set("q", q.trim());
  if (status) params.set("status", status);
  return apiFetch<AdminInvestmentsPage>(`/api/admin/investments?${params.toString()}`, { signal });
}

/** One page of every investor's investments, searched by plan, user name or e-mail on the server. */
export function useAdminInvestments({ page, q }: { page: number; q: string }) {
  const params = { limit: INVESTMENTS_PAGE_SIZE, offset: (page - 1) * INVESTMENTS_PAGE_SIZE, q: q.trim() };
  return useQuery({
    queryKey: queryKeys.admin.investmentPage(params),
    queryFn: ({ signal }) => fetchInvestments(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The cards' statuses; "" is every investment. */
export const INVESTMENT_COUNT_STATUSES = ["", "ACTIVE", "COMPLETED"] as const;
export type InvestmentCountStatus = (typeof INVESTMENT_COUNT_STATUSES)[number];

/** The cards: how many investments there are in all and per status, each read as a one-row page's total. */
export function useAdminInvestmentCounts() {
  return useQueries({
    queries: INVESTMENT_COUNT_STATUSES.map((status) => {
      const params = { limit: 1, offset: 0, status };
      return {
        queryKey: queryKeys.admin.investmentPage(params),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          fetchInvestments(params, signal).then((r) => r.pagination.total),
      };
    }),
    combine: (results) => ({
      counts: results.every((r) => r.data !== undefined)
        ? (Object.fromEntries(
            INVESTMENT_COUNT_STATUSES.map((status, i) => [status, results[i].data]),
          ) as Record<InvestmentCountStatus, number>)
        : undefined,
      isError: results.some((r) => r.isError),
    }),
  });
}

/** POST /api/investments/calculate-interest: credits interest, so investments, transactions and balances move. */
export function useCalculateInterest() {
  const queryClient = useQueryClient();
  const action = useIdempotencyKey();
  return useMutation({
    mutationFn: () =>
      action.send(null, (idempotencyKey) =>
        apiFetch<CalculateInterestResponse>("/api/investments/calculate-interest", {
          method: "POST",
          body: {},
          idempotencyKey,
        }),
      ),
    onSettled: () =>
      Promise.all(
        // ["admin", "users"]: the Users Management section's prefix (balances change).
        [queryKeys.admin.investments, queryKeys.admin.transactions, ["admin", "users"]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
