// The API bench's database (bench/lib/bench-database.ts) with one investor who has some history.
import { randomBytes } from "node:crypto";
import { createBenchDatabase } from "../lib/bench-database";
import type { Db } from "@/db/client";
import { balances, investmentPlans, users } from "@/db/schema";
import { hashSecret } from "@/lib/auth/password";
import { createSession } from "@/lib/auth/start-session";
import { creditDeposit } from "@/lib/deposits/credit-deposit";
import { subscribe } from "@/lib/investments/subscribe";
import { ASSETS, COINS } from "@/lib/money/assets";

export type ApiBenchDatabase = {
  url: string;
  version: string;
  userId: number;
  token: string;
  adminToken: string;
  transactions: number;
  drop: () => Promise<void>;
};

/** `serverUrl` names any database on the server; the bench's own is created beside it. */
export async function createApiBenchDatabase(serverUrl: string): Promise<ApiBenchDatabase> {
  const db = await createBenchDatabase(serverUrl);
  try {
    const investor = await seedInvestor(db.handle.db, db.admin.id);
    return { url: db.url, version: db.version, ...investor, adminToken: db.admin.token, drop: db.drop };
  } catch (err) {
    await db.drop();
    throw err;
  }
}

// An ordinary investor's year: 36 coin deposits and two subscriptions, so the transactions read returns
// real rows (38) and every balance is non-zero.
async function seedInvestor(db: Db, adminId: number) {
  const [user] = await db
    .insert(users)
    .values({
      name: "Bench Investor",
      email: `bench-${randomBytes(4).toString("hex")}@example.com`,
      passwordHash: await hashSecret(randomBytes(16).toString("hex")),
      emailVerifiedAt: new Date(),
    })
    .returning();
  await db.insert(balances).values(ASSETS.map((asset) => ({ userId: user.id, asset })));
  for (let i = 0; i < 36; i++) {
    const asset = COINS[i % COINS.length];
    const amount = asset === "BITCOIN" ? "0.25" : asset === "ETHEREUM" ? "3.5" : "2500";
    const date = new Date(Date.now() - (36 - i) * 10 * 86_400_000);
    await creditDeposit(undefined, { userId: user.id, asset, amount, adminId, date });
  }
  const plans = await db.select().from(investmentPlans).orderBy(investmentPlans.id).limit(2);
  for (const plan of plans) {
    await subscribe({ userId: user.id, planId: plan.id, asset: "USDT", amount: plan.minimumAmount });
  }
  return {
    userId: user.id,
    token: (await createSession(user, { ip: "127.0.0.1", userAgent: "autocannon" })).token,
    transactions: 36 + plans.length,
  };
}
