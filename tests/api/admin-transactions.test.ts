import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { DELETE as deleteRoute, PUT as updateRoute } from "@/app/api/transactions/[id]/route";
import { GET as listRoute } from "@/app/api/transactions/route";
import { auditEntries, deposits, ledgerEntries, subscriptions, transactions } from "@/db/schema";
import { creditDeposit } from "@/lib/deposits/credit-deposit";
import { subscribe } from "@/lib/investments/subscribe";
import { readBalances } from "@/lib/ledger/read-balances";
import { reconcile } from "@/lib/ledger/reconcile";
import { resetBalance } from "@/lib/users/reset-balance";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { createPlan, fund } from "../helpers/money";

const { db } = setupTestDb();

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser({ role: "ADMIN" });
});
afterEach(async () => expect(await reconcile(db())).toEqual([]));

const put = (id: number, body: unknown) =>
  call(updateRoute, `/api/transactions/${id}`, {
    method: "PUT",
    token: admin.token,
    params: { id: String(id) },
    body,
  });
const del = (id: number) =>
  call(deleteRoute, `/api/transactions/${id}`, {
    method: "DELETE",
    token: admin.token,
    params: { id: String(id) },
  });
const credited = async (userId: number, asset: "BITCOIN" | "USDT" = "BITCOIN", amount = "2") =>
  (await creditDeposit(undefined, { userId, asset, amount, adminId: admin.user.id })).transaction;
const txRow = async (id: number) =>
  (await db().select().from(transactions).where(eq(transactions.id, id)))[0];

describe("GET /api/transactions", () => {
  it("lists every live user's transactions newest first with user, display fields and numbers", async () => {
    const a = await createUser({ name: "Lister" });
    const t1 = await credited(a.user.id);
    const t2 = await credited(a.user.id, "USDT", "3");
    const [hidden] = await db()
      .insert(transactions)
      .values({
        userId: a.user.id,
        type: "DEPOSIT",
        asset: "USDC",
        amount: "1",
        assetAmount: "1",
        deletedAt: new Date(),
      })
      .returning();
    const res = await call(listRoute, "/api/transactions", { token: admin.token });
    expect(res.status).toBe(200);
    const ids = res.body.transactions.map((t: { id: number }) => t.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(t2.id)).toBeLessThan(ids.indexOf(t1.id));
    expect(res.body.transactions.find((t: { id: number }) => t.id === t2.id)).toEqual({
      id: t2.id,
      type: "CREDIT_USDT",
      asset: "USDT",
      amount: 3,
      assetAmount: 3,
      status: "COMPLETED",
      date: t2.createdAt.toISOString(),
      details: "Admin credit",
      detailsCode: "ADMIN_CREDIT",
      detailsParams: {},
      userId: a.user.id,
      user: { id: a.user.id, name: "Lister", email: a.user.email, phone: a.user.phone },
      name: "Lister",
      phone: a.user.phone,
      planName: null,
      usdEquivalent: 3,
      isAdminTransaction: true,
      updatedAt: expect.any(String),
    });
  });
});

