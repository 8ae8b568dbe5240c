"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { listTickets } from "@/lib/support/list-tickets";
import type { replyToTicket } from "@/lib/support/reply-to-ticket";
import type { submitSupportTicket } from "@/lib/support/submit-ticket";
import type { SupportTicketForm, TicketReplyInput } from "@/lib/validation/support";

export type SupportTicketRow = Awaited<ReturnType<typeof listTickets>>["tickets"][number];
export type SubmitTicketResponse = Awaited<ReturnType<typeof submitSupportTicket>>;
export type TicketReply = SupportTicketRow["replies"][number];
export type ReplySentResponse = Awaited<ReturnType<typeof replyToTicket>>;

/** GET /api/support-ticket: the investor's own tickets, newest first, each with its thread. */
export function useSupportTickets() {
  return useQuery({
    queryKey: queryKeys.supportTickets,
    queryFn: ({ signal }) =>
      apiFetch<{ tickets: SupportTicketRow[] }>("/api/support-ticket", { signal }).then((r) => r.tickets),
  });
}

/** POST /api/support-ticket: a new ticket shows up in the list at once. */
export function useSubmitSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportTicketForm) =>
      apiFetch<SubmitTicketResponse>("/api/support-ticket", { method: "POST", body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.supportTickets }),
  });
}

/** POST /api/support-ticket/{id}/replies: the investor's answer joins the thread and reopens the ticket. */
export function useReplyToSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: number } & TicketReplyInput) =>
      apiFetch<ReplySentResponse>(`/api/support-ticket/${id}/replies`, { method: "POST", body: { message } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.supportTickets }),
  });
}
