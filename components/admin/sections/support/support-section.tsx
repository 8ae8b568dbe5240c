"use client";

import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { DataTable, TableEmpty } from "@/components/data-table/data-table";
import { DataTableToolbar } from "@/components/data-table/data-table-toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";
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
import { useClampPage } from "../use-clamp-page";
import { useStatusLabel } from "../use-admin-labels";
import { OpenTicketProvider, TicketCard, useTicketColumns } from "./ticket-columns";
import { TicketDialog } from "./ticket-dialog";

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
  const t = useTranslations("admin.support");
  const statusLabel = useStatusLabel();
  const columns = useTicketColumns();
  const statusOptions = useMemo(
    () => [
      { value: "ALL", label: t("allStatuses") },
      ...TICKET_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
    ],
    [t, statusLabel],
  );
  const table = useTableUrlState();
  const [priority, setPriority] = usePriorityFilter();
  const tickets = useAdminSupportTickets({ page: table.page, status: table.status, priority });
  useClampPage(table.page, tickets.data?.total, SUPPORT_PAGE_SIZE, table.setPage);
  const focus = useReturnFocus();
  const [opened, setOpened] = useState<AdminSupportTicket | null>(null);
  const open = useCallback(
    (ticket: AdminSupportTicket, opener: HTMLElement) => {
      focus.remember(opener);
      setOpened(ticket);
    },
    [focus],
  );
  // The open ticket follows the list while it is on the page, so a refetch shows its new status.
  const shown = opened && (tickets.data?.rows.find((row) => row.id === opened.id) ?? opened);
  // Off the page (a status filter it no longer matches), the reply is added to the ticket as opened.
  const replied = useCallback(
    ({ reply, ticket }: ReplySentResponse) =>
      setOpened((open) =>
        open?.id === ticket.id ? { ...open, status: ticket.status, replies: [...open.replies, reply] } : open,
      ),
    [],
  );

  return (
    <OpenTicketProvider value={open}>
      <section aria-labelledby="support-tickets" className="space-y-4">
        <h2 id="support-tickets" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <DataTableToolbar status={{ value: table.status, onChange: table.setStatus, options: statusOptions }}>
          <Select value={priority || "ALL"} onValueChange={setPriority}>
            <SelectTrigger className="sm:w-48" aria-label={t("priorityFilter")}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="ALL">{t("allPriorities")}</SelectItem>
              {TICKET_PRIORITIES.map((p) => (
                <SelectItem key={p} value={p}>
                  {t(`priority.${p}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </DataTableToolbar>
        <DataTable
          label={t("tableLabel")}
          columns={columns}
          data={tickets.data?.rows}
          total={tickets.data?.total ?? 0}
          isLoading={tickets.isPending}
          error={tickets.error}
          errorMessage={t("loadError")}
          onRetry={() => void tickets.refetch()}
          state={table}
          pageSize={SUPPORT_PAGE_SIZE}
          noun={t("noun")}
          empty={<TableEmpty title={t("empty")} />}
          renderCard={(row) => <TicketCard ticket={row} />}
          getRowId={(row) => String(row.id)}
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
