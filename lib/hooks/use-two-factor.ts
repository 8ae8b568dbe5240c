"use client";
// Two-factor sign-in (TOTP) of the signed-in user: its status, and the setup -> enable and disable calls.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/auth/2fa/setup: a new secret, not active until a code from it is confirmed. */
export type TwoFactorSetup = { secret: string; otpauthUrl: string };
/** POST /api/auth/2fa/enable {password, code}: the ten one-time recovery codes, shown this once. */
export type TwoFactorEnabled = { recoveryCodes: string[] };
export type EnableTwoFactorBody = { password: string; code: string };
/** The code, or instead a passkey assertion asked for "two-factor-disable". */
export type DisableTwoFactorBody = { password: string; code?: string; passkey?: unknown };

/** GET /api/auth/2fa/status: whether sign-in (and withdrawals) ask for an authenticator code. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: queryKeys.twoFactorStatus,
    queryFn: ({ signal }) =>
      apiFetch<{ enabled: boolean }>("/api/auth/2fa/status", { signal }).then((r) => r.enabled),
  });
}

export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: () => apiFetch<TwoFactorSetup>("/api/auth/2fa/setup", { method: "POST" }),
  });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnableTwoFactorBody) =>
      apiFetch<TwoFactorEnabled>("/api/auth/2fa/enable", { method: "POST", body }),
    onSuccess: () => queryClient.setQueryData(queryKeys.twoFactorStatus, true),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableTwoFactorBody) =>
      apiFetch<unknown>("/api/auth/2fa/disable", { method: "POST", body }),
    onSuccess: () => queryClient.setQueryData(queryKeys.twoFactorStatus, false),
  });
}
