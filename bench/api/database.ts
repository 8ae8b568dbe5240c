// A throw-away Postgres database for the API bench (like bench/interest): created, migrated, seeded with
// one investor who has some history, dropped afterwards.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { installDb, migrateDb, openPostgres, queryRows, type Db } from "@/db/client";
import { seed } from "@/db/seed";
import { balances, investmentPlans, users } from "@/db/schema";
import { hashSecret } from "@/lib/auth/password";
import { createSession } from "@/lib/auth/start-session";
import { creditDeposit } from "@/lib/deposits/credit-deposit";
import { subscribe } from "@/lib/investments/subscribe";
import { ASSETS, COINS } from "@/lib/money/assets";

export type BenchDatabase = {
  url: string;
  version: string;
  userId: number;
  token: string;
  transactions: number;
  drop: () => Promise<void>;
};

/** `serverUrl` names any database on the server; the bench's own is created beside it. */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `apex_bench_${randomBytes(4).toString("hex")}`;
  const admin = await openPostgres(serverUrl, { max: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { max: 2 });
  const drop = async () => {
    await handle.close();
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  };
  try {
    await migrateDb(handle);
    await seed(handle.db);
    installDb(handle); // the lib/ functions below reach the database through getDb()
    const [{ version }] = await queryRows<{ version: string }>(handle.db, sql`select version()`);
    return { url: url.toString(), version, ...(await seedInvestor(handle.db)), drop };
  } catch (err) {
    await drop();
    throw err;
  }
}

// An ordinary investor's year: 36 coin deposits and two subscriptions, so the transactions read returns
// real rows (38) and every balance is non-zero.
async function seedInvestor(db: Db) {
  const [adminUser] = await db.select().from(users).where(eq(users.role, "ADMIN")).limit(1);
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
    await creditDeposit(undefined, { userId: user.id, asset, amount, adminId: adminUser.id, date });
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
