"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { UserLimits, LimitLevel } from "@/lib/withdrawals/limits/levels";

export const WITHDRAWAL_LIMITS_KEY = ["withdrawal-limits"] as const;
const LEVEL_LIMITS_KEY = ["admin", "withdrawal-limits"] as const;

export type LevelLimits = { daily: string | null; monthly: string | null };

/** GET /api/users/withdrawal-limits: what the investor may still withdraw today and in 30 days. */
export function useWithdrawalLimits() {
  return useQuery({
    queryKey: WITHDRAWAL_LIMITS_KEY,
    queryFn: ({ signal }) => apiFetch<UserLimits>("/api/users/withdrawal-limits", { signal }),
  });
}

/** GET /api/admin/withdrawal-limits: both levels' limits (`enabled`: only once asked for). */
export function useLevelLimits(enabled = true) {
  return useQuery({
    queryKey: LEVEL_LIMITS_KEY,
    enabled,
    queryFn: ({ signal }) =>
      apiFetch<{ levels: Record<LimitLevel, LevelLimits> }>("/api/admin/withdrawal-limits", { signal }),
  });
}

/** PUT /api/admin/withdrawal-limits. */
export function useSetLevelLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { level: LimitLevel; daily: string; monthly: string }) =>
      apiFetch<{ message: string }>("/api/admin/withdrawal-limits", { method: "PUT", body }),
    onSettled: () => client.invalidateQueries({ queryKey: LEVEL_LIMITS_KEY }),
  });
}

type InvestorLimits = { own: LevelLimits; effective: UserLimits };

/** GET /api/admin/users/{id}/withdrawal-limits, while a dialog for that investor is open. */
export function useInvestorLimits(userId: number | null) {
  return useQuery({
    queryKey: ["admin", "users", "limits", userId],
    enabled: userId !== null,
    queryFn: ({ signal }) =>
      apiFetch<InvestorLimits>(`/api/admin/users/${userId}/withdrawal-limits`, { signal }),
  });
}

/** PUT /api/admin/users/{id}/withdrawal-limits. */
export function useSetInvestorLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: { userId: number; daily: string; monthly: string }) =>
      apiFetch<{ message: string }>(`/api/admin/users/${userId}/withdrawal-limits`, { method: "PUT", body }),
    onSettled: (_d, _e, vars) =>
      client.invalidateQueries({ queryKey: ["admin", "users", "limits", vars.userId] }),
  });
}
