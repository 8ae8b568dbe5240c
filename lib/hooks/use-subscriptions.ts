"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { SubscriptionTransaction } from "@/lib/investments/list-subscriptions";
import { queryKeys } from "@/lib/query-keys";
import { useAutoRefreshInterval } from "./use-preferences";

export type { SubscriptionTransaction };

/** GET /api/users/transactions?type=SUBSCRIPTION: the investor's subscriptions, every status. */
export function useSubscriptions() {
  const refetchInterval = useAutoRefreshInterval();
  return useQuery({
    queryKey: queryKeys.subscriptions,
    refetchInterval,
    queryFn: ({ signal }) =>
      apiFetch<{ transactions: SubscriptionTransaction[] }>("/api/users/transactions?type=SUBSCRIPTION", {
        signal,
      }).then((r) => r.transactions),
  });
}
