"use client";
// The sign-in settings of the Security tab: e-mail on every new sign-in, and how long an idle session lives.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Minutes without activity after which the server refuses the session. */
export const SESSION_TIMEOUTS = [15, 30, 60, 240] as const;
export type SessionTimeout = (typeof SESSION_TIMEOUTS)[number];
export type SecuritySettings = { loginNotifications: boolean; sessionTimeout: SessionTimeout };

/** GET /api/users/security. */
export function useSecuritySettings() {
  return useQuery({
    queryKey: queryKeys.securitySettings,
    queryFn: ({ signal }) => apiFetch<SecuritySettings>("/api/users/security", { signal }),
  });
}

/**
 * PUT /api/users/security with the one field that changed. Optimistic: the switch or select moves at once
 * and goes back to what was saved when the server refuses, so the screen never shows a setting that is not
 * in force.
 */
export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  const key = queryKeys.securitySettings;
  return useMutation({
    mutationFn: (change: Partial<SecuritySettings>) =>
      apiFetch<SecuritySettings>("/api/users/security", { method: "PUT", body: change }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SecuritySettings>(key);
      if (previous) queryClient.setQueryData<SecuritySettings>(key, { ...previous, ...change });
      return { previous };
    },
    onError: (_err, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
