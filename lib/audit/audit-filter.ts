import { and, inArray, or, type SQL } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { auditEntries } from "@/db/schema";
import { namesContaining, usersMatching } from "@/lib/paging/search";
import type { AuditExportQuery } from "@/lib/validation/admin";
import { withinDays } from "./date-range";
import { AUDIT_ACTIONS, type AuditAction } from "./record-audit";

/** The screen's action-type filter (All/Credits/Withdrawals/Resets) in terms of stored actions. */
const ACTIONS_BY_FILTER: Record<Exclude<AuditExportQuery["action"], "all">, AuditAction[]> = {
  credits: ["CREDIT"],
  withdrawals: ["WITHDRAWAL_APPROVE", "WITHDRAWAL_REJECT"],
  resets: ["RESET"],
};

/** The trail's filters, shared by the list and the CSV export: action type, UTC days, and `q` (the
 *  affected user's name or e-mail, or an action name such as "credit" or "withdrawal"). */
export function auditFilter(exec: Executor, query: AuditExportQuery): SQL | undefined {
  const actions = query.q === undefined ? [] : namesContaining(AUDIT_ACTIONS, query.q.replace(/\s+/g, "_"));
  return and(
    query.action === "all" ? undefined : inArray(auditEntries.action, ACTIONS_BY_FILTER[query.action]),
    withinDays(auditEntries.createdAt, query),
    query.q === undefined
      ? undefined
      : or(
          inArray(auditEntries.userId, usersMatching(exec, query.q)),
          actions.length ? inArray(auditEntries.action, actions) : undefined,
        ),
  );
}
