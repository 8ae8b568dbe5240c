// The one entry point the scheduler, the cron route and the admin's button share: credit today (UTC).
import { creditInterestForDay, type InterestRunResult } from "./credit-interest-for-day";
import { utcDay } from "./utc-day";

export async function runDailyInterest(
  trigger: "cron" | "http-cron" | "admin",
): Promise<InterestRunResult & { day: string }> {
  const day = utcDay();
  const started = Date.now();
  const result = await creditInterestForDay(day);
  console.log(
    `[interest] ${trigger} run for ${day}: ${result.processed} subscriptions, ${result.totalCredited} USD, ` +
      `${result.completed} completed, ${Date.now() - started} ms`,
  );
  return { ...result, day };
}
