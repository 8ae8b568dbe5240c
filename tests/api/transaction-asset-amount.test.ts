// A history that can be replayed (docs/decisions.md, "Subscribing"): a subscription paid in Bitcoin was
// listed as `amount 1000, asset BITCOIN` while 0.00858259 BTC was debited. Every listed transaction now also
// says what moved in its asset's own units, so the history adds up to the balances.
import fs from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { POST as subscribeRoute } from "@/app/api/investments/subscribe/route";
import { GET as adminListRoute } from "@/app/api/transactions/route";
import { GET as userListRoute } from "@/app/api/users/transactions/route";
import { MIGRATIONS_FOLDER } from "@/db/client";
import { ledgerEntries, transactions } from "@/db/schema";
import { creditDeposit } from "@/lib/deposits/credit-deposit";
import { Money } from "@/lib/money/decimal";
import { resetBalance } from "@/lib/users/reset-balance";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { balanceOf, createPlan, expectBooksBalanced } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

type Listed = { id: number; type: string; asset: string; amount: number; assetAmount: number };
const OUT = new Set(["SUBSCRIPTION", "WITHDRAWAL", "RESET"]);

async function bitcoinHistory() {
  const admin = await createUser({ role: "ADMIN" });
  const { user, token } = await createUser();
  await creditDeposit(undefined, {
    userId: user.id,
    asset: "BITCOIN",
    amount: "0.5",
    adminId: admin.user.id,
  });
  const plan = await createPlan({ minimumAmount: "1000" });
  const sub = await call(subscribeRoute, "/api/investments/subscribe", {
    token,
    body: { planId: plan.id, asset: "BITCOIN", amount: 1000 },
  });
  expect(sub.status).toBe(200);
  await openWithdrawalRequest({
    userId: user.id,
    asset: "BITCOIN",
    amount: "0.1",
    network: "Bitcoin Network",
    address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
  });
  return { admin, user, token, planId: plan.id };
}

describe("assetAmount on listed transactions", () => {
  it("shows a Bitcoin subscription as 1000 USD and 0.00858259 BTC, for the investor and the admin", async () => {
    const { admin, user, token } = await bitcoinHistory();
    const mine: Listed[] = (await call(userListRoute, "/api/users/transactions", { token })).body
      .transactions;
    const subscription = mine.find((t) => t.type === "SUBSCRIPTION")!;
    expect(subscription).toMatchObject({ asset: "BITCOIN", amount: 1000, assetAmount: 0.00858259 });
    const [debit] = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user.id), eq(ledgerEntries.kind, "SUBSCRIPTION")));
    expect(new Money(debit.amount).neg().toNumber()).toBe(subscription.assetAmount);

    const all: Listed[] = (await call(adminListRoute, "/api/transactions", { token: admin.token })).body
      .transactions;
    expect(all.find((t) => t.id === subscription.id)).toMatchObject({
      amount: 1000,
      assetAmount: 0.00858259,
    });
  });

  it("adds up to the balance, asset by asset", async () => {
    const { admin, user, token } = await bitcoinHistory();
    await resetBalance(admin.user.id, { userId: user.id, reason: "Test reset" });
    const listed: Listed[] = (await call(userListRoute, "/api/users/transactions", { token })).body
      .transactions;
    const net = listed
      .filter((t) => t.asset === "BITCOIN")
      .reduce((sum, t) => sum.plus(OUT.has(t.type) ? -t.assetAmount : t.assetAmount), new Money(0));
    expect(net.toFixed(8)).toBe(new Money(await balanceOf(user.id, "BITCOIN")).toFixed(8));
  });

  it("back-fills old subscription rows from the ledger in the migration", async () => {
    const { user } = await bitcoinHistory();
    // What a row written before the column existed would have said: the USD amount, not the units.
    await db()
      .update(transactions)
      .set({ assetAmount: sql`${transactions.amount}` })
      .where(eq(transactions.userId, user.id));
    const migration = fs.readFileSync(
      path.join(MIGRATIONS_FOLDER, "0004_transaction_asset_amount.sql"),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) {
      if (/^\s*(--.*\n\s*)*UPDATE/i.test(statement)) await db().execute(sql.raw(statement));
    }
    const rows = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    const byType = Object.fromEntries(rows.map((t) => [t.type, new Money(t.assetAmount).toFixed(8)]));
    expect(byType).toEqual({
      CREDIT_BITCOIN: "0.50000000",
      SUBSCRIPTION: "0.00858259",
      WITHDRAWAL: "0.10000000",
    });
  });
});
