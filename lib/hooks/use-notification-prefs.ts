"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { getNotificationPrefs } from "@/lib/accounts/get-notification-prefs";
import type { saveNotificationPrefs } from "@/lib/accounts/save-notification-prefs";
import { queryKeys } from "@/lib/query-keys";

export type NotificationPrefs = ReturnType<typeof getNotificationPrefs>["notificationPrefs"];
export type SaveNotificationPrefsResponse = Awaited<ReturnType<typeof saveNotificationPrefs>>;

/** GET /api/users/notifications: the Settings switches (defaults for anything never saved). */
export function useNotificationPrefs() {
  return useQuery({
    queryKey: queryKeys.notificationPrefs,
    queryFn: ({ signal }) =>
      apiFetch<ReturnType<typeof getNotificationPrefs>>("/api/users/notifications", { signal }).then(
        (r) => r.notificationPrefs,
      ),
  });
}

/** PUT /api/users/notifications. */
export function useSaveNotificationPrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPrefs) =>
      apiFetch<SaveNotificationPrefsResponse>("/api/users/notifications", { method: "PUT", body }),
    onSuccess: (res) => queryClient.setQueryData(queryKeys.notificationPrefs, res.notificationPrefs),
  });
}
