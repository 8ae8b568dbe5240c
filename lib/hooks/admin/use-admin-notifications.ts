"use client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { adminCreateNotification } from "@/lib/notifications/admin-create-notification";
import type { adminListNotifications } from "@/lib/notifications/admin-list-notifications";
import type { adminUpdateNotification } from "@/lib/notifications/admin-update-notification";
import { queryKeys } from "@/lib/query-keys";
import type { NotificationInput } from "@/lib/validation/admin";

type NotificationPage = Awaited<ReturnType<typeof adminListNotifications>>;
export type AdminNotification = NotificationPage["notifications"][number];
export type CreateNotificationResponse = Awaited<ReturnType<typeof adminCreateNotification>>;
export type UpdateNotificationResponse = Awaited<ReturnType<typeof adminUpdateNotification>>;

/** Five a page. */
export const NOTIFICATIONS_PAGE_SIZE = 5;
/** The list field is not an array. */
export const INVALID_RESPONSE = "Invalid response from server";

/** GET /api/admin/notifications?page&limit=5: the broadcasts, newest first, one page and the total. */
export function useAdminNotifications(page: number) {
  return useQuery({
    queryKey: queryKeys.admin.notificationPage(page),
    queryFn: async ({ signal }) => {
      const r = await apiFetch<NotificationPage>(
        `/api/admin/notifications?page=${page}&limit=${NOTIFICATIONS_PAGE_SIZE}`,
        { signal },
      );
      if (!Array.isArray(r?.notifications)) throw new Error(INVALID_RESPONSE);
      return { notifications: r.notifications, total: Number(r.total) || 0 };
    },
    placeholderData: keepPreviousData,
  });
}

// Each change reaches the investors' bells through the server; here the list and the audit trail refresh.
function useNotificationMutation<A, R>(call: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all(
        (["notifications", "audit"] as const).map((r) =>
          queryClient.invalidateQueries({ queryKey: queryKeys.admin.resource(r) }),
        ),
      ),
  });
}

/** POST /api/admin/notifications {title, content}. */
export const useCreateNotification = () =>
  useNotificationMutation((body: NotificationInput) =>
    apiFetch<CreateNotificationResponse>("/api/admin/notifications", { method: "POST", body }),
  );

/** PUT /api/admin/notifications/{id} {title, content}. */
export const useUpdateNotification = () =>
  useNotificationMutation(({ id, body }: { id: number; body: NotificationInput }) =>
    apiFetch<UpdateNotificationResponse>(`/api/admin/notifications/${id}`, { method: "PUT", body }),
  );

/** DELETE /api/admin/notifications/{id}. */
export const useDeleteNotification = () =>
  useNotificationMutation((id: number) =>
    apiFetch<{ message: string }>(`/api/admin/notifications/${id}`, { method: "DELETE" }),
  );
