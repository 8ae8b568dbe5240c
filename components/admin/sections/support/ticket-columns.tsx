import { createColumnHelper } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { createContext, useContext, useMemo } from "react";
import {
  PriorityBadge,
  RepliesCount,
  TicketStatusBadge,
} from "@/components/investor/panels/support/ticket-labels";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import type { AdminSupportTicket } from "@/lib/hooks/admin/use-admin-support-tickets";

// Opening a ticket reaches the rows through context, so the column definitions stay fixed.
const OpenTicketContext = createContext<(t: AdminSupportTicket, opener: HTMLElement) => void>(() => {});
export const OpenTicketProvider = OpenTicketContext.Provider;

function OpenButton({ ticket }: { ticket: AdminSupportTicket }) {
  const t = useTranslations("admin.support");
  const open = useContext(OpenTicketContext);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t("openLabel", { id: ticket.id })}
      onClick={(e) => open(ticket, e.currentTarget)}
    >
      {t("open")}
    </Button>
  );
}

function TicketUser({ ticket }: { ticket: AdminSupportTicket }) {
  return (
    <div className="min-w-0">
      <div className="truncate font-medium">{ticket.user.name}</div>
      <div className="truncate text-xs text-muted-foreground">{ticket.user.email}</div>
    </div>
  );
}

const column = createColumnHelper<AdminSupportTicket>();

export function useTicketColumns() {
  const t = useTranslations("admin.support");
  return useMemo(
    () => [
      column.accessor("id", {
        header: t("columns.id"),
        cell: (c) => <span className="font-medium">{t("id", { id: c.getValue() })}</span>,
      }),
      column.accessor("subject", {
        header: t("columns.subject"),
        cell: ({ row }) => (
          <>
            {/* wrap-anywhere: one long token (a pasted hash) must not widen the table. */}
            <span className="line-clamp-2 font-medium wrap-anywhere">{row.original.subject}</span>
            <RepliesCount count={row.original.replies.length} className="block" />
          </>
        ),
        meta: { className: "max-w-64" },
      }),
      column.display({
        id: "user",
        header: t("columns.user"),
        cell: ({ row }) => <TicketUser ticket={row.original} />,
        meta: { className: "max-w-48" },
      }),
      column.accessor("priority", {
        header: t("columns.priority"),
        cell: (c) => <PriorityBadge priority={c.getValue()} />,
      }),
      column.accessor("status", {
        header: t("columns.status"),
        cell: (c) => <TicketStatusBadge status={c.getValue()} />,
      }),
      column.accessor("createdAt", {
        header: t("columns.created"),
        cell: (c) => <span className="whitespace-nowrap">{formatDateTime(c.getValue())}</span>,
      }),
      column.display({
        id: "actions",
        header: t("columns.actions"),
        cell: ({ row }) => <OpenButton ticket={row.original} />,
      }),
    ],
    [t],
  );
}

/** One ticket as a card, for phones. */
export function TicketCard({ ticket }: { ticket: AdminSupportTicket }) {
  const t = useTranslations("admin.support");
  return (
    <div className="grid gap-2 text-sm">
      <div className="flex items-start justify-between gap-2">
        <span className="min-w-0 break-words font-medium">{ticket.subject}</span>
        <span className="shrink-0 text-muted-foreground">{t("id", { id: ticket.id })}</span>
      </div>
      <TicketUser ticket={ticket} />
      <div className="flex flex-wrap items-center gap-2">
        <PriorityBadge priority={ticket.priority} />
        <TicketStatusBadge status={ticket.status} />
        <RepliesCount count={ticket.replies.length} />
        <span className="text-xs text-muted-foreground">{formatDateTime(ticket.createdAt)}</span>
      </div>
      <OpenButton ticket={ticket} />
    </div>
  );
}
