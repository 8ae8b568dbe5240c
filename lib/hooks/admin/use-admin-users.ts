"use client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { usersSummary } from "@/lib/admin/users-summary";
import { apiFetch } from "@/lib/api-client";
import type { Coin } from "@/lib/enums";
import { queryKeys } from "@/lib/query-keys";
import type { addUser } from "@/lib/users/add-user";
import type { creditUser } from "@/lib/users/credit-user";
import type { deleteUser } from "@/lib/users/delete-user";
import type { listUsers } from "@/lib/users/list-users";
import type { resetTwoFactor } from "@/lib/two-factor/reset-two-factor";
import type { resetBalance } from "@/lib/users/reset-balance";
import type { verifyUser } from "@/lib/users/verify-user";
import { useIdempotencyKey } from "@/lib/hooks/use-idempotency-key";

export type AdminUser = Awaited<ReturnType<typeof listUsers>>["users"][number];
// GET /api/users given limit and offset: one page of those user objects plus `pagination`.
export type AdminUserPage = Extract<Awaited<ReturnType<typeof listUsers>>, { pagination: unknown }>;
/** Verified users and the sum of main balances over every investor, which a page of the list cannot give. */
export type AdminUsersSummary = Awaited<ReturnType<typeof usersSummary>>;

export type CreditBody = {
  userId: number;
  currency: Coin;
  amount: string;
  reason: string;
  date?: string;
  adminId: number;
};
export type ResetBody = { userId: number; reason: string; adminId: number };
export type AddUserBody = { name: string; email: string; phone: string; password: string };

type ListParams = { page: number; pageSize: number; q: string };

/** GET /api/users?limit&offset&q: one page of the users list, newest first, searched on the server. */
export function useAdminUsers({ page, pageSize, q }: ListParams, { enabled = true } = {}) {
  const params = { limit: pageSize, offset: (Math.max(1, page) - 1) * pageSize, q: q.trim() };
  return useQuery({
    queryKey: queryKeys.admin.userList(params),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
      if (params.q) search.set("q", params.q);
      return apiFetch<AdminUserPage>(`/api/users?${search}`, { signal });
    },
    enabled,
    // The next page or search replaces the rows when it arrives, not with a skeleton in between.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/users/summary: the Verified Users and Total Balance cards. */
export function useAdminUsersSummary() {
  return useQuery({
    queryKey: queryKeys.admin.usersSummary,
    queryFn: ({ signal }) => apiFetch<AdminUsersSummary>("/api/users/summary", { signal }),
  });
}

/** A user some list already fetched (Users → Send Mail names its recipient by id in the URL). */
export function useCachedAdminUser(id: number | null): AdminUser | undefined {
  const queryClient = useQueryClient();
  if (id === null) return undefined;
  for (const [, page] of queryClient.getQueriesData<AdminUserPage>({ queryKey: queryKeys.admin.users })) {
    const found = page?.users?.find((u) => u.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Refreshes what an admin action on a user changed; `keys` beyond the users list and the audit trail. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return (...keys: (readonly unknown[])[]) =>
    Promise.all(
      [queryKeys.admin.users, queryKeys.admin.audit, ...keys].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST /api/users/verify-user. */
export function useVerifyUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (userId: number) =>
      apiFetch<Awaited<ReturnType<typeof verifyUser>>>("/api/users/verify-user", {
        method: "POST",
        body: { userId },
      }),
    onSettled: () => invalidate(),
  });
}

/** POST /api/users/credit: a balance, a CREDIT transaction and an audit row. */
export function useCreditUser() {
  const invalidate = useInvalidate();
  const action = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: CreditBody) =>
      action.send(body, (idempotencyKey) =>
        apiFetch<Awaited<ReturnType<typeof creditUser>>>("/api/users/credit", {
          method: "POST",
          body,
          idempotencyKey,
        }),
      ),
    onSettled: () => invalidate(queryKeys.admin.transactions, queryKeys.admin.counts),
  });
}

/** POST /api/users/reset-balance: every balance to zero, one RESET transaction per asset held. */
export function useResetBalance() {
  const invalidate = useInvalidate();
  const action = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: ResetBody) =>
      action.send(body, (idempotencyKey) =>
        apiFetch<Awaited<ReturnType<typeof resetBalance>>>("/api/users/reset-balance", {
          method: "POST",
          body,
          idempotencyKey,
        }),
      ),
    onSettled: () => invalidate(queryKeys.admin.transactions, queryKeys.admin.counts),
  });
}

/** DELETE /api/users/{id}: refused (409) while money or an active investment remains. */
export function useDeleteUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (userId: number) =>
      apiFetch<Awaited<ReturnType<typeof deleteUser>>>(`/api/users/${userId}`, { method: "DELETE" }),
    // The deleted user's transactions leave the lists and the counts.
    onSettled: () => invalidate(queryKeys.admin.transactions, queryKeys.admin.counts),
  });
}

/** POST /api/admin/users/{id}/two-factor/reset: two-factor sign-in off, every session ended, audited. */
export function useResetTwoFactor() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: number; reason: string }) =>
      apiFetch<Awaited<ReturnType<typeof resetTwoFactor>>>(`/api/admin/users/${userId}/two-factor/reset`, {
        method: "POST",
        body: { reason },
      }),
    onSettled: () => invalidate(),
  });
}

/** POST /api/auth/addUser: an investor with the e-mail already confirmed. */
export function useAddUser() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AddUserBody) =>
      apiFetch<Awaited<ReturnType<typeof addUser>>>("/api/auth/addUser", { method: "POST", body }),
    onSettled: () => invalidate(queryKeys.admin.counts),
  });
}
