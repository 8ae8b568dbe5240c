// Recent Activity from the books: the newest audit rows and sign-ups, merged newest first. The spec's three
// entries are fixed texts; their titles are kept for the events they describe ('New user registration',
// 'Investment plan created').
import { formatDate } from "@/lib/format";
import type { AdminUser } from "@/lib/hooks/admin/use-admin-users";
import type { AuditEntry } from "@/lib/hooks/admin/use-admin-overview";
import { titleCase } from "@/lib/labels";

export type ActivityItem = {
  key: string;
  kind: "signup" | "audit";
  title: string;
  detail: string;
  at: string;
};

const AUDIT_TITLES: Record<string, string> = {
  CREDIT: "Balance credited",
  RESET: "Balance reset",
  WITHDRAWAL_APPROVE: "Withdrawal request approved",
  WITHDRAWAL_REJECT: "Withdrawal request rejected",
  USER_CREATE: "User added by an administrator",
  USER_VERIFY: "User verified",
  USER_DELETE: "User deleted",
  PLAN_CREATE: "Investment plan created",
  PLAN_UPDATE: "Investment plan updated",
  PLAN_DELETE: "Investment plan deleted",
  TRANSACTION_UPDATE: "Transaction updated",
  TRANSACTION_DELETE: "Transaction deleted",
  EMAIL_SENT: "Email sent",
  NOTIFICATION_CREATE: "Notification created",
  NOTIFICATION_UPDATE: "Notification updated",
  NOTIFICATION_DELETE: "Notification deleted",
};

function fromAudit(e: AuditEntry): ActivityItem {
  const by = e.admin?.name ? ` by ${e.admin.name}` : "";
  return {
    key: `audit-${e.id}`,
    kind: "audit",
    title: AUDIT_TITLES[e.action] ?? titleCase(e.action),
    detail: `${e.details ?? ""}${by}`.trim(),
    at: e.timestamp,
  };
}

function fromSignup(u: AdminUser): ActivityItem {
  return {
    key: `signup-${u.id}`,
    kind: "signup",
    title: "New user registration",
    detail: `${u.name} (${u.email})`,
    at: u.createdAt,
  };
}

export function activityItems(audit: AuditEntry[], signups: AdminUser[], max: number): ActivityItem[] {
  return [...audit.map(fromAudit), ...signups.map(fromSignup)]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, max);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];
const relative = new Intl.RelativeTimeFormat("en", { numeric: "always" });

/** "2 minutes ago", as the spec's entries read; past a month the date itself. */
export function timeAgo(at: string, now: number): string {
  const ms = now - Date.parse(at);
  if (!Number.isFinite(ms)) return formatDate(at);
  if (ms < 60_000) return "just now";
  if (ms >= 30 * 86_400_000) return formatDate(at);
  const [unit, size] = UNITS.find(([, size]) => ms >= size)!;
  return relative.format(-Math.floor(ms / size), unit);
}
