"use client";
// The investor's earn positions (GET /api/subscriptions), a redemption's live quote, the redemption itself
// (confirmed with the withdrawal PIN, one Idempotency-Key per action) and the renewal switch.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { Position } from "@/lib/earn/position-output";
import { useIdempotencyKey } from "@/lib/hooks/use-idempotency-key";
import { queryKeys } from "@/lib/query-keys";
import { useAutoRefreshInterval } from "./use-preferences";

export type { Position };
export type RedemptionQuote = { returned: string; forfeited: string; asset: string };
export type RedeemResponse = RedemptionQuote & { message: string; subscription: Position };

/** GET /api/subscriptions: every subscription of the caller with its kind, asset and renewal switches. */
export function usePositions() {
  const refetchInterval = useAutoRefreshInterval();
  return useQuery({
    queryKey: queryKeys.positions,
    refetchInterval,
    queryFn: ({ signal }) =>
      apiFetch<{ subscriptions: Position[] }>("/api/subscriptions", { signal }).then((r) => r.subscriptions),
  });
}

/** GET /api/subscriptions/{id}/redemption-quote?amount=: `amount` "" for the whole position; null: not asked. */
export function useRedemptionQuote(id: number | null, amount: string | null) {
  return useQuery({
    queryKey: queryKeys.redemptionQuote(id ?? 0, amount ?? ""),
    enabled: id !== null && amount !== null,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) =>
      apiFetch<RedemptionQuote>(
        `/api/subscriptions/${id}/redemption-quote${amount ? `?amount=${encodeURIComponent(amount)}` : ""}`,
        { signal },
      ),
  });
}

/** POST /api/subscriptions/{id}/redeem { amount?, pin }: the principal's asset comes back to its balance. */
export function useRedeem() {
  const queryClient = useQueryClient();
  const action = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: { id: number; amount?: string; pin: string }) =>
      action.send(input, (idempotencyKey) =>
        apiFetch<RedeemResponse>(`/api/subscriptions/${input.id}/redeem`, {
          method: "POST",
          body: { amount: input.amount, pin: input.pin },
          idempotencyKey,
        }),
      ),
    onSettled: () =>
      Promise.all(
        [queryKeys.balances, queryKeys.transactions, queryKeys.subscriptions].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

type Renewal = { autoRenew: boolean; compound: boolean };

/** PUT /api/subscriptions/{id}/renewal: shown at once, put back as it was when the server refuses. */
export function useSetRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Renewal & { id: number }) =>
      apiFetch<{ message: string; subscription: Position }>(`/api/subscriptions/${id}/renewal`, {
        method: "PUT",
        body,
      }),
    onMutate: async ({ id, autoRenew, compound }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.positions });
      const before = queryClient.getQueryData<Position[]>(queryKeys.positions);
      queryClient.setQueryData<Position[]>(queryKeys.positions, (rows) =>
        rows?.map((p) => (p.id === id ? { ...p, autoRenew, compound } : p)),
      );
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.positions, context.before);
    },
    onSuccess: ({ subscription }) => {
      queryClient.setQueryData<Position[]>(queryKeys.positions, (rows) =>
        rows?.map((p) => (p.id === subscription.id ? subscription : p)),
      );
    },
  });
}
