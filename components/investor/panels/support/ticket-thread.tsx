import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/format";
import type { TicketReply } from "@/lib/hooks/use-support-tickets";
import { cn } from "@/lib/utils";

type ThreadTicket = { message: string; createdAt: string; replies: TicketReply[] };

/**
 * A ticket's conversation, oldest first: what the investor wrote when filing it, then every reply. Shared by
 * the investor's Support panel and the admin's ticket dialog; `authorLabel` names the investor's side ("You",
 * or the investor's name for support). Support's messages are indented and tinted, so the two sides read apart
 * without relying on colour alone (each names its author).
 */
export function TicketThread({ ticket, authorLabel }: { ticket: ThreadTicket; authorLabel: string }) {
  const t = useTranslations("common.support");
  const messages = [
    { key: "ticket", from: "INVESTOR" as const, message: ticket.message, createdAt: ticket.createdAt },
    ...ticket.replies.map((r) => ({ key: `reply-${r.id}`, ...r })),
  ];
  return (
    <ol aria-label={t("conversation")} className="grid gap-3">
      {messages.map((m) => (
        <li
          key={m.key}
          className={cn(
            "min-w-0 rounded-md border p-3 text-sm",
            m.from === "ADMIN" ? "border-indigo-200 bg-indigo-50 sm:ml-8" : "bg-muted/40 sm:mr-8",
          )}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span className="min-w-0 break-words font-semibold text-foreground">
              {m.from === "ADMIN" ? t("support") : authorLabel}
            </span>
            <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
          </div>
          <p className="mt-1 whitespace-pre-wrap break-words">{m.message}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * A ticket dialog's `onOpenAutoFocus`: the dialog itself takes focus (its title is announced, the conversation
 * reads from the top), not the reply box, which on a phone would open the keyboard over the thread.
 */
export function focusDialogItself(event: Event) {
  event.preventDefault();
  (event.currentTarget as HTMLElement | null)?.focus();
}
