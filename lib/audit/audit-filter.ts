import { and, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { auditEntries } from "@/db/schema";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/config";
import { containsPattern, namesContaining, usersMatching } from "@/lib/paging/search";
import type { AuditExportQuery } from "@/lib/validation/admin";
import { auditSearchCodes } from "./audit-search";
import { withinDays } from "./date-range";
import { AUDIT_ACTIONS, type AuditAction } from "./record-audit";

/** The screen's action-type filter (All/Credits/Withdrawals/Resets) in terms of stored actions. */
const ACTIONS_BY_FILTER: Record<Exclude<AuditExportQuery["action"], "all">, AuditAction[]> = {
  credits: ["CREDIT"],
  withdrawals: ["WITHDRAWAL_APPROVE", "WITHDRAWAL_REJECT"],
  resets: ["RESET"],
};

/** The trail's filters, shared by the list and the CSV export: action type, UTC days, and `q`: the affected
 *  user's name or e-mail, an action name such as "credit" or "withdrawal", or what the details say, in the
 *  reader's language `locale` or in English (lib/audit/audit-search.ts). */
export async function auditFilter(
  exec: Executor,
  query: AuditExportQuery,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SQL | undefined> {
  return and(
    query.action === "all" ? undefined : inArray(auditEntries.action, ACTIONS_BY_FILTER[query.action]),
    withinDays(auditEntries.createdAt, query),
    query.q === undefined ? undefined : await searchFilter(exec, query.q, locale),
  );
}

/**
 * Above this many matching users the term is too broad for a list of ids (a fragment like "a"); they are then
 * matched with a subquery, and the search is a scan, as for any term that matches most rows.
 */
const MAX_LISTED_USERS = 1000;

async function searchFilter(exec: Executor, q: string, locale: Locale): Promise<SQL | undefined> {
  const [named, owners] = await Promise.all([
    auditSearchCodes(q, locale),
    usersMatching(exec, q).limit(MAX_LISTED_USERS + 1),
  ]);
  const actions = [...new Set([...namesContaining(AUDIT_ACTIONS, q.replace(/\s+/g, "_")), ...named.actions])];
  // The users as one array of ids, not a subquery: each condition below then has its index and the search is
  // a BitmapOr of index scans (a hashed subquery in an OR makes it a scan of every entry).
  const byUser =
    owners.length > MAX_LISTED_USERS
      ? inArray(auditEntries.userId, usersMatching(exec, q))
      : owners.length
        ? sql`${auditEntries.userId} = any(${`{${owners.map((o) => o.id).join(",")}}`}::int[])`
        : undefined;
  return or(
    byUser,
    actions.length ? inArray(auditEntries.action, actions) : undefined,
    named.detailsCodes.length ? inArray(auditEntries.detailsCode, named.detailsCodes) : undefined,
    ilike(auditEntries.details, containsPattern(q)),
  );
}
