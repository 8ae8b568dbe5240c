"use client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { listSupportTickets } from "@/lib/admin/list-support-tickets";
import { apiFetch } from "@/lib/api-client";
import type { TicketStatus } from "@/lib/enums";
import { queryKeys } from "@/lib/query-keys";
import type { ReplySentResponse } from "@/lib/hooks/use-support-tickets";
import type { TicketReplyInput } from "@/lib/validation/support";

// GET /api/admin/support-tickets always answers one page: { tickets, pagination }.
type TicketPage = Awaited<ReturnType<typeof listSupportTickets>>;
export type AdminSupportTicket = TicketPage["tickets"][number];

/** An administrator answers a ticket or closes it; OPEN is where every ticket starts. */
export type TicketDecision = Exclude<TicketStatus, "OPEN">;

export const SUPPORT_PAGE_SIZE = 10;

export type SupportTicketParams = { page: number; status: string; priority: string };

async function fetchTickets({ page, status, priority }: SupportTicketParams, signal: AbortSignal) {
  const search = new URLSearchParams({
    limit: String(SUPPORT_PAGE_SIZE),
    offset: String((page - 1) * SUPPORT_PAGE_SIZE),
  });
  if (status) search.set("status", status);
  if (priority) search.set("priority", priority);
  const r = await apiFetch<TicketPage>(`/api/admin/support-tickets?${search}`, { signal });
  return { rows: r.tickets, total: r.pagination.total };
}

/** GET /api/admin/support-tickets?status&priority&limit&offset: newest first, one page and the total. */
export function useAdminSupportTickets(params: SupportTicketParams) {
  return useQuery({
    queryKey: queryKeys.admin.supportTicketList(params),
    queryFn: ({ signal }) => fetchTickets(params, signal),
    placeholderData: keepPreviousData,
  });
}

// Both refresh the tickets (status and thread) and the audit trail, where each change is recorded.
const invalidateTickets = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all(
    (["support-tickets", "audit"] as const).map((r) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.resource(r) }),
    ),
  );

/** PUT /api/admin/support-tickets/{id} { status }. */
export function useUpdateSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: TicketDecision }) =>
      apiFetch<{ message?: string }>(`/api/admin/support-tickets/${id}`, { method: "PUT", body: { status } }),
    onSettled: () => invalidateTickets(queryClient),
  });
}

/** POST /api/admin/support-tickets/{id}/replies { message }: support's answer; the ticket becomes ANSWERED. */
export function useReplyToTicketAsAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: number } & TicketReplyInput) =>
      apiFetch<ReplySentResponse>(`/api/admin/support-tickets/${id}/replies`, {
        method: "POST",
        body: { message },
      }),
    onSettled: () => invalidateTickets(queryClient),
  });
}
