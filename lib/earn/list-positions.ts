// GET /api/subscriptions: the caller's subscriptions, every status, newest first, with their kind,
// the asset their principal is held in, the renewal switches and the interest paid so far.
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { investmentPlans, subscriptions } from "@/db/schema";
import { creditedInterest } from "@/lib/interest/credited-interest";
import { positionOutput } from "./position-output";

export async function listPositions(userId: number) {
  const db = await getDb();
  const rows = await db
    .select({ s: subscriptions, planName: investmentPlans.name, paid: creditedInterest })
    .from(subscriptions)
    .innerJoin(investmentPlans, eq(investmentPlans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return { subscriptions: rows.map(({ s, planName, paid }) => positionOutput(s, planName, paid)) };
}
