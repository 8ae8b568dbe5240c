"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ListedAdmin } from "@/lib/admin/admins/admin-output";
import type { AdminRole } from "@/lib/admin/roles/permissions";
import { apiFetch } from "@/lib/api-client";

export type { ListedAdmin };
export type InviteAdminBody = { email: string; name: string; role: AdminRole };

const ADMINS_KEY = ["admin", "admins"] as const;

/** GET /api/admin/admins: every administrator and their role. */
export function useAdminAdmins() {
  return useQuery({
    queryKey: ADMINS_KEY,
    queryFn: ({ signal }) => apiFetch<{ admins: ListedAdmin[] }>("/api/admin/admins", { signal }),
  });
}

function useAdminsMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: ADMINS_KEY }),
  });
}

/**
 * POST /api/admin/admins: the owner invites an administrator by e-mail with a role (or, for a role that approves
 * money under the two-person rule, proposes the invitation: `approval`, nothing sent yet).
 */
export const useInviteAdmin = () =>
  useAdminsMutation((body: InviteAdminBody) =>
    apiFetch<{ message: string; admin?: ListedAdmin; approval?: { id: number; status: string } }>(
      "/api/admin/admins",
      { method: "POST", body },
    ),
  );

/** PUT /api/admin/admins/{id}: a new role (or, under the two-person rule, a proposal of one). */
export const useChangeAdminRole = () =>
  useAdminsMutation(({ id, role }: { id: number; role: AdminRole }) =>
    apiFetch<{ message: string; admin?: ListedAdmin; approval?: { id: number; status: string } }>(
      `/api/admin/admins/${id}`,
      { method: "PUT", body: { role } },
    ),
  );

/** DELETE /api/admin/admins/{id}. */
export const useRemoveAdmin = () =>
  useAdminsMutation((id: number) =>
    apiFetch<{ message: string }>(`/api/admin/admins/${id}`, { method: "DELETE" }),
  );
