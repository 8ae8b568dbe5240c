"use client";

import { useRef, useState } from "react";
import { toast } from "sonner";
import { PriorityBadge, TicketStatusBadge } from "@/components/investor/panels/support/ticket-labels";
import { TicketReplyForm } from "@/components/investor/panels/support/ticket-reply-form";
import { focusDialogItself, TicketThread } from "@/components/investor/panels/support/ticket-thread";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ButtonSpinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { formatDateTime } from "@/lib/format";
import {
  useReplyToTicketAsAdmin,
  useUpdateSupportTicket,
  type AdminSupportTicket,
  type TicketDecision,
} from "@/lib/hooks/admin/use-admin-support-tickets";
import type { ReplySentResponse } from "@/lib/hooks/use-support-tickets";

const DONE: Record<TicketDecision, string> = {
  ANSWERED: "Ticket marked as answered",
  CLOSED: "Ticket closed",
};

type Props = {
  ticket: AdminSupportTicket | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  /** A reply was sent: the section keeps the open ticket current even once it has left the list's page. */
  onReplied: (sent: ReplySentResponse) => void;
};

/** One ticket with its conversation; the administrator replies, marks it answered or closes it. */
export function TicketDialog({ ticket, onClose, onCloseAutoFocus, onReplied }: Props) {
  const update = useUpdateSupportTicket();
  const reply = useReplyToTicketAsAdmin();
  // The status the server last confirmed for the open ticket, ahead of the list's refetch.
  const [status, setStatus] = useState<{ id: number; status: TicketDecision } | null>(null);
  const sending = useRef(false);
  const current = ticket && status?.id === ticket.id ? status.status : ticket?.status;
  const busy = update.isPending || reply.isPending;

  const decide = async (next: TicketDecision) => {
    if (!ticket || sending.current) return;
    sending.current = true;
    try {
      await update.mutateAsync({ id: ticket.id, status: next });
      setStatus({ id: ticket.id, status: next });
      toast.success(DONE[next]);
    } catch (err) {
      toast.error(errorMessage(err, "Failed to update ticket"));
    } finally {
      sending.current = false;
    }
  };

  const send = async (message: string) => {
    if (!ticket) return;
    const sent = await reply.mutateAsync({ id: ticket.id, message });
    setStatus({ id: ticket.id, status: "ANSWERED" });
    onReplied(sent);
  };

  const action = (next: TicketDecision, label: string) => (
    <Button
      variant={next === "CLOSED" ? "outline" : "default"}
      onClick={() => decide(next)}
      disabled={busy || current === next}
    >
      {update.isPending && update.variables?.status === next && <ButtonSpinner />}
      {label}
    </Button>
  );

  return (
    <Dialog open={ticket !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onOpenAutoFocus={focusDialogItself}
        onCloseAutoFocus={onCloseAutoFocus}
        className="max-w-xl"
      >
        {ticket && current && (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{ticket.subject}</DialogTitle>
              <DialogDescription>
                Ticket #{ticket.id} from <span className="break-words">{ticket.user.name}</span> (
                <span className="break-all">{ticket.user.email}</span>), {formatDateTime(ticket.createdAt)}
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-wrap gap-2">
              <PriorityBadge priority={ticket.priority} />
              <TicketStatusBadge status={current} />
            </div>
            <TicketThread ticket={ticket} authorLabel={ticket.user.name} />
            {current === "CLOSED" && (
              <p className="text-sm text-muted-foreground">
                This ticket is closed: the investor cannot reply. A reply from you reopens it as Answered.
              </p>
            )}
            <TicketReplyForm
              key={ticket.id}
              idPrefix="admin-ticket-reply"
              busy={reply.isPending}
              onSend={send}
            />
            <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
              {action("CLOSED", "Close Ticket")}
              {action("ANSWERED", "Mark as Answered")}
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
