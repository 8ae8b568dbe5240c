import { createColumnHelper } from "@tanstack/react-table";
import { formatDateTime } from "@/lib/format";
import type { SupportTicketRow } from "@/lib/hooks/use-support-tickets";
import { PriorityBadge, TicketStatusBadge } from "./ticket-labels";

const column = createColumnHelper<SupportTicketRow>();

export const supportTicketColumns = [
  column.accessor("subject", {
    header: "Subject",
    cell: (c) => <span className="line-clamp-2 break-words font-medium">{c.getValue()}</span>,
  }),
  column.accessor("priority", { header: "Priority", cell: (c) => <PriorityBadge priority={c.getValue()} /> }),
  column.accessor("status", { header: "Status", cell: (c) => <TicketStatusBadge status={c.getValue()} /> }),
  column.accessor("createdAt", {
    header: "Date",
    cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
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
      </div>
      <div className="text-xs text-muted-foreground">{formatDateTime(ticket.createdAt)}</div>
    </div>
  );
}
