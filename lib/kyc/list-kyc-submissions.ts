// GET /api/admin/kyc: the review queue, one page at a time. Pending submissions first, oldest first (the
// order they should be reviewed in); decided ones after them, newest first. `q` matches the account's
// name or e-mail (the name on the submission is encrypted at rest, so the database cannot search it).
import { and, asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { kycSubmissions, users } from "@/db/schema";
import type { KycListQuery } from "@/lib/validation/kyc-admin";

/** `%q%` with LIKE's own wildcards escaped, so a search for `a_b` means those characters. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matching(query: KycListQuery) {
  const pattern = query.q && containsPattern(query.q);
  return and(
    query.status ? eq(kycSubmissions.status, query.status) : undefined,
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
}

export async function listKycSubmissions(query: KycListQuery) {
  const db = await getDb();
  const where = matching(query);
  const pending = sql`${kycSubmissions.status} = 'PENDING'`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: kycSubmissions.id,
        status: kycSubmissions.status,
        createdAt: kycSubmissions.createdAt,
        user: { id: users.id, name: users.name, email: users.email },
      })
      .from(kycSubmissions)
      .innerJoin(users, eq(users.id, kycSubmissions.userId))
      .where(where)
      .orderBy(
        desc(pending),
        asc(sql`case when ${pending} then ${kycSubmissions.createdAt} end`),
        desc(kycSubmissions.createdAt),
        desc(kycSubmissions.id),
      )
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(kycSubmissions)
      .innerJoin(users, eq(users.id, kycSubmissions.userId))
      .where(where),
  ]);
  return {
    submissions: rows.map(({ createdAt, ...row }) => ({ ...row, submittedAt: createdAt.toISOString() })),
    pagination: { total: Number(total), limit: query.limit, offset: query.offset },
  };
}
