"use client";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { getPreferences } from "@/lib/accounts/get-preferences";
import type { savePreferences } from "@/lib/accounts/save-preferences";
import { queryKeys } from "@/lib/query-keys";
import { DEFAULT_PREFERENCES } from "@/lib/accounts/default-preferences";
import type { PreferencesInput } from "@/lib/validation/account";

export type SavePreferencesResponse = Awaited<ReturnType<typeof savePreferences>>;

/** How often the dashboard's balances, activity and lists refetch while auto-refresh is on. */
export const AUTO_REFRESH_MS = 30_000;

export const preferencesQuery = queryOptions({
  queryKey: queryKeys.preferences,
  queryFn: ({ signal }) =>
    apiFetch<ReturnType<typeof getPreferences>>("/api/users/preferences", { signal }).then(
      (r) => r.preferences,
    ),
  // Only this browser's Save changes them in practice, and a save writes the answer into the cache.
  staleTime: 5 * 60_000,
});

/**
 * GET /api/users/preferences: currency, language and auto-refresh (defaults until saved). The investor shell
 * loads them once for the whole dashboard; the Settings tab reads the same query.
 */
export const usePreferences = () => useQuery(preferencesQuery);

/** PUT /api/users/preferences; the dashboard's polling follows at once. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesInput) =>
      apiFetch<SavePreferencesResponse>("/api/users/preferences", { method: "PUT", body }),
    onSuccess: (res) => queryClient.setQueryData(queryKeys.preferences, res.preferences),
  });
}

/**
 * The refetch interval of every dashboard resource hook (balances, activity, lists, prices): `ms` while the
 * investor's auto-refresh preference is on, else none. It only reads what the shell loaded (so a panel's own
 * calls stay exactly its own); until the preference is known, or if it cannot be read, the default (on) applies.
 */
export function useAutoRefreshInterval(ms: number = AUTO_REFRESH_MS): number | false {
  const { data } = useQuery({ ...preferencesQuery, enabled: false });
  return (data ?? DEFAULT_PREFERENCES).autoRefresh ? ms : false;
}
