// The admin lists' `q`: a case-insensitive substring match. `ILIKE '%term%'` on names, e-mails, phones and
// ticket subjects is served by trigram GIN indexes (pg_trgm; migration 0005), on Postgres and PGlite alike.
import { ilike, or } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { users } from "@/db/schema";

/** `%q%` with LIKE's own wildcards escaped, so a search for `50%` or `a_b` means those characters. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Ids of the users whose name or e-mail contains `q`, as a subquery for `inArray(column, …)`. */
export function usersMatching(exec: Executor, q: string) {
  const pattern = containsPattern(q);
  return exec
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.name, pattern), ilike(users.email, pattern)));
}

/** The names of a fixed list (statuses, actions) containing `q`, case-insensitively: searching "pend"
 *  finds PENDING through the status index instead of a text match on every row. */
export function namesContaining<T extends string>(names: readonly T[], q: string): T[] {
  const needle = q.toLowerCase();
  return names.filter((n) => n.toLowerCase().includes(needle));
}
