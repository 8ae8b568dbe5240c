// Money fixtures for tests: funding through the ledger (never by writing balances directly), PINs and plans.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { investmentPlans, users, type InvestmentPlan } from "@/db/schema";
import { hashSecret } from "@/lib/auth/password";
import { postEntry } from "@/lib/ledger/post-entry";
import { readBalance } from "@/lib/ledger/read-balances";
import { reconcile } from "@/lib/ledger/reconcile";
import type { Asset } from "@/lib/money/assets";

export async function fund(userId: number, asset: Asset, amount: string): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) =>
    postEntry(tx, {
      userId,
      asset,
      amount,
      kind: "ADJUSTMENT",
      reference: `test-fund:${randomBytes(8).toString("hex")}`,
    }),
  );
}

export async function balanceOf(userId: number, asset: Asset): Promise<string> {
  return readBalance(await getDb(), userId, asset);
}

export async function setPin(userId: number, pin: string): Promise<void> {
  const db = await getDb();
  await db
    .update(users)
    .set({ withdrawalPinHash: await hashSecret(pin) })
    .where(eq(users.id, userId));
}

export async function createPlan(
  overrides: Partial<typeof investmentPlans.$inferInsert> = {},
): Promise<InvestmentPlan> {
  const db = await getDb();
  const [plan] = await db
    .insert(investmentPlans)
    .values({
      name: `Plan ${randomBytes(3).toString("hex")}`,
      interestRate: "10",
      minimumAmount: "1000",
      maximumAmount: "5000",
      totalReturns: "10",
      ...overrides,
    })
    .returning();
  return plan;
}

/** The ledger invariant; call after every money test. */
export async function expectBooksBalanced(): Promise<void> {
  expect(await reconcile(await getDb())).toEqual([]);
}
