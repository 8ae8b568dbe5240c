"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { SubscriptionTransaction } from "@/lib/investments/list-subscriptions";
import type { listTransactions } from "@/lib/transactions/list-transactions";
import { queryKeys } from "@/lib/query-keys";
import { useAutoRefreshInterval } from "./use-preferences";

type Listed = Awaited<ReturnType<typeof listTransactions>>["transactions"][number];
/** One row of the investor's activity (GET /api/users/transactions without a type). */
export type ActivityTransaction = Exclude<Listed, SubscriptionTransaction>;

/** GET /api/users/transactions: the investor's whole activity, newest first. */
export function useTransactions() {
  const refetchInterval = useAutoRefreshInterval();
  return useQuery({
    queryKey: queryKeys.transactions,
    refetchInterval,
    queryFn: ({ signal }) =>
      apiFetch<{ transactions: ActivityTransaction[] }>("/api/users/transactions", { signal }).then(
        (r) => r.transactions,
      ),
  });
}
