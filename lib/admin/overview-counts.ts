// The three overview counts. Each answers one call, so each is its own query.
import { and, count, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { subscriptions, users } from "@/db/schema";
import { countLiveTransactions } from "./count-live-transactions";

/** GET /api/users/count: live investors (admins and deleted accounts are not "platform users"). */
export async function countUsers() {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "INVESTOR"), isNull(users.deletedAt)));
  return { users: Number(row.n) };
}

/** GET /api/transactions/count: the same rows GET /api/transactions lists (not deleted, live users). */
export async function countTransactions() {
  return { transactions: await countLiveTransactions(await getDb()) };
}

/**
 * GET /api/investments/count: the card is labelled "Active Investments", so only ACTIVE subscriptions
 * count; PENDING, COMPLETED and EXPIRED ones are history, not running investments.
 */
export async function countInvestments() {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.status, "ACTIVE"));
  return { investments: Number(row.n) };
}
