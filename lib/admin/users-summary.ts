// GET /api/users/summary: the Users Management cards that one page of the list cannot give.
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { toDisplayNumber } from "@/lib/money/decimal";

/** Live investors who are identity-verified, and the sum of their USD main balances (exact in SQL). */
export async function usersSummary() {
  const db = await getDb();
  const [row] = await queryRows<{ verified: string | number; total: string | null }>(
    db,
    sql`select count(*) filter (where u.is_verified) as verified,
               (select coalesce(sum(b.amount), 0)::text
                  from balances b join users bu on bu.id = b.user_id
                 where b.asset = 'USD' and bu.role = 'INVESTOR' and bu.deleted_at is null) as total
          from users u
         where u.role = 'INVESTOR' and u.deleted_at is null`,
  );
  return { verifiedUsers: Number(row?.verified ?? 0), totalBalance: toDisplayNumber(row?.total ?? "0") };
}
