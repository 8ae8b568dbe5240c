// Recent Activity from the books: the newest audit rows and sign-ups, merged newest first. Each row's title
// ('New user registration', 'Investment plan created') is written by the screen in the reader's language.
import { formatDate, formatLocale, formatRelativeTime } from "@/lib/format";
import type { AdminUser } from "@/lib/hooks/admin/use-admin-users";
import type { AuditEntry } from "@/lib/hooks/admin/use-admin-overview";
import { titleCase } from "@/lib/labels";

export type ActivityItem = {
  key: string;
  kind: "signup" | "audit";
  /** The audit action (CREDIT, PLAN_CREATE...); the screen names it in the reader's language. */
  action: string | null;
  /** What the row says: the audit details, or the new user's name and e-mail. */
  detail: string;
  /** The administrator who acted, when known. */
  by: string | null;
  at: string;
};

export const fallbackActionTitle = (action: string) => titleCase(action);

/** An audit row's details as the reader reads them (the screen writes its code in their language). */
export type AuditDetailOf = (e: AuditEntry) => string | null;

function fromAudit(e: AuditEntry, detailOf: AuditDetailOf): ActivityItem {
  return {
    key: `audit-${e.id}`,
    kind: "audit",
    action: e.action,
    detail: (detailOf(e) ?? "").trim(),
    by: e.admin?.name || null,
    at: e.timestamp,
  };
}

function fromSignup(u: AdminUser): ActivityItem {
  return {
    key: `signup-${u.id}`,
    kind: "signup",
    action: null,
    detail: `${u.name} (${u.email})`,
    by: null,
    at: u.createdAt,
  };
}

export function activityItems(
  audit: AuditEntry[],
  signups: AdminUser[],
  max: number,
  detailOf: AuditDetailOf = (e) => e.details,
): ActivityItem[] {
  return [...audit.map((e) => fromAudit(e, detailOf)), ...signups.map(fromSignup)]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, max);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "2 minutes ago", as the spec's entries read; past a month the date itself. */
export function timeAgo(at: string, now: number): string {
  const ms = now - Date.parse(at);
  if (!Number.isFinite(ms)) return formatDate(at);
  if (ms < 60_000) return formatRelativeTime(at, new Date(now));
  if (ms >= 30 * 86_400_000) return formatDate(at);
  const [unit, size] = UNITS.find(([, size]) => ms >= size)!;
  const relative = new Intl.RelativeTimeFormat(formatLocale(), { numeric: "always" });
  return relative.format(-Math.floor(ms / size), unit);
}
