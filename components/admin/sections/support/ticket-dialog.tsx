"use client";

import { useRef, useState } from "react";
import { toast } from "sonner";
import { PriorityBadge, TicketStatusBadge } from "@/components/investor/panels/support/ticket-labels";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ButtonSpinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { formatDateTime } from "@/lib/format";
import {
  useUpdateSupportTicket,
  type AdminSupportTicket,
  type TicketDecision,
} from "@/lib/hooks/admin/use-admin-support-tickets";

const DONE: Record<TicketDecision, string> = {
  ANSWERED: "Ticket marked as answered",
  CLOSED: "Ticket closed",
};

type Props = {
  ticket: AdminSupportTicket | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** One ticket with its message; the administrator marks it answered or closes it. */
export function TicketDialog({ ticket, onClose, onCloseAutoFocus }: Props) {
  const update = useUpdateSupportTicket();
  // The status the server last confirmed for the open ticket, ahead of the list's refetch.
  const [status, setStatus] = useState<{ id: number; status: TicketDecision } | null>(null);
  const sending = useRef(false);
  const current = ticket && status?.id === ticket.id ? status.status : ticket?.status;
  const busy = update.isPending;

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

  const action = (next: TicketDecision, label: string) => (
    <Button
      variant={next === "CLOSED" ? "outline" : "default"}
      onClick={() => decide(next)}
      disabled={busy || current === next}
    >
      {busy && update.variables?.status === next && <ButtonSpinner />}
      {label}
    </Button>
  );

  return (
    <Dialog open={ticket !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} className="max-w-xl">
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
            <p className="max-h-72 overflow-y-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3 text-sm">
              {ticket.message}
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {action("CLOSED", "Close Ticket")}
              {action("ANSWERED", "Mark as Answered")}
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
