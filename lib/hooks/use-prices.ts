"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { getCoinPrices } from "@/lib/prices/get-coin-prices";
import { queryKeys } from "@/lib/query-keys";

export type PricesResponse = Awaited<ReturnType<typeof getCoinPrices>>;

/** The server caches its price feed for a minute; asking more often would only repeat the same figures. */
const PRICES_STALE_MS = 60_000;

/** GET /api/prices: each coin's USD price (the ticker's starting point). */
export function usePrices() {
  return useQuery({
    queryKey: queryKeys.prices,
    queryFn: ({ signal }) => apiFetch<PricesResponse>("/api/prices", { signal }).then((r) => r.prices),
    staleTime: PRICES_STALE_MS,
  });
}
