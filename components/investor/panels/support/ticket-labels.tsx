import { Badge } from "@/components/ui/badge";
import type { TicketPriority, TicketStatus } from "@/lib/enums";
import { cn } from "@/lib/utils";

export const PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  urgent: "Urgent",
};

const PRIORITY_TONES = { low: "outline", medium: "default", high: "warning", urgent: "danger" } as const;

// A ticket waits on support while OPEN (yellow); ANSWERED needs the investor's eyes (green); CLOSED is done.
const STATUS = {
  OPEN: { label: "Open", tone: "warning" },
  ANSWERED: { label: "Answered", tone: "success" },
  CLOSED: { label: "Closed", tone: "default" },
} as const;

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return <Badge variant={PRIORITY_TONES[priority]}>{PRIORITY_LABELS[priority]}</Badge>;
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge variant={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}

/** How long a ticket's conversation is, under its subject in both ticket lists (nothing before a reply). */
export function RepliesCount({ count, className }: { count: number; className?: string }) {
  if (count === 0) return null;
  return (
    <span className={cn("text-xs text-muted-foreground", className)}>
      {count === 1 ? "1 reply" : `${count} replies`}
    </span>
  );
}
