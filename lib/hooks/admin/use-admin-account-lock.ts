"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/admin/users/{id}/lock or /unlock with a reason. */
export function useAdminAccountLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason, action }: { userId: number; reason: string; action: "lock" | "unlock" }) =>
      apiFetch<{ message: string }>(`/api/admin/users/${userId}/${action}`, {
        method: "POST",
        body: { reason },
      }),
    onSettled: () =>
      Promise.all(
        [queryKeys.admin.users, queryKeys.admin.audit].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
