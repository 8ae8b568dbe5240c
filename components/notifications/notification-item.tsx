"use client";

import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { useMarkNotificationRead, type InvestorNotification } from "@/lib/hooks/use-notifications";
import { cn } from "@/lib/utils";

/** One notification: title, content and date; an unread one is marked and can be marked read. */
export function NotificationItem({ notification: n }: { notification: InvestorNotification }) {
  const t = useTranslations("common.notifications");
  const errorText = useErrorText();
  const markRead = useMarkNotificationRead();
  const shown = markRead.isPending ? t("marking") : t("markOne");
  return (
    <li className={cn("space-y-1 px-4 py-3", !n.read && "bg-secondary/40")}>
      <div className="flex items-start justify-between gap-2">
        <p className={cn("text-sm", n.read ? "font-medium text-muted-foreground" : "font-semibold")}>
          {!n.read && (
            <span className="mr-1.5 inline-block size-2 rounded-full bg-primary align-middle" aria-hidden />
          )}
          {!n.read && <span className="sr-only">{t("unreadPrefix")} </span>}
          {n.title}
        </p>
        {!n.read && (
          <Button
            variant="link"
            size="sm"
            className="h-auto shrink-0 p-0 text-xs"
            // Its visible words first, then whose: speech input ("click Mark as read") finds it, and a screen
            // reader tells the items' buttons apart (axe: label-content-name-mismatch).
            aria-label={
              markRead.isPending
                ? t("markingOneLabel", { title: n.title })
                : t("markOneLabel", { title: n.title })
            }
            disabled={markRead.isPending}
            onClick={() =>
              markRead.mutate(n.id, { onError: (err) => toast.error(errorText(err, t("markOneFailed"))) })
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
