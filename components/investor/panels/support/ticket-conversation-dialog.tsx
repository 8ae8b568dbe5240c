"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatDateTime } from "@/lib/format";
import { useReplyToSupportTicket, type SupportTicketRow } from "@/lib/hooks/use-support-tickets";
import { TicketReplyForm } from "./ticket-reply-form";
import { focusDialogItself, TicketThread } from "./ticket-thread";
import { PriorityBadge, TicketStatusBadge } from "./ticket-labels";

type Props = {
  ticket: SupportTicketRow | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** One of the investor's tickets: the conversation with support and, unless it is closed, a reply. */
export function TicketConversationDialog({ ticket, onClose, onCloseAutoFocus }: Props) {
  const t = useTranslations("investor.support.tickets");
  const reply = useReplyToSupportTicket();
  return (
    <Dialog open={ticket !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onOpenAutoFocus={focusDialogItself}
        onCloseAutoFocus={onCloseAutoFocus}
        className="max-w-xl"
      >
        {ticket && (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{ticket.subject}</DialogTitle>
              <DialogDescription>
                {t("submitted", { date: formatDateTime(ticket.createdAt) })}
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-wrap gap-2">
              <PriorityBadge priority={ticket.priority} />
              <TicketStatusBadge status={ticket.status} />
            </div>
            <TicketThread ticket={ticket} authorLabel={t("you")} />
            {ticket.status === "CLOSED" ? (
              <Alert variant="info">{t("closed")}</Alert>
            ) : (
              <TicketReplyForm
                key={ticket.id}
                idPrefix="ticket-reply"
                busy={reply.isPending}
                onSend={(message) => reply.mutateAsync({ id: ticket.id, message })}
              />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
