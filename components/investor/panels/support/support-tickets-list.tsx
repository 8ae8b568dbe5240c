"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
import { Alert } from "@/components/ui/alert";
import { useReturnFocus } from "@/lib/hooks/use-return-focus";
import { useSupportTickets, type SupportTicketRow } from "@/lib/hooks/use-support-tickets";
import { OpenTicketProvider, SupportTicketCard, useSupportTicketColumns } from "./support-ticket-columns";
import { TicketConversationDialog } from "./ticket-conversation-dialog";

const PAGE_SIZE = 5;

// Beyond the spec: the investor sees what they sent, support's answers, and answers back.
export function SupportTicketsList() {
  const t = useTranslations("investor.support.tickets");
  const columns = useSupportTicketColumns();
  const tickets = useSupportTickets();
  // "tickets_page" in the URL: the panel's only table, but the prefix keeps the name self-explanatory.
  const table = useTableUrlState("tickets_");
  const focus = useReturnFocus();
  const [openedId, setOpenedId] = useState<number | null>(null);
  const open = useCallback(
    (ticket: SupportTicketRow, opener: HTMLElement) => {
      focus.remember(opener);
      setOpenedId(ticket.id);
    },
    [focus],
  );
  // The open ticket is read from the list, so a reply (which refetches it) shows in its thread at once.
  const opened = tickets.data?.find((ticket) => ticket.id === openedId) ?? null;

  return (
    <OpenTicketProvider value={open}>
      <section aria-labelledby="support-tickets-heading" className="space-y-4">
        <div>
          <h2 id="support-tickets-heading" className="text-lg font-semibold">
            {t("title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("description")}</p>
        </div>
        {tickets.isError && tickets.data !== undefined && <Alert variant="error">{t("loadFailed")}</Alert>}
        <DataTable
          label={t("title")}
          columns={columns}
          data={tickets.data}
          isLoading={tickets.isPending}
          error={tickets.error}
          errorMessage={t("loadFailed")}
          onRetry={() => void tickets.refetch()}
          state={table}
          pageSize={PAGE_SIZE}
          noun={t("noun")}
          empty={<TableEmpty title={t("empty.title")} hint={t("empty.hint")} />}
          renderCard={(ticket) => <SupportTicketCard ticket={ticket} />}
          getRowId={(ticket) => String(ticket.id)}
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
