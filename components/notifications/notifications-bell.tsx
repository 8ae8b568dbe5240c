"use client";

import * as Popover from "@radix-ui/react-popover";
import { Bell, CheckCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useErrorText } from "@/lib/i18n/use-error-text";
import {
  useMarkAllNotificationsRead,
  useNotifications,
  type InvestorNotification,
} from "@/lib/hooks/use-notifications";
import { NotificationItem } from "./notification-item";

/**
 * The top bar's bell, in the investor dashboard and the back office (lazy-notifications-bell.tsx): the caller's
 * notifications (lib/notifications/visible-to.ts), polled every 30 s, with an unread count.
 * A failed poll is ignored: the bell keeps showing what it last had.
 */
export function NotificationsBell() {
  const t = useTranslations("common.notifications");
  const errorText = useErrorText();
  const { data, isError } = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = data?.filter((n) => !n.read).length ?? 0;
  const label = t("buttonLabel", { unread });

  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} className="relative">
          <Bell className="size-5" aria-hidden />
          {unread > 0 && (
            <span
              aria-hidden
              className="absolute right-1 top-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-semibold leading-none text-destructive-foreground tabular-nums"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby="notifications-title"
          // Never taller than the room below the bell (Radix measures it): the header stays, the list scrolls.
          className="z-50 flex max-h-[var(--radix-popover-content-available-height)] w-80 max-w-[calc(100vw-1rem)] flex-col rounded-md border bg-card text-card-foreground shadow-lg focus:outline-none"
        >
          <div className="flex shrink-0 flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
            <h2 id="notifications-title" className="text-sm font-semibold">
              {t("title")}
            </h2>
            {unread > 0 && (
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2 text-xs"
                disabled={markAll.isPending}
                onClick={() =>
                  markAll.mutate(undefined, {
                    onError: (err) => toast.error(errorText(err, t("markAllFailed"))),
                  })
                }
              >
                <CheckCheck aria-hidden />
                {markAll.isPending ? t("marking") : t("markAll")}
              </Button>
            )}
          </div>
          <NotificationList items={data} unread={unread} failed={isError} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

type ListProps = { items: InvestorNotification[] | undefined; unread: number; failed: boolean };

function NotificationList({ items, unread, failed }: ListProps) {
  const t = useTranslations("common.notifications");
  // Nothing loaded yet: never claim "all caught up" without knowing.
  if (!items) {
    return (
      <p className="px-4 py-6 text-center text-sm text-muted-foreground">
        {failed ? t("unavailable") : t("loading")}
      </p>
    );
  }
  return (
    <div className="max-h-[min(24rem,70vh)] min-h-0 flex-1 overflow-y-auto overscroll-contain">
      {unread === 0 && (
        <p className="px-4 py-3 text-sm text-muted-foreground" role="status">
          {t("caughtUp")}
        </p>
      )}
      {items.length > 0 && (
        <ul aria-label={t("list")} className="divide-y border-t first:border-t-0">
          {items.map((n) => (
            <NotificationItem key={n.id} notification={n} />
          ))}
        </ul>
      )}
    </div>
  );
}
