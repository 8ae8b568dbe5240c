import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/db/client";
import type { Asset } from "@/lib/money/assets";

/**
 * One user's non-zero balances and the principal still in their plans, per asset the principal is held in (USD,
 * or a coin plan's coin), read by one statement so the two agree (a subscription moving money from a balance into
 * a plan cannot fall between two reads). Principal counts while the subscription has not returned it: ACTIVE or
 * PENDING. Exact decimal strings.
 */
export async function readHoldings(exec: Executor, userId: number) {
  const rows = await queryRows<{ kind: "balance" | "invested"; asset: Asset; amount: string }>(
    exec,
    sql`select 'invested' as kind, principal_asset as asset, sum(amount)::text as amount
        from subscriptions
        where user_id = ${userId} and status in ('ACTIVE', 'PENDING')
        group by principal_asset
        union all
        select 'balance', asset, amount::text
        from balances
        where user_id = ${userId} and amount > 0
        order by 1, 2`,
  );
  const invested: Partial<Record<Asset, string>> = {};
  for (const r of rows) if (r.kind === "invested") invested[r.asset] = r.amount;
  return {
    /** The USD principal (the dollar plans'), as before coin plans. */
    invested: invested.USD ?? "0",
    /** Every asset's principal, a coin plan's in its coin. */
    investedByAsset: invested,
    balances: rows.flatMap((r) => (r.kind === "balance" ? [{ asset: r.asset, amount: r.amount }] : [])),
  };
}
