"use client";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export type ChangePasswordBody = { currentPassword: string; newPassword: string };

/**
 * POST /api/auth/change-password. The server ends every session of the account and sets a fresh `token`
 * cookie on this answer, so this browser stays signed in; the body's token is not kept (the cookie is the
 * session).
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiFetch<{ message: string }>("/api/auth/change-password", { method: "POST", body }),
  });
}
