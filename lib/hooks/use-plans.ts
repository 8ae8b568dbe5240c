"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { listPlans } from "@/lib/investments/list-plans";
import type { subscribe } from "@/lib/investments/subscribe";
import { queryKeys } from "@/lib/query-keys";
import type { SubscribeInput } from "@/lib/validation/investments";
import { useIdempotencyKey } from "@/lib/hooks/use-idempotency-key";

export type InvestmentPlan = Awaited<ReturnType<typeof listPlans>>["investmentPlans"][number];
export type SubscribeResponse = Awaited<ReturnType<typeof subscribe>>;

/** GET /api/investments: the plans open for subscription. */
export function usePlans() {
  return useQuery({
    queryKey: queryKeys.plans,
    queryFn: ({ signal }) =>
      apiFetch<{ investmentPlans: InvestmentPlan[] }>("/api/investments", { signal }).then(
        (r) => r.investmentPlans,
      ),
  });
}

/** POST /api/investments/subscribe: pays from one balance, so balances, activity and plans all change. */
export function useSubscribe() {
  const queryClient = useQueryClient();
  const action = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: { planId: number; asset: SubscribeInput["asset"]; amount: number | string }) =>
      action.send(input, (idempotencyKey) =>
        apiFetch<SubscribeResponse>("/api/investments/subscribe", {
          method: "POST",
          body: input,
          idempotencyKey,
        }),
      ),
    onSettled: () =>
      Promise.all(
        [queryKeys.balances, queryKeys.transactions, queryKeys.subscriptions, queryKeys.plans].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
