// The one entry point the scheduler, the cron route and the admin's button share: credit every UTC day
// that is due, oldest first, up to today. Normally that is just today; after the server was down over one or
// more midnights it back-fills the missed days, so every day of an ACTIVE subscription earns once.
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { Money, moneyString } from "@/lib/money/decimal";
import { creditInterestForDay, type InterestRunResult } from "./credit-interest-for-day";
import { addDays, utcDay } from "./utc-day";

/** The oldest day some ACTIVE subscription still has to be credited for: the day after its last credit, or
 *  (never credited yet) the first full day after it was opened. */
async function oldestDueDay(today: string): Promise<string> {
  const db = await getDb();
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select min(coalesce((last_interest_calculation at time zone 'UTC')::date,
                            (created_at at time zone 'UTC')::date) + 1)::text as day
        from subscriptions where status = 'ACTIVE'`,
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
  console.log(
    `[interest] ${trigger} run up to ${today} (${days} day${days === 1 ? "" : "s"}): ${processed} credits, ` +
      `${totalCredited} USD, ${completed} completed, ${Date.now() - started} ms`,
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
