"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { getBalances } from "@/lib/accounts/get-balances";
import type { getMainBalance } from "@/lib/accounts/get-main-balance";
import { queryKeys } from "@/lib/query-keys";
import { useAutoRefreshInterval } from "./use-preferences";

export type BalancesResponse = Awaited<ReturnType<typeof getBalances>>;
export type MainBalanceResponse = Awaited<ReturnType<typeof getMainBalance>>;

/** GET /api/users/balances: the four coins plus the USD main balance. */
export function useBalances() {
  const refetchInterval = useAutoRefreshInterval();
  return useQuery({
    queryKey: queryKeys.balances,
    refetchInterval,
    queryFn: ({ signal }) => apiFetch<BalancesResponse>("/api/users/balances", { signal }),
  });
}

/** GET /api/users/main-balance (fetched beside balances and transactions on the Overview). */
export function useMainBalance() {
  const refetchInterval = useAutoRefreshInterval();
  return useQuery({
    queryKey: queryKeys.mainBalance,
    refetchInterval,
    queryFn: ({ signal }) => apiFetch<MainBalanceResponse>("/api/users/main-balance", { signal }),
  });
}

/** The balances keyed by the names the subscription and withdrawal screens use (BITCOIN, ETHEREUM, ...). */
export function coinBalances(data: BalancesResponse | undefined) {
  return {
    USD: data?.mainBalance ?? 0,
    BITCOIN: data?.balances.Bitcoin.bitcoinBalance ?? 0,
    ETHEREUM: data?.balances.Ethereum.ethereumBalance ?? 0,
    USDT: data?.balances.Usdt.usdtBalance ?? 0,
    USDC: data?.balances.Usdc.usdcBalance ?? 0,
  };
}
