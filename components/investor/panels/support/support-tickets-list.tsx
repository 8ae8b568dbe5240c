"use client";

import { useCallback, useState } from "react";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Alert } from "@/components/ui/alert";
import { useReturnFocus } from "@/lib/hooks/use-return-focus";
import { useSupportTickets, type SupportTicketRow } from "@/lib/hooks/use-support-tickets";
import { OpenTicketProvider, SupportTicketCard, supportTicketColumns } from "./support-ticket-columns";
import { TicketConversationDialog } from "./ticket-conversation-dialog";

const PAGE_SIZE = 5;
const FETCH_ERROR = "Failed to load your tickets";

// Beyond the spec: the investor sees what they sent, support's answers, and answers back.
export function SupportTicketsList() {
  const tickets = useSupportTickets();
  // "tickets_page" in the URL: the panel's only table, but the prefix keeps the name self-explanatory.
  const table = useTableUrlState("tickets_");
  const focus = useReturnFocus();
  const [openedId, setOpenedId] = useState<number | null>(null);
  const open = useCallback(
    (t: SupportTicketRow, opener: HTMLElement) => {
      focus.remember(opener);
      setOpenedId(t.id);
    },
    [focus],
  );
  // The open ticket is read from the list, so a reply (which refetches it) shows in its thread at once.
  const opened = tickets.data?.find((t) => t.id === openedId) ?? null;

  return (
    <OpenTicketProvider value={open}>
      <section aria-labelledby="support-tickets-heading" className="space-y-4">
        <div>
          <h2 id="support-tickets-heading" className="text-lg font-semibold">
            Your Tickets
          </h2>
          <p className="text-sm text-muted-foreground">
            Each ticket stays open until our team answers or closes it. Open one to read the conversation and
            reply.
          </p>
        </div>
        {tickets.isError && tickets.data !== undefined && <Alert variant="error">{FETCH_ERROR}</Alert>}
        <DataTable
          label="Your Tickets"
          columns={supportTicketColumns}
          data={tickets.data}
          isLoading={tickets.isPending}
          error={tickets.error}
          errorMessage={FETCH_ERROR}
          onRetry={() => void tickets.refetch()}
          state={table}
          pageSize={PAGE_SIZE}
          noun="tickets"
          empty={<TableEmpty title="No tickets yet" hint="Tickets you submit appear here." />}
          renderCard={(t) => <SupportTicketCard ticket={t} />}
          getRowId={(t) => String(t.id)}
        />
      </section>
      <TicketConversationDialog
        ticket={opened}
        onClose={() => setOpenedId(null)}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </OpenTicketProvider>
  );
}
