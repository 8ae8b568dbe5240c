"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { sendAdminEmail } from "@/lib/admin/send-email";
import { apiFetch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type SendMailBody = { recipients: string[]; subject: string; body: string };
export type SendMailResponse = Awaited<ReturnType<typeof sendAdminEmail>>;

/** POST /api/email: one message per recipient; the server writes an EMAIL_SENT audit row. */
export function useSendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMailBody) => apiFetch<SendMailResponse>("/api/email", { method: "POST", body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.audit }),
  });
}
