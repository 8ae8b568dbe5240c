// The one entry point the scheduler, the cron route and the admin's button share: credit every UTC day
// that is due, oldest first, up to today. Normally that is just today; after the server was down over one or
// more midnights it back-fills the missed days, so every day of an ACTIVE subscription earns once.
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { Money, moneyString } from "@/lib/money/decimal";
import { creditInterestForDay, type InterestRunResult } from "./credit-interest-for-day";
import { addDays, utcDay } from "./utc-day";
import { areaLog } from "@/lib/log/logger";

/** The oldest day still to be credited: the day after the last day run (interest_runs); before any run, the
 *  first full day after the oldest ACTIVE subscription was opened (or last credited, by a run before
 *  migration 0026). Days between an earlier run and a later one that was run out of order are not back-filled:
 *  days are credited in order, an earlier day than one already credited is skipped. */
async function oldestDueDay(today: string): Promise<string> {
  const db = await getDb();
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select coalesce((select max(day) + 1 from interest_runs),
                        (select min(coalesce((last_interest_calculation at time zone 'UTC')::date,
                                             (created_at at time zone 'UTC')::date) + 1)
                         from subscriptions where status = 'ACTIVE'))::text as day`,
  );
  return row?.day && row.day < today ? row.day : today;
}

export async function runDailyInterest(
  trigger: "cron" | "http-cron" | "admin",
): Promise<InterestRunResult & { day: string; days: number }> {
  const today = utcDay();
  const started = Date.now();
  let total = new Money(0);
  let processed = 0;
  let completed = 0;
  let days = 0;
  // One transaction per day, in order: the engine credits days in sequence and each day is idempotent.
  for (let day = await oldestDueDay(today); day <= today; day = addDays(day, 1)) {
    const result = await creditInterestForDay(day);
    total = total.plus(result.totalCredited);
    processed += result.processed;
    completed += result.completed;
    days += 1;
  }
  const totalCredited = moneyString(total.toFixed());
  areaLog("interest").info(
    { trigger, day: today, days, processed, totalCredited, completed, durationMs: Date.now() - started },
    "interest run",
  );
  return { processed, totalCredited, completed, day: today, days };
}

/** The answer of both HTTP triggers (the cron route and the admin's Calculate Interest). */
export async function runInterestForRequest(trigger: "http-cron" | "admin") {
  const { processed, totalCredited, completed, days } = await runDailyInterest(trigger);
  return {
    message: "Interest calculation completed successfully",
    data: { processed, totalCredited: Number(totalCredited), completed, days },
  };
}
