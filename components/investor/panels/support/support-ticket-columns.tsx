import { createColumnHelper } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { createContext, useContext, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import type { SupportTicketRow } from "@/lib/hooks/use-support-tickets";
import { PriorityBadge, RepliesCount, TicketStatusBadge } from "./ticket-labels";

// Opening a ticket reaches the rows through context, so the column definitions stay fixed.
const OpenTicketContext = createContext<(t: SupportTicketRow, opener: HTMLElement) => void>(() => {});
export const OpenTicketProvider = OpenTicketContext.Provider;

function ViewButton({ ticket }: { ticket: SupportTicketRow }) {
  const t = useTranslations("investor.support.tickets");
  const open = useContext(OpenTicketContext);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t("viewLabel", { subject: ticket.subject })}
      onClick={(e) => open(ticket, e.currentTarget)}
    >
      {t("view")}
    </Button>
  );
}

const column = createColumnHelper<SupportTicketRow>();

/** The columns, headed in the reader's language. */
export function useSupportTicketColumns() {
  const t = useTranslations("investor.support.tickets.columns");
  return useMemo(() => ticketColumns(t), [t]);
}

const ticketColumns = (t: (key: "subject" | "priority" | "status" | "date" | "conversation") => string) => [
  column.accessor("subject", {
    header: t("subject"),
    cell: ({ row }) => (
      <div className="min-w-0">
        {/* wrap-anywhere: one long token (a pasted hash) must not widen the table. */}
        <span className="line-clamp-2 font-medium wrap-anywhere">{row.original.subject}</span>
        <RepliesCount count={row.original.replies.length} className="block" />
      </div>
    ),
  }),
  column.accessor("priority", {
    header: t("priority"),
    cell: (c) => <PriorityBadge priority={c.getValue()} />,
  }),
  column.accessor("status", {
    header: t("status"),
    cell: (c) => <TicketStatusBadge status={c.getValue()} />,
  }),
  column.accessor("createdAt", {
    header: t("date"),
    cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
  }),
  column.display({
    id: "actions",
    header: t("conversation"),
    cell: ({ row }) => <ViewButton ticket={row.original} />,
  }),
];

/** One ticket as a card, for phones. */
export function SupportTicketCard({ ticket }: { ticket: SupportTicketRow }) {
  return (
    <div className="space-y-2 text-sm">
      <div className="break-words font-medium">{ticket.subject}</div>
      <div className="flex flex-wrap items-center gap-2">
        <PriorityBadge priority={ticket.priority} />
        <TicketStatusBadge status={ticket.status} />
        <RepliesCount count={ticket.replies.length} />
      </div>
      <div className="text-xs text-muted-foreground">{formatDateTime(ticket.createdAt)}</div>
      <ViewButton ticket={ticket} />
    </div>
  );
}
