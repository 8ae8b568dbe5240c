"use client";

import { useCallback, useState } from "react";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { PRIORITY_LABELS } from "@/components/investor/panels/support/ticket-labels";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { TICKET_PRIORITIES, TICKET_STATUSES } from "@/lib/enums";
import {
  SUPPORT_PAGE_SIZE,
  useAdminSupportTickets,
  type AdminSupportTicket,
} from "@/lib/hooks/admin/use-admin-support-tickets";
import { useReturnFocus } from "@/lib/hooks/use-return-focus";
import type { ReplySentResponse } from "@/lib/hooks/use-support-tickets";
import { useUrlParams } from "@/lib/hooks/use-url-state";
import { titleCase } from "@/lib/labels";
import { useClampPage } from "../use-clamp-page";
import { OpenTicketProvider, TicketCard, ticketColumns } from "./ticket-columns";
import { TicketDialog } from "./ticket-dialog";

const STATUS_OPTIONS = [
  { value: "ALL", label: "All statuses" },
  ...TICKET_STATUSES.map((s) => ({ value: s, label: titleCase(s) })),
];

/** The priority filter, in the URL beside the status (a new filter starts at page 1). */
function usePriorityFilter() {
  const { params, write } = useUrlParams();
  const raw = params.get("priority") ?? "";
  const value = (TICKET_PRIORITIES as readonly string[]).includes(raw) ? raw : "";
  const set = (next: string) => write({ priority: next === "ALL" ? null : next, page: null });
  return [value, set] as const;
}

// Beyond the spec: the investors' support tickets, newest first, with the message one click away.
export function SupportSection() {
  const table = useTableUrlState();
  const [priority, setPriority] = usePriorityFilter();
  const tickets = useAdminSupportTickets({ page: table.page, status: table.status, priority });
  useClampPage(table.page, tickets.data?.total, SUPPORT_PAGE_SIZE, table.setPage);
  const focus = useReturnFocus();
  const [opened, setOpened] = useState<AdminSupportTicket | null>(null);
  const open = useCallback(
    (t: AdminSupportTicket, opener: HTMLElement) => {
      focus.remember(opener);
      setOpened(t);
    },
    [focus],
  );
  // The open ticket follows the list while it is on the page, so a refetch shows its new status.
  const shown = opened && (tickets.data?.rows.find((t) => t.id === opened.id) ?? opened);
  // Off the page (a status filter it no longer matches), the reply is added to the ticket as opened.
  const replied = useCallback(
    ({ reply, ticket }: ReplySentResponse) =>
      setOpened((t) =>
        t?.id === ticket.id ? { ...t, status: ticket.status, replies: [...t.replies, reply] } : t,
      ),
    [],
  );

  return (
    <OpenTicketProvider value={open}>
      <section aria-labelledby="support-tickets" className="space-y-4">
        <h2 id="support-tickets" className="text-lg font-semibold">
          Support Tickets
        </h2>
        <DataTableToolbar
          status={{ value: table.status, onChange: table.setStatus, options: STATUS_OPTIONS }}
        >
          <Select value={priority || "ALL"} onValueChange={setPriority}>
            <SelectTrigger className="sm:w-48" aria-label="Filter by priority">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="ALL">All priorities</SelectItem>
              {TICKET_PRIORITIES.map((p) => (
                <SelectItem key={p} value={p}>
                  {PRIORITY_LABELS[p]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </DataTableToolbar>
        <DataTable
          label="Support Tickets"
          columns={ticketColumns}
          data={tickets.data?.rows}
          total={tickets.data?.total ?? 0}
          isLoading={tickets.isPending}
          error={tickets.error}
          errorMessage="Failed to fetch support tickets"
          onRetry={() => void tickets.refetch()}
          state={table}
          pageSize={SUPPORT_PAGE_SIZE}
          noun="tickets"
          empty={<TableEmpty title="No support tickets found" />}
          renderCard={(t) => <TicketCard ticket={t} />}
          getRowId={(t) => String(t.id)}
        />
      </section>
      <TicketDialog
        ticket={shown}
        onClose={() => setOpened(null)}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        onReplied={replied}
      />
    </OpenTicketProvider>
  );
}
