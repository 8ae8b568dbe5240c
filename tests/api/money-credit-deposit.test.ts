import { eq, sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
import { auditEntries, deposits, ledgerEntries, transactions } from "@/db/schema";
import { creditDeposit } from "@/lib/deposits/credit-deposit";
import { getDb } from "@/db/client";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { balanceOf, expectBooksBalanced } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

let adminId = 0;
beforeAll(async () => {
  adminId = (await createUser({ role: "ADMIN" })).user.id;
});

async function written(userId: number) {
  const [c] = await queryRows<{ txs: number; deps: number; entries: number }>(
    db(),
    sql`select (select count(*) from transactions where user_id = ${userId})::int as txs,
               (select count(*) from deposits where user_id = ${userId})::int as deps,
               (select count(*) from ledger_entries where user_id = ${userId})::int as entries`,
  );
  return { txs: Number(c.txs), deps: Number(c.deps), entries: Number(c.entries) };
}

describe("creditDeposit (admin credit = confirmed deposit)", () => {
  it("posts a DEPOSIT ledger entry, a CREDIT_ transaction, a COMPLETED deposit and an audit row", async () => {
    const { user } = await createUser();
    const { transaction, deposit, balance } = await creditDeposit(undefined, {
      userId: user.id,
      asset: "BITCOIN",
      amount: "0.5",
      adminId,
      reason: "Wire received",
    });
    expect(balance).toBe("0.5");
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.5");
    expect(transaction).toMatchObject({
      type: "CREDIT_BITCOIN",
      asset: "BITCOIN",
      amount: "0.50000000",
      status: "COMPLETED",
      isAdminTransaction: true,
      adminId,
      details: "Wire received",
      usdEquivalent: "58257.50000000",
    });
    expect(deposit).toMatchObject({
      status: "COMPLETED",
      network: "Bitcoin Network",
      transactionId: transaction.id,
      amount: "0.50000000",
    });
    const [entry] = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `credit:${transaction.id}`));
    expect(entry).toMatchObject({ kind: "DEPOSIT", amount: "0.50000000", asset: "BITCOIN" });
    const [audit] = await db().select().from(auditEntries).where(eq(auditEntries.userId, user.id));
    expect(audit).toMatchObject({ action: "CREDIT", adminId, asset: "BITCOIN", reason: "Wire received" });
    expect(audit.after).toEqual({ balance: "0.5" });
  });

  it("defaults the reason and honours a back-dated date", async () => {
    const { user } = await createUser();
    const date = new Date("2025-03-04T05:06:07Z");
    const { transaction, deposit } = await creditDeposit(undefined, {
      userId: user.id,
      asset: "USDC",
      amount: 25,
      adminId,
      date,
    });
    expect(transaction.details).toBe("Admin credit");
    expect(transaction.createdAt.toISOString()).toBe(date.toISOString());
    expect(deposit.createdAt.toISOString()).toBe(date.toISOString());
    expect(deposit.network).toBe("Ethereum Network");
  });

  it("joins the caller's transaction and rolls back with it", async () => {
    const { user } = await createUser();
    const db0 = await getDb();
    await expect(
      db0.transaction(async (tx) => {
        await creditDeposit(tx, { userId: user.id, asset: "ETHEREUM", amount: "2", adminId });
        throw new Error("caller failed");
      }),
    ).rejects.toThrow("caller failed");
    expect(await written(user.id)).toEqual({ txs: 0, deps: 0, entries: 0 });
    expect(await balanceOf(user.id, "ETHEREUM")).toBe("0");
  });

  it.each([
    ["a zero amount", { amount: 0 }, 400],
    ["a negative amount", { amount: "-1" }, 400],
    ["too many decimals", { amount: "0.000000001" }, 400],
    ["exponent notation", { amount: "1e2" }, 400],
    ["USD, which is not a coin", { asset: "USD" }, 400],
    ["an unknown user", { userId: 99999999 }, 404],
  ])("refuses %s and writes nothing", async (_label, patch, status) => {
    const { user } = await createUser();
    const args = { userId: user.id, asset: "USDT", amount: "10", adminId, ...patch } as Parameters<
      typeof creditDeposit
    >[1];
    await expect(creditDeposit(undefined, args)).rejects.toMatchObject({ status });
    expect(await written(user.id)).toEqual({ txs: 0, deps: 0, entries: 0 });
  });

  it("credits a deleted user's account never", async () => {
    const { user } = await createUser();
    await db().execute(sql`update users set deleted_at = now() where id = ${user.id}`);
    await expect(
      creditDeposit(undefined, { userId: user.id, asset: "USDT", amount: "1", adminId }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("shows up in Deposit History data and the activity feed data", async () => {
    const { user } = await createUser();
    await creditDeposit(undefined, { userId: user.id, asset: "USDT", amount: "12.34", adminId });
    expect(await db().select().from(deposits).where(eq(deposits.userId, user.id))).toHaveLength(1);
    expect(await db().select().from(transactions).where(eq(transactions.userId, user.id))).toHaveLength(1);
  });
});