describe("PUT /api/transactions/{id}", () => {
  it("stores display fields and status without moving money", async () => {
    const a = await createUser({ name: "Display" });
    const t = await credited(a.user.id);
    const res = await put(t.id, {
      name: "Shown Name",
      phone: a.user.phone,
      planName: "Gold",
      details: "memo",
      status: "INACTIVE",
      usdEquivalent: "12.34",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Transaction updated successfully");
    expect(res.body.transaction).toMatchObject({
      name: "Shown Name",
      phone: a.user.phone,
      planName: "Gold",
      details: "memo",
      status: "INACTIVE",
      usdEquivalent: 12.34,
    });
    const row = await txRow(t.id);
    expect(row).toMatchObject({ displayName: "Shown Name", displayPhone: null, displayPlanName: "Gold" });
    expect((await readBalances(db(), a.user.id)).BITCOIN).toBe("2");
    const [dep] = await db().select().from(deposits).where(eq(deposits.transactionId, t.id));
    expect(dep.status).toBe("INACTIVE");
  });

  it("re-books a credit's amount and asset with compensating ledger entries, audited", async () => {
    const a = await createUser();
    const t = await credited(a.user.id, "BITCOIN", "2");
    expect((await put(t.id, { amount: "0.5" })).status).toBe(200);
    expect((await readBalances(db(), a.user.id)).BITCOIN).toBe("0.5");
    const res = await put(t.id, { type: "CREDIT_USDT", asset: "USDT", amount: 40 });
    expect(res.status).toBe(200);
    const balances = await readBalances(db(), a.user.id);
    expect([balances.BITCOIN, balances.USDT]).toEqual(["0", "40"]);
    const [dep] = await db().select().from(deposits).where(eq(deposits.transactionId, t.id));
    expect(dep).toMatchObject({ asset: "USDT", network: "Tron Network", amount: "40.00000000" });
    const audits = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "TRANSACTION_UPDATE"), eq(auditEntries.userId, a.user.id)));
    expect(audits).toHaveLength(2);
    expect(audits.every((x) => x.adminId === admin.user.id)).toBe(true);
  });

  it("refuses with 400 an edit that would make a balance negative, changing nothing", async () => {
    const a = await createUser();
    const t = await credited(a.user.id, "BITCOIN", "2");
    await openWithdrawalRequest({
      userId: a.user.id,
      asset: "BITCOIN",
      amount: "1.5",
      network: "Bitcoin Network",
      address: "bc1qtest",
    });
    const res = await put(t.id, { amount: "1" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/negative/);
    expect((await txRow(t.id)).amount).toBe("2.00000000");
    expect((await readBalances(db(), a.user.id)).BITCOIN).toBe("0.5");
  });

  it("refuses with 409 amount, asset or type edits where the money is tied elsewhere, but allows their labels", async () => {
    const a = await createUser();
    await credited(a.user.id, "USDT", "10");
    await openWithdrawalRequest({
      userId: a.user.id,
      asset: "USDT",
      amount: "4",
      network: "Tron Network",
      address: "T1",
    });
    const [w] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, a.user.id), eq(transactions.type, "WITHDRAWAL")));
    expect((await put(w.id, { amount: "1" })).status).toBe(409);
    expect((await put(w.id, { asset: "BITCOIN" })).status).toBe(409);
    expect((await put(w.id, { type: "DEPOSIT" })).status).toBe(409);
    // The edit dialog sends every field back: unchanged values are not a change.
    expect(
      (await put(w.id, { type: "WITHDRAWAL", asset: "USDT", amount: 4, details: "checked" })).status,
    ).toBe(200);
    const t = await credited(a.user.id, "USDT", "1");
    expect((await put(t.id, { type: "WITHDRAWAL" })).status).toBe(409);
    expect((await put(t.id, { type: "CREDIT_BITCOIN" })).status).toBe(400);
    expect((await put(t.id, { asset: "USD", type: "DEPOSIT" })).status).toBe(400);
  });

  it.each([
    ["an unknown status", { status: "DONE" }],
    ["a zero amount", { amount: 0 }],
    ["an unknown type", { type: "GIFT" }],
    ["an unknown asset", { asset: "DOGE" }],
    ["a negative USD value", { usdEquivalent: -1 }],
  ])("refuses %s with 400 and writes nothing", async (_label, body) => {
    const a = await createUser();
    const t = await credited(a.user.id);
    const res = await put(t.id, body);
    expect(res.status).toBe(400);
    expect(await txRow(t.id)).toEqual(t);
  });

  it("answers 404 for an unknown or deleted transaction", async () => {
    const a = await createUser();
    const t = await credited(a.user.id);
    expect((await del(t.id)).status).toBe(200);
    expect((await put(t.id, { details: "x" })).status).toBe(404);
    expect((await put(987654, { details: "x" })).status).toBe(404);
  });
});

describe("DELETE /api/transactions/{id}", () => {
  it("soft-deletes a credit and takes its money back through the ledger", async () => {
    const a = await createUser();
    const t = await credited(a.user.id, "BITCOIN", "2");
    const res = await del(t.id);
    expect(res).toMatchObject({ status: 200, body: { message: "Transaction deleted" } });
    expect((await txRow(t.id)).deletedAt).not.toBeNull();
    expect((await readBalances(db(), a.user.id)).BITCOIN).toBe("0");
    expect(await db().select().from(deposits).where(eq(deposits.transactionId, t.id))).toHaveLength(0);
    const [entry] = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, a.user.id), eq(ledgerEntries.kind, "ADJUSTMENT")));
    expect(entry.amount).toBe("-2.00000000");
    expect((await del(t.id)).status).toBe(404);
  });

  it("refuses with 409 when the credited funds are already spent", async () => {
    const a = await createUser();
    const t = await credited(a.user.id, "BITCOIN", "2");
    await openWithdrawalRequest({
      userId: a.user.id,
      asset: "BITCOIN",
      amount: "1",
      network: "Bitcoin Network",
      address: "bc1q",
    });
    const res = await del(t.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/spent/);
    expect((await txRow(t.id)).deletedAt).toBeNull();
    const audits = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "TRANSACTION_DELETE"), eq(auditEntries.userId, a.user.id)));
    expect(audits).toHaveLength(0);
  });

  it("hides a withdrawal's transaction without touching its held funds", async () => {
    const a = await createUser();
    await credited(a.user.id, "USDT", "5");
    await openWithdrawalRequest({
      userId: a.user.id,
      asset: "USDT",
      amount: "5",
      network: "Tron Network",
      address: "T2",
    });
    const [w] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, a.user.id), eq(transactions.type, "WITHDRAWAL")));
    expect((await del(w.id)).status).toBe(200);
    expect((await readBalances(db(), a.user.id)).USDT).toBe("0");
  });
});

