"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { listNotifications } from "@/lib/notifications/list-notifications";
import { queryKeys } from "@/lib/query-keys";

export type InvestorNotification = Awaited<ReturnType<typeof listNotifications>>[number];

/** "Notifications bell": polled every 30 s. */
export const NOTIFICATION_POLL_MS = 30_000;

/** GET /api/notifications: the bell's list, newest first, each with the caller's read flag. */
export function useNotifications() {
  return useQuery({
    queryKey: queryKeys.notifications,
    queryFn: ({ signal }) => apiFetch<InvestorNotification[]>("/api/notifications", { signal }),
    refetchInterval: NOTIFICATION_POLL_MS,
    // A failed notification fetch is ignored (the bell keeps what it had).
    retry: false,
  });
}

function useNotificationMutation<T>(path: (arg: T) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (arg: T) => apiFetch<{ message?: string }>(path(arg), { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}

/** POST /api/notifications/{id}/read. */
export const useMarkNotificationRead = () =>
  useNotificationMutation<number>((id) => `/api/notifications/${id}/read`);

/** POST /api/notifications/read-all. */
export const useMarkAllNotificationsRead = () =>
  useNotificationMutation<void>(() => "/api/notifications/read-all");
