"use client";

import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/error-message";
import { formatDateTime } from "@/lib/format";
import { useMarkNotificationRead, type InvestorNotification } from "@/lib/hooks/use-notifications";
import { cn } from "@/lib/utils";

const MARK_ONE_FAILED = "Couldn't mark the notification as read. Please try again.";

/** One notification: title, content and date; an unread one is marked and can be marked read. */
export function NotificationItem({ notification: n }: { notification: InvestorNotification }) {
  const markRead = useMarkNotificationRead();
  const shown = markRead.isPending ? "Marking..." : "Mark as read";
  return (
    <li className={cn("space-y-1 px-4 py-3", !n.read && "bg-secondary/40")}>
      <div className="flex items-start justify-between gap-2">
        <p className={cn("text-sm", n.read ? "font-medium text-muted-foreground" : "font-semibold")}>
          {!n.read && (
            <span className="mr-1.5 inline-block size-2 rounded-full bg-primary align-middle" aria-hidden />
          )}
          {!n.read && <span className="sr-only">Unread: </span>}
          {n.title}
        </p>
        {!n.read && (
          <Button
            variant="link"
            size="sm"
            className="h-auto shrink-0 p-0 text-xs"
            // Its visible words first, then whose: speech input ("click Mark as read") finds it, and a screen
            // reader tells the items' buttons apart (axe: label-content-name-mismatch).
            aria-label={`${shown}: ${n.title}`}
            disabled={markRead.isPending}
            onClick={() =>
              markRead.mutate(n.id, { onError: (err) => toast.error(errorMessage(err, MARK_ONE_FAILED)) })
            }
          >
            {shown}
          </Button>
        )}
      </div>
      <p className="whitespace-pre-line break-words text-sm text-muted-foreground">{n.content}</p>
      <p className="text-xs text-muted-foreground">
        <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
      </p>
    </li>
  );
}
