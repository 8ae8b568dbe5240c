import { and, eq, like } from "drizzle-orm";
import { GET as auditTrail } from "@/app/api/admin/audit/trail/route";
import { POST as creditRoute } from "@/app/api/users/credit/route";
import { POST as resetRoute } from "@/app/api/users/reset-balance/route";
import { auditEntries, deposits, ledgerEntries, transactions } from "@/db/schema";
import { readBalances } from "@/lib/ledger/read-balances";
import { reconcile } from "@/lib/ledger/reconcile";
import { FALLBACK_PRICES } from "@/lib/prices/usd-prices";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();

let admin: Awaited<ReturnType<typeof createUser>>;
let otherAdmin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser({ role: "ADMIN" });
  otherAdmin = await createUser({ role: "ADMIN" });
});
afterEach(async () => expect(await reconcile(db())).toEqual([]));

const credit = (body: unknown) => call(creditRoute, "/api/users/credit", { token: admin.token, body });
const reset = (body: unknown) => call(resetRoute, "/api/users/reset-balance", { token: admin.token, body });
const countRows = async () => ({
  ledger: (await db().select().from(ledgerEntries)).length,
  transactions: (await db().select().from(transactions)).length,
  audit: (await db().select().from(auditEntries)).length,
});

describe("POST /api/users/credit", () => {
  it("credits through the ledger: balance, CREDIT_ transaction, deposit, audit with USD value and the session's admin", async () => {
    const { user } = await createUser({ name: "Ada Investor" });
    const res = await credit({
      userId: user.id,
      currency: "ETHEREUM",
      amount: "1.5",
      reason: "",
      adminId: otherAdmin.user.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Successfully credited 1.5 ETH to Ada Investor");
    expect((await readBalances(db(), user.id)).ETHEREUM).toBe("1.5");
    const [t] = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    expect(t).toMatchObject({
      type: "CREDIT_ETHEREUM",
      asset: "ETHEREUM",
      status: "COMPLETED",
      details: "Admin credit",
      isAdminTransaction: true,
    });
    expect(await db().select().from(deposits).where(eq(deposits.userId, user.id))).toHaveLength(1);
    const [audit] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.userId, user.id), eq(auditEntries.action, "CREDIT")));
    expect(audit.adminId).toBe(admin.user.id);
    expect(audit.details).toBe("Credited 1.5 ETH");
    expect(Number(audit.usdValue)).toBeCloseTo(1.5 * Number(FALLBACK_PRICES.ETHEREUM), 6);
  });

  it("defaults the currency to BITCOIN and accepts a number and a back-dated ISO date", async () => {
    const { user } = await createUser();
    const date = "2025-01-02T03:04:05.000Z";
    const res = await credit({ userId: String(user.id), amount: 0.00000001, date });
    expect(res.status).toBe(200);
    expect((await readBalances(db(), user.id)).BITCOIN).toBe("0.00000001");
    const [t] = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    expect(t.createdAt.toISOString()).toBe(date);
  });

  it.each([
    ["amount 0", { amount: 0 }],
    ["a negative amount", { amount: "-1" }],
    ["9 decimals", { amount: "0.000000001" }],
    ["a word", { amount: "ten" }],
    ["no amount", { amount: undefined }],
    ["no user", { userId: undefined }],
  ])(
    "refuses %s with 'Please select a user and enter a valid amount' and writes nothing",
    async (_label, patch) => {
      const { user } = await createUser();
      const before = await countRows();
      const res = await credit({ userId: user.id, currency: "USDT", amount: "5", ...patch });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Please select a user and enter a valid amount");
      expect(await countRows()).toEqual(before);
    },
  );

  it("refuses an unknown currency, a future date and an unknown user", async () => {
    const { user } = await createUser();
    const before = await countRows();
    expect((await credit({ userId: user.id, currency: "DOGE", amount: 1 })).status).toBe(400);
    expect((await credit({ userId: user.id, amount: 1, date: "2999-01-01T00:00:00Z" })).status).toBe(400);
    expect((await credit({ userId: 99999999, amount: 1 })).status).toBe(404);
    expect(await countRows()).toEqual(before);
  });
});

describe("POST /api/users/reset-balance", () => {
  it("zeroes every balance through ADMIN_RESET entries, one RESET transaction per asset, one audit row with USD total", async () => {
    const { user } = await createUser();
    await credit({ userId: user.id, currency: "BITCOIN", amount: "0.5" });
    await credit({ userId: user.id, currency: "USDT", amount: "10" });
    const res = await reset({ userId: user.id, reason: "Fraud review", adminId: 12345 });
    expect(res).toMatchObject({ status: 200, body: { message: "Balance reset successfully" } });

    const after = await readBalances(db(), user.id);
    expect(Object.values(after).every((v) => v === "0")).toBe(true);
    const resets = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), eq(transactions.type, "RESET")));
    expect(resets.map((t) => t.asset).sort()).toEqual(["BITCOIN", "USDT"]);
    const [audit] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.userId, user.id), eq(auditEntries.action, "RESET")));
    expect(audit).toMatchObject({
      adminId: admin.user.id,
      reason: "Fraud review",
      details: "Reset 0.5 BTC, 10 USDT",
    });
    expect(audit.before).toMatchObject({ BITCOIN: "0.5", USDT: "10", USD: "0" });
    expect(audit.after).toMatchObject({ BITCOIN: "0", USDT: "0", USD: "0" });
    expect(Number(audit.usdValue)).toBeCloseTo(0.5 * Number(FALLBACK_PRICES.BITCOIN) + 10, 6);
    const entries = await db()
      .select()
      .from(ledgerEntries)
      .where(like(ledgerEntries.reference, `reset:${audit.id}:%`));
    expect(entries.map((e) => [e.asset, e.kind, e.amount]).sort()).toEqual([
      ["BITCOIN", "ADMIN_RESET", "-0.50000000"],
      ["USDT", "ADMIN_RESET", "-10.00000000"],
    ]);
  });

  it("answers 'Please select a user' without a user and 404 for an unknown one, writing nothing", async () => {
    const before = await countRows();
    const res = await reset({ reason: "x" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please select a user");
    expect((await reset({ userId: 99999999 })).status).toBe(404);
    expect(await countRows()).toEqual(before);
  });
});

describe("audit trail of money actions", () => {
  it("shows credits and resets with their USD value, filterable by action", async () => {
    const { user } = await createUser();
    await credit({ userId: user.id, currency: "USDC", amount: "7" });
    await reset({ userId: user.id, reason: "cleanup" });
    const credits = await call(auditTrail, "/api/admin/audit/trail", {
      token: admin.token,
      query: { action: "credits", limit: "100" },
    });
    const mine = credits.body.auditTrail.filter(
      (e: { user: { id: number } | null }) => e.user?.id === user.id,
    );
    expect(mine).toEqual([
      expect.objectContaining({
        action: "CREDIT",
        asset: "USDC",
        amount: 7,
        usdEquivalent: 7,
        status: "COMPLETED",
      }),
    ]);
    expect(mine[0].user).toEqual({ id: user.id, name: user.name, email: user.email, phone: user.phone });
    const resets = await call(auditTrail, "/api/admin/audit/trail", {
      token: admin.token,
      query: { action: "resets" },
    });
    expect(resets.body.auditTrail.every((e: { action: string }) => e.action === "RESET")).toBe(true);
    expect(
      resets.body.auditTrail.find((e: { user: { id: number } | null }) => e.user?.id === user.id),
    ).toMatchObject({ usdEquivalent: 7 });
  });
});
