// The floor the crediting run is measured against: the same day's accrual rows written alone, with nothing else
// (no subscription, ledger or balance work), into an empty table shaped like interest_accruals (same columns, same
// primary key), which is dropped afterwards so it leaves nothing behind that could slow the runs measured after it.
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

export async function writeAccrualsAlone(
  db: Db,
  day: string,
  timed: (fn: () => Promise<unknown>) => Promise<number>,
) {
  await db.execute(sql`drop table if exists bench_floor_accruals`);
  await db.execute(sql`create table bench_floor_accruals (like interest_accruals including all)`);
  try {
    return await timed(() =>
      db.execute(sql`
        insert into bench_floor_accruals (subscription_id, day, user_id, amount)
        select id, ${day}::date, user_id, trunc(amount * interest_rate / 36500, 8)
        from subscriptions where status = 'ACTIVE'`),
    );
  } finally {
    await db.execute(sql`drop table if exists bench_floor_accruals`);
  }
}
