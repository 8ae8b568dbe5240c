"use client";

import { Bell } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

// The bell's popover (Radix Popover and its positioning, about 13 kB compressed) is not needed for the first
// paint: its code arrives as its own chunk after hydration; until then a still bell holds its place. Not
// server-rendered (ssr: false): next/dynamic would preload the chunk with a tag the CSP nonce does not cover.
/** The top bar's bell (notifications-bell.tsx), loaded after the first paint: the investor's and the back office's. */
export const LazyNotificationsBell = dynamic(
  () => import("./notifications-bell").then((m) => m.NotificationsBell),
  {
    ssr: false,
    loading: () => <StillBell />,
  },
);

function StillBell() {
  const t = useTranslations("common.notifications");
  return (
    <Button variant="ghost" size="icon" aria-label={t("title")} disabled>
      <Bell className="size-5" aria-hidden />
    </Button>
  );
}
