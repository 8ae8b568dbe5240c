"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { PriorityBadge, TicketStatusBadge } from "@/components/investor/panels/support/ticket-labels";
import { TicketReplyForm } from "@/components/investor/panels/support/ticket-reply-form";
import { focusDialogItself, TicketThread } from "@/components/investor/panels/support/ticket-thread";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ButtonSpinner } from "@/components/ui/spinner";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { formatDateTime } from "@/lib/format";
import {
  useReplyToTicketAsAdmin,
  useUpdateSupportTicket,
  type AdminSupportTicket,
  type TicketDecision,
} from "@/lib/hooks/admin/use-admin-support-tickets";
import type { ReplySentResponse } from "@/lib/hooks/use-support-tickets";
import { useAdminCan } from "../../use-admin-can";

type Props = {
  ticket: AdminSupportTicket | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  /** A reply was sent: the section keeps the open ticket current even once it has left the list's page. */
  onReplied: (sent: ReplySentResponse) => void;
};

/** One ticket with its conversation; the administrator replies, marks it answered or closes it. */
export function TicketDialog({ ticket, onClose, onCloseAutoFocus, onReplied }: Props) {
  const t = useTranslations("admin.support.dialog");
  const errorText = useErrorText();
  const update = useUpdateSupportTicket();
  const reply = useReplyToTicketAsAdmin();
  const mayAnswer = useAdminCan()("support.answer");
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
      toast.success(next === "CLOSED" ? t("closed") : t("answered"));
    } catch (err) {
      toast.error(errorText(err, t("failed")));
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

  const description =
    ticket &&
    t.rich("description", {
      id: ticket.id,
      name: ticket.user.name,
      email: ticket.user.email,
      date: formatDateTime(ticket.createdAt),
      who: (c) => <span className="break-words">{c}</span>,
      mail: (c) => <span className="break-all">{c}</span>,
    });

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
              <DialogDescription>{description}</DialogDescription>
            </DialogHeader>
            <div className="flex flex-wrap gap-2">
              <PriorityBadge priority={ticket.priority} />
              <TicketStatusBadge status={current} />
            </div>
            <TicketThread ticket={ticket} authorLabel={ticket.user.name} />
            {current === "CLOSED" && <p className="text-sm text-muted-foreground">{t("closedNote")}</p>}
            {mayAnswer && (
              <>
                <TicketReplyForm
                  key={ticket.id}
                  idPrefix="admin-ticket-reply"
                  busy={reply.isPending}
                  onSend={send}
                />
                <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
                  {action("CLOSED", t("close"))}
                  {action("ANSWERED", t("markAnswered"))}
                </div>
              </>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
