// The floor the crediting run is measured against: the same day's accrual rows (each in its subscription's asset) written alone, with nothing else
// (no subscription, ledger or balance work), into a table shaped like interest_accruals (same columns, same primary
// key) that holds what interest_accruals holds at that moment, and is dropped afterwards so it leaves nothing
// behind that could slow the runs measured after it. Holding the earlier days matters from the second day on: the
// primary key (subscription, day) puts each new day's key beside every earlier day's of the same subscription, so
// the insert splits index pages across the whole index where an empty table's index only grows at its end; an empty
// table's floor would leave that cost, which the run cannot avoid, on the run's side of the ratio.
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

export async function writeAccrualsAlone(
  db: Db,
  day: string,
  timed: (fn: () => Promise<unknown>) => Promise<number>,
) {
  await db.execute(sql`drop table if exists bench_floor_accruals`);
  await db.execute(sql`create table bench_floor_accruals (like interest_accruals including all)`);
  // Not timed: the copy of the days already written (none on the first day).
  await db.execute(sql`insert into bench_floor_accruals select * from interest_accruals`);
  try {
    return await timed(() =>
      db.execute(sql`
        insert into bench_floor_accruals (subscription_id, day, user_id, amount, asset)
        select id, ${day}::date, user_id, trunc(amount * interest_rate / 36500, 8), principal_asset
        from subscriptions where status = 'ACTIVE'`),
    );
  } finally {
    await db.execute(sql`drop table if exists bench_floor_accruals`);
  }
}
