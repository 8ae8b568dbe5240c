"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { listUsdPrices } from "@/lib/prices/list-usd-prices";
import { queryKeys } from "@/lib/query-keys";
import { useAutoRefreshInterval } from "./use-preferences";

export type UsdPrices = Awaited<ReturnType<typeof listUsdPrices>>["prices"];

/** GET /api/prices: the USD prices the server would charge a subscription at (its cache lives a minute). */
export function usePrices({ enabled = true }: { enabled?: boolean } = {}) {
  // The ticker follows the auto-refresh preference too, at the server cache's own pace.
  const poll = useAutoRefreshInterval(60_000);
  return useQuery({
    queryKey: queryKeys.prices,
    queryFn: ({ signal }) =>
      apiFetch<Awaited<ReturnType<typeof listUsdPrices>>>("/api/prices", { signal }).then((r) => r.prices),
    enabled,
    staleTime: 30_000,
    refetchInterval: enabled ? poll : false,
  });
}
