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
export function useDeposits() {
  const refetchInterval = useAutoRefreshInterval();
  return useQuery({
    queryKey: queryKeys.deposits,
    refetchInterval,
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
