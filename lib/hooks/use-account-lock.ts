"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type LockAnswer = { message: string; sessionsEnded: number; withdrawalsCancelled: number };

/** POST /api/users/lock: "Lock my account" (every session ends with it, this one too). */
export function useLockMyAccount() {
  return useMutation({
    mutationFn: () => apiFetch<LockAnswer>("/api/users/lock", { method: "POST" }),
  });
}

/** POST /api/auth/lock-account: the Lock button of the e-mail link's page (signed out). */
export function useLockWithLink() {
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<LockAnswer>("/api/auth/lock-account", { method: "POST", body: { token } }),
  });
}

/** GET /api/users/security's masked anti-phishing code (null: none set). */
export type AntiPhishingAnswer = { message: string; antiPhishingCode: string | null };

/** PUT /api/users/security { antiPhishingCode, password }: sets, changes or (null) removes the code. */
export function useSaveAntiPhishingCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { antiPhishingCode: string | null; password: string }) =>
      apiFetch<AntiPhishingAnswer>("/api/users/security", { method: "PUT", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.securitySettings }),
  });
}
