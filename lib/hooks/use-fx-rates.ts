"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { DEFAULT_PREFERENCES } from "@/lib/accounts/default-preferences";
import type { getFxRates } from "@/lib/fx/get-fx-rates";
import type { DisplayCurrency } from "@/lib/fx/rates";
import { preferencesQuery } from "./use-preferences";

export type FxRatesAnswer = Awaited<ReturnType<typeof getFxRates>>;

/** Not in the shared key table: nothing the investor does changes the rates, so no mutation invalidates them. */
const FX_RATES_KEY = ["fx-rates"] as const;

/**
 * GET /api/fx-rates: 1 USD in each display currency. The server keeps the fiat rates for an hour and the BTC price
 * for a minute; a quarter of an hour here keeps a long session near both without asking on every panel.
 */
export function useFxRates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: FX_RATES_KEY,
    queryFn: ({ signal }) => apiFetch<FxRatesAnswer>("/api/fx-rates", { signal }),
    enabled,
    staleTime: 15 * 60_000,
  });
}

/**
 * The investor's display currency, from the preferences the shell loads (usePreferences): read here without a
 * request of its own, so a panel's calls stay its own. USD until they are known.
 */
export function useDisplayCurrency(): DisplayCurrency {
  const { data } = useQuery({ ...preferencesQuery, enabled: false });
  return (data ?? DEFAULT_PREFERENCES).currency;
}

/**
 * The display currency with its rate: `rates` is undefined while they load or when they cannot be read (figures
 * then stay in USD), and always for USD, which asks for nothing.
 */
export function useDisplayRates() {
  const currency = useDisplayCurrency();
  const query = useFxRates({ enabled: currency !== "USD" });
  return { currency, rates: currency === "USD" ? undefined : query.data };
}