describe("a reset, a subscription and a withdrawal: edits and deletes through the ledger, audited", () => {
  const auditOf = async (userId: number, action: "TRANSACTION_UPDATE" | "TRANSACTION_DELETE") =>
    db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, action), eq(auditEntries.userId, userId)));
  /** A user whose 2 BTC and 30 USDT an admin reset: the reset's BITCOIN row. */
  async function resetUser() {
    const a = await createUser();
    await credited(a.user.id, "BITCOIN", "2");
    await credited(a.user.id, "USDT", "30");
    await resetBalance(admin.user.id, { userId: a.user.id, reason: "Mistaken reset" });
    const [reset] = await db()
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, a.user.id),
          eq(transactions.type, "RESET"),
          eq(transactions.asset, "BITCOIN"),
        ),
      );
    return { a, reset };
  }

  it("a reset's amount edit re-books the difference, and its delete gives the rest back", async () => {
    const { a, reset } = await resetUser();
    expect(reset.ledgerReference).toMatch(/^reset:\d+:BITCOIN$/);
    expect((await readBalances(db(), a.user.id)).BITCOIN).toBe("0");

    const edited = await put(reset.id, { amount: "0.5" });
    expect(edited.status).toBe(200);
    expect(edited.body.transaction).toMatchObject({ type: "RESET", amount: 0.5, usdEquivalent: 58257.5 });
    // The reset now took 0.5 of the 2: 1.5 comes back.
    expect((await readBalances(db(), a.user.id)).BITCOIN).toBe("1.5");
    const [update] = await auditOf(a.user.id, "TRANSACTION_UPDATE");
    expect(update).toMatchObject({
      adminId: admin.user.id,
      details: `Transaction #${reset.id}: 2 BTC -> 0.5 BTC`,
    });

    const deleted = await del(reset.id);
    expect(deleted.status).toBe(200);
    expect((await readBalances(db(), a.user.id)).BITCOIN).toBe("2");
    expect((await readBalances(db(), a.user.id)).USDT).toBe("0"); // the other asset's reset stands
    const [removal] = await auditOf(a.user.id, "TRANSACTION_DELETE");
    expect(removal.details).toBe(`Transaction #${reset.id} deleted; gave back 0.5 BTC`);
    const adjustments = await db()
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, a.user.id), eq(ledgerEntries.kind, "ADJUSTMENT")))
      .orderBy(ledgerEntries.id);
    expect(adjustments.map((e) => e.amount)).toEqual(["1.50000000", "0.50000000"]);
  });

  it("refuses a reset edit the balance no longer covers (400), or a reset becoming a credit (409), changing nothing", async () => {
    const { a, reset } = await resetUser();
    await fund(a.user.id, "BITCOIN", "1");
    const tooMuch = await put(reset.id, { amount: "3.5" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toMatch(/negative/);
    expect((await put(reset.id, { type: "CREDIT_BITCOIN" })).status).toBe(409);
    expect((await readBalances(db(), a.user.id)).BITCOIN).toBe("1");
    expect(await txRow(reset.id)).toEqual(reset);
    expect(await auditOf(a.user.id, "TRANSACTION_UPDATE")).toHaveLength(0);
  });

  it("a reset made before ledger_reference existed is linked by the migration's back-fill", async () => {
    const { a, reset } = await resetUser();
    await db().update(transactions).set({ ledgerReference: null }).where(eq(transactions.id, reset.id));
    const migration = readFileSync(join(process.cwd(), "db/migrations/0010_transaction_search.sql"), "utf8");
    const backFill = migration.slice(migration.indexOf('UPDATE "transactions"'));
    await db().execute(sql.raw(backFill));
    expect((await txRow(reset.id)).ledgerReference).toBe(reset.ledgerReference);
    expect((await del(reset.id)).status).toBe(200);
    expect((await readBalances(db(), a.user.id)).BITCOIN).toBe("2");
  });

  it("a subscription's labels can be edited and its row deleted; its money stays with the subscription", async () => {
    const a = await createUser();
    await fund(a.user.id, "USDT", "1000");
    const plan = await createPlan({ minimumAmount: "1000" });
    await subscribe({ userId: a.user.id, planId: plan.id, asset: "USDT", amount: "1000" });
    const [sub] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, a.user.id), eq(transactions.type, "SUBSCRIPTION")));
    expect((await put(sub.id, { amount: "500" })).status).toBe(409);
    expect((await put(sub.id, { asset: "USD" })).status).toBe(409);
    const labelled = await put(sub.id, { details: "Checked by phone", status: "COMPLETED" });
    expect(labelled.status).toBe(200);
    expect(labelled.body.transaction).toMatchObject({
      amount: 1000,
      status: "COMPLETED",
      details: "Checked by phone",
    });
    expect((await del(sub.id)).status).toBe(200);
    expect(await readBalances(db(), a.user.id)).toMatchObject({ USDT: "0" });
    const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.userId, a.user.id));
    expect(subscription.status).toBe("ACTIVE");
    expect(await auditOf(a.user.id, "TRANSACTION_UPDATE")).toHaveLength(1);
    const [removal] = await auditOf(a.user.id, "TRANSACTION_DELETE");
    expect(removal).toMatchObject({ adminId: admin.user.id, details: `Transaction #${sub.id} deleted` });
  });
});
