"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { SubscriptionTransaction } from "@/lib/investments/list-subscriptions";
import { queryKeys } from "@/lib/query-keys";

export type { SubscriptionTransaction };

/** GET /api/users/transactions?type=SUBSCRIPTION: the investor's subscriptions, every status. */
export function useSubscriptions() {
  return useQuery({
    queryKey: queryKeys.subscriptions,
    queryFn: ({ signal }) =>
      apiFetch<{ transactions: SubscriptionTransaction[] }>("/api/users/transactions?type=SUBSCRIPTION", {
        signal,
      }).then((r) => r.transactions),
  });
}
