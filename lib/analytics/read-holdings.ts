import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/db/client";
import type { Asset } from "@/lib/money/assets";

/**
 * One user's non-zero balances and the USD principal still in their plans, read by one statement so the two
 * agree (a subscription moving money from a balance into a plan cannot fall between two reads). Principal
 * counts while the subscription has not returned it: ACTIVE or PENDING. Exact decimal strings.
 */
export async function readHoldings(exec: Executor, userId: number) {
  const rows = await queryRows<{ invested: string; asset: Asset | null; amount: string | null }>(
    exec,
    sql`with inv as (
          select coalesce(sum(amount), 0) as invested
          from subscriptions
          where user_id = ${userId} and status in ('ACTIVE', 'PENDING')
        )
        select inv.invested::text as invested, b.asset, b.amount::text as amount
        from inv
        left join balances b on b.user_id = ${userId} and b.amount > 0
        order by b.asset`,
  );
  return {
    invested: rows[0]?.invested ?? "0",
    balances: rows.flatMap((r) => (r.asset && r.amount ? [{ asset: r.asset, amount: r.amount }] : [])),
  };
}
