// Steps the analytics suites share: an administrator's credit and a subscription opened some days back, both
// through the routes, so the books hold what the platform itself would have written.
import { eq, sql } from "drizzle-orm";
import { POST as calculateInterestRoute } from "@/app/api/investments/calculate-interest/route";
import { POST as subscribeRoute } from "@/app/api/investments/subscribe/route";
import { POST as creditRoute } from "@/app/api/users/credit/route";
import type { Db } from "@/db/client";
import { subscriptions } from "@/db/schema";
import { call } from "./http";

export async function adminCredit(adminToken: string, userId: number, currency: string, amount: string) {
  const res = await call(creditRoute, "/api/users/credit", {
    token: adminToken,
    body: { userId, currency, amount },
  });
  expect(res.status).toBe(200);
}

/** Subscribes through the route, then moves the subscription's opening `daysAgo` days back. The interest run
 *  back-fills it only if no run has happened since that day (lib/interest/credit-interest-for-day.ts: a day
 *  already run looks only at the subscriptions opened since), as for any subscription opened then. */
export async function subscribeDaysAgo(
  db: Db,
  token: string,
  body: { planId: number; asset: string; amount: string },
  daysAgo: number,
) {
  const res = await call(subscribeRoute, "/api/investments/subscribe", { token, body });
  expect(res.status).toBe(200);
  await db
    .update(subscriptions)
    .set({ createdAt: sql`now() - make_interval(days => ${daysAgo})` })
    .where(eq(subscriptions.id, res.body.subscription.id));
}

/** The administrator's Calculate Interest (every due day up to today, oldest first). */
export async function runInterest(adminToken: string) {
  const run = await call(calculateInterestRoute, "/api/investments/calculate-interest", {
    method: "POST",
    token: adminToken,
  });
  expect(run.status).toBe(200);
}
