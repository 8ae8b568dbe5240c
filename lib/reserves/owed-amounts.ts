// What Apex owes each investor per asset, read in one consistent snapshot of the database: the balance, plus
// the USD principal of ACTIVE and PENDING subscriptions, plus withdrawals requested and not yet sent
// (PENDING, APPROVED: a BROADCAST one has left a wallet, a REJECTED or FAILED one was refunded to the balance).
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "@/db/client";
import { toUnits, type Sums } from "./merkle-sum-tree";

export type OwedRow = { userId: number; amounts: Sums };

type Row = { user_id: number; usd: string; btc: string; eth: string; usdt: string; usdc: string };

/** Every investor (administrators hold nothing Apex owes), zero rows included: each can ask for a proof. */
export async function readOwedAmounts(exec: Executor): Promise<OwedRow[]> {
  const rows = await queryRows<Row>(
    exec,
    sql`with owed as (
          select b.user_id, b.asset, b.amount from balances b
          union all
          select s.user_id, 'USD'::asset, s.amount from subscriptions s where s.status in ('ACTIVE', 'PENDING')
          union all
          select w.user_id, w.asset, w.amount from withdrawal_requests w where w.status in ('PENDING', 'APPROVED')
        )
        select u.id as user_id,
          coalesce(sum(o.amount) filter (where o.asset = 'USD'), 0)::text as usd,
          coalesce(sum(o.amount) filter (where o.asset = 'BITCOIN'), 0)::text as btc,
          coalesce(sum(o.amount) filter (where o.asset = 'ETHEREUM'), 0)::text as eth,
          coalesce(sum(o.amount) filter (where o.asset = 'USDT'), 0)::text as usdt,
          coalesce(sum(o.amount) filter (where o.asset = 'USDC'), 0)::text as usdc
        from users u left join owed o on o.user_id = u.id
        where u.role = 'INVESTOR'
        group by u.id`,
  );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    amounts: {
      USD: toUnits(row.usd),
      BTC: toUnits(row.btc),
      ETH: toUnits(row.eth),
      USDT: toUnits(row.usdt),
      USDC: toUnits(row.usdc),
    },
  }));
}
