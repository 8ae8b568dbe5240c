"use client";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { saveTransactionPin } from "@/lib/accounts/save-transaction-pin";
import type { TransactionPinInput } from "@/lib/validation/account";

export type SaveAccountSettingsResponse = Awaited<ReturnType<typeof saveTransactionPin>>;

/** POST /api/user/settings {transactionPin} (the AccountSettings panel). */
export function useSaveAccountSettings() {
  return useMutation({
    mutationFn: (body: TransactionPinInput) =>
      apiFetch<SaveAccountSettingsResponse>("/api/user/settings", { method: "POST", body }),
  });
}
