import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { TicketPriority, TicketStatus } from "@/lib/enums";
import { cn } from "@/lib/utils";

const PRIORITY_TONES = { low: "outline", medium: "default", high: "warning", urgent: "danger" } as const;

// A ticket waits on support while OPEN (yellow); ANSWERED needs the investor's eyes (green); CLOSED is done.
const STATUS_TONES = { OPEN: "warning", ANSWERED: "success", CLOSED: "default" } as const;

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  const t = useTranslations("common.support.priority");
  return <Badge variant={PRIORITY_TONES[priority]}>{t(priority)}</Badge>;
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useTranslations("common.support.status");
  return <Badge variant={STATUS_TONES[status]}>{t(status)}</Badge>;
}

/** How long a ticket's conversation is, under its subject in both ticket lists (nothing before a reply). */
export function RepliesCount({ count, className }: { count: number; className?: string }) {
  const t = useTranslations("common.support");
  if (count === 0) return null;
  return <span className={cn("text-xs text-muted-foreground", className)}>{t("replies", { count })}</span>;
}
