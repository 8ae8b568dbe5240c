// The ledger invariant (docs/architecture.md, "Money rules"): for every user and asset, balance = sum of its ledger entries.
import { sql } from "drizzle-orm";
import { getDb, queryRows, type Executor } from "@/db/client";
import type { Asset } from "@/lib/money/assets";
import { moneyString } from "@/lib/money/decimal";

export type Discrepancy = { userId: number; asset: Asset; balance: string; ledger: string };

/** Every (user, asset) whose balance differs from its ledger; no rows means the books balance. */
export async function reconcile(exec: Executor): Promise<Discrepancy[]> {
  const rows = await queryRows<{ user_id: number; asset: Asset; balance: string; ledger: string }>(
    exec,
    sql`with sums as (
          select user_id, asset, sum(amount) as total from ledger_entries group by user_id, asset
        )
        select coalesce(b.user_id, s.user_id) as user_id, coalesce(b.asset, s.asset) as asset,
               coalesce(b.amount, 0)::text as balance, coalesce(s.total, 0)::text as ledger
        from balances b
        full join sums s on s.user_id = b.user_id and s.asset = b.asset
        where coalesce(b.amount, 0) <> coalesce(s.total, 0)
        order by 1, 2`,
  );
  return rows.map((r) => ({
    userId: Number(r.user_id),
    asset: r.asset,
    balance: moneyString(r.balance),
    ledger: moneyString(r.ledger),
  }));
}

/** GET /api/admin/reconcile: the same check on the app's database, for the administrator. */
export async function runReconciliation() {
  const mismatches = await reconcile(await getDb());
  return { balanced: mismatches.length === 0, mismatches };
}
