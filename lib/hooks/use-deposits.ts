"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { DepositAddress } from "@/lib/deposits/deposit-addresses";
import type { listDeposits } from "@/lib/deposits/list-deposits";
import { queryKeys } from "@/lib/query-keys";
import { useAutoRefreshInterval } from "./use-preferences";

export type Deposit = Awaited<ReturnType<typeof listDeposits>>["deposits"][number];
export type { DepositAddress };

/** GET /api/deposits: the investor's Deposit History, newest first. */
/** How often a history with a deposit still confirming asks again: its confirmations move on their own. */
const PENDING_REFRESH_MS = 15_000;

export function useDeposits() {
  const chosen = useAutoRefreshInterval();
  return useQuery<Deposit[]>({
    queryKey: queryKeys.deposits,
    refetchInterval: (query) => {
      const confirming = query.state.data?.some((d) => d.status === "PENDING" && d.txHash !== null);
      if (!confirming) return chosen;
      return chosen ? Math.min(chosen, PENDING_REFRESH_MS) : PENDING_REFRESH_MS;
    },
    queryFn: ({ signal }) =>
      apiFetch<{ deposits: Deposit[] }>("/api/deposits", { signal }).then((r) => r.deposits),
  });
}

/** GET /api/deposits/addresses: where each deposit asset is sent (the investor's own or the fixed address; stable). */
export function useDepositAddresses() {
  return useQuery({
    queryKey: queryKeys.depositAddresses,
    queryFn: ({ signal }) =>
      apiFetch<{ addresses: DepositAddress[] }>("/api/deposits/addresses", { signal }).then(
        (r) => r.addresses,
      ),
    staleTime: 60 * 60_000,
  });
}
