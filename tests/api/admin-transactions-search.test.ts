// Transaction Management's list, search and cards (GET /api/transactions, GET /api/transactions/summary): only
// money movements are listed, `q` finds a row by anything its card shows, and Total Volume is the exact sum of
// the USD values of completed and active movements.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { GET as summaryRoute } from "@/app/api/transactions/summary/route";
import { GET as listRoute } from "@/app/api/transactions/route";
import { auditEntries, transactions, users } from "@/db/schema";
import { creditDeposit } from "@/lib/deposits/credit-deposit";
import { subscribe } from "@/lib/investments/subscribe";
import { reconcile } from "@/lib/ledger/reconcile";
import { Money } from "@/lib/money/decimal";
import { addUser } from "@/lib/users/add-user";
import { deleteUser } from "@/lib/users/delete-user";
import { resetBalance } from "@/lib/users/reset-balance";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { rejectWithdrawal } from "@/lib/withdrawals/reject-withdrawal";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { createPlan, fund } from "../helpers/money";

const { db } = setupTestDb();

type Row = { id: number; type: string; status: string; userId: number };
let admin: Awaited<ReturnType<typeof createUser>>;
/** The fixture's transactions by what they are. */
const t = {} as Record<"subscription" | "credit" | "reset" | "usdtCredit" | "pending" | "rejected", number>;
let quentin: number;
let rosa: number;

const ofType = async (userId: number, type: "SUBSCRIPTION" | "RESET") =>
  (
    await db()
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.type, type)))
  ).map((r) => r.id);

beforeAll(async () => {
  admin = await createUser({ role: "ADMIN", name: "Search Admin" });
  const q = await createUser({ name: "Quentin Marlowe", email: "quentin.m@example.org" });
  quentin = q.user.id;
  await db().update(users).set({ phone: "+15550199871" }).where(eq(users.id, quentin));
  const plan = await createPlan({ name: "Zephyr Growth", minimumAmount: "1000" });
  await fund(quentin, "USDT", "1000");
  await subscribe({ userId: quentin, planId: plan.id, asset: "USDT", amount: "1000" });
  [t.subscription] = await ofType(quentin, "SUBSCRIPTION");

  const r = await createUser({ name: "Rosa Vance", email: "rosa@vance.example" });
  rosa = r.user.id;
  t.credit = (
    await creditDeposit(undefined, { userId: rosa, asset: "BITCOIN", amount: "0.25", adminId: admin.user.id })
  ).transaction.id;
  await resetBalance(admin.user.id, { userId: rosa, reason: "Duplicate account" });
  [t.reset] = await ofType(rosa, "RESET");

  const s = await createUser({ name: "Sam Okafor", email: "sam@okafor.example" });
  t.usdtCredit = (
    await creditDeposit(undefined, { userId: s.user.id, asset: "USDT", amount: "50", adminId: admin.user.id })
  ).transaction.id;
  const withdrawal = (amount: string) =>
    openWithdrawalRequest({
      userId: s.user.id,
      asset: "USDT",
      amount,
      network: "Tron Network",
      address: "TSam",
    });
  await withdrawal("20");
  const rejected = await withdrawal("5");
  await rejectWithdrawal(rejected.id, admin.user.id);
  const withdrawals = await db()
    .select({ id: transactions.id, withdrawalRequestId: transactions.withdrawalRequestId })
    .from(transactions)
    .where(eq(transactions.type, "WITHDRAWAL"));
  t.rejected = withdrawals.find((w) => w.withdrawalRequestId === rejected.id)!.id;
  t.pending = withdrawals.find((w) => w.withdrawalRequestId !== rejected.id)!.id;

  // Account events: the audit trail records them; they are not transactions.
  const made = await addUser(admin.user.id, {
    name: "Made By Admin",
    email: "made@admin.example",
    phone: "+15550100000",
    password: "Long-Enough-9",
  });
  await deleteUser(admin.user.id, made.createdUser.id);
});
afterEach(async () => expect(await reconcile(db())).toEqual([]));

const list = (query: Record<string, string>) =>
  call(listRoute, "/api/transactions", { token: admin.token, query });
const found = async (q: string) => {
  const res = await list({ q, limit: "100" });
  expect(res.status).toBe(200);
  expect(res.body.pagination.total).toBe(res.body.transactions.length);
  return res.body.transactions.map((r: Row) => r.id).sort((a: number, b: number) => a - b);
};
const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);

describe("GET /api/transactions lists money movements only", () => {
  it("has the credit, the reset and the subscription, and no account event of the audit trail", async () => {
    const audit = await db().select({ action: auditEntries.action }).from(auditEntries);
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["USER_CREATE", "USER_DELETE", "CREDIT", "RESET"]),
    );
    const live = await db()
      .select({ id: transactions.id })
      .from(transactions)
      .where(isNull(transactions.deletedAt));
    const res = await list({ limit: "100" });
    expect(res.body.transactions.map((r: Row) => r.id).sort()).toEqual(live.map((r) => r.id).sort());
    expect(res.body.pagination.total).toBe(live.length);
    expect(res.body.transactions.map((r: Row) => r.type)).toEqual(
      expect.arrayContaining(["SUBSCRIPTION", "CREDIT_BITCOIN", "RESET", "WITHDRAWAL"]),
    );
    for (const row of res.body.transactions) expect(typeof row.id).toBe("number");
    // The same without paging parameters (the spec's whole list).
    const whole = await call(listRoute, "/api/transactions", { token: admin.token });
    expect(whole.body.transactions.map((r: Row) => r.id).sort()).toEqual(live.map((r) => r.id).sort());
  });

  it("shows a reset's amount in its asset with its USD value", async () => {
    const res = await list({ q: `#${t.reset}` });
    expect(res.body.transactions).toEqual([
      expect.objectContaining({
        id: t.reset,
        type: "RESET",
        asset: "BITCOIN",
        amount: 0.25,
        usdEquivalent: 29128.75,
      }),
    ]);
  });
});

describe("GET /api/transactions?q= searches what a card shows", () => {
  it.each([
    ["the type as written", "SUBSCRIPTION", () => [t.subscription]],
    ["the type in lower case", "subscription", () => [t.subscription]],
    ["the start of a type", "sub", () => [t.subscription]],
    ["a type's label", "credit bitcoin", () => [t.credit]],
    ["every credit", "credit", () => [t.credit, t.usdtCredit]],
    ["the type RESET", "reset", () => [t.reset]],
    ["a status, not the statuses containing it", "active", () => [t.subscription]],
    ["INACTIVE", "Inactive", () => [t.rejected]],
    ["PENDING", "pend", () => [t.pending]],
    ["an asset by symbol", "BTC", () => [t.credit, t.reset]],
    ["an asset by name", "bitcoin", () => [t.credit, t.reset]],
    ["an asset by enum", "USDT", () => [t.subscription, t.usdtCredit, t.pending, t.rejected]],
    ["the plan", "zephyr", () => [t.subscription]],
    ["the owner's name", "MARLOWE", () => [t.subscription]],
    ["the owner's e-mail", "quentin.m@", () => [t.subscription]],
    ["the owner's phone", "0199871", () => [t.subscription]],
    ["the amount", "0.25", () => [t.credit, t.reset]],
    ["the amount written with trailing zeros", "0.2500", () => [t.credit, t.reset]],
    ["a USD amount with a separator", "1,000", () => [t.subscription]],
    ["the USD value", "$29,128.75", () => [t.credit, t.reset]],
    ["nothing", "zzqx", () => []],
  ])("finds %s", async (_label, q, expected) => {
    expect(await found(q)).toEqual(sorted(...expected()));
  });

  it("finds a transaction by its id, with or without #", async () => {
    expect(await found(`#${t.pending}`)).toEqual([t.pending]);
    expect(await found(String(t.rejected))).toEqual([t.rejected]);
  });

  it("combines q with the type and status filters and pages the matches", async () => {
    expect(
      (await list({ q: "usdt", type: "WITHDRAWAL" })).body.transactions.map((r: Row) => r.id).sort(),
    ).toEqual(sorted(t.pending, t.rejected));
    const page = await list({ q: "usdt", limit: "1", offset: "1" });
    expect(page.body.pagination).toEqual({ total: 4, limit: 1, offset: 1 });
    expect(page.body.transactions).toHaveLength(1);
    expect((await list({ q: "bitcoin", status: "COMPLETED" })).body.pagination.total).toBe(2);
  });

  it("finds the admin's overrides of the name and plan shown", async () => {
    await db()
      .update(transactions)
      .set({ displayName: "Shown As Wilhelmina", displayPlanName: "Legacy Gold" })
      .where(eq(transactions.id, t.usdtCredit));
    try {
      expect(await found("wilhelmina")).toEqual([t.usdtCredit]);
      expect(await found("legacy gold")).toEqual([t.usdtCredit]);
    } finally {
      await db()
        .update(transactions)
        .set({ displayName: null, displayPlanName: null })
        .where(eq(transactions.id, t.usdtCredit));
    }
  });
});

describe("GET /api/transactions/summary", () => {
  it("counts the listed rows and sums the USD value of completed and active ones, exactly", async () => {
    const res = await call(summaryRoute, "/api/transactions/summary", { token: admin.token });
    expect(res.status).toBe(200);
    // Subscription 1000 (ACTIVE) + BTC credit and its reset 29128.75 each (COMPLETED) + USDT credit 50
    // (COMPLETED); the pending withdrawal (20) and the rejected one (5) are not volume.
    expect(res.body).toEqual({ transactions: 6, completed: 3, active: 1, totalVolume: "59307.5" });
  });

  it("leaves out deleted transactions and deleted owners' transactions, and adds cents exactly", async () => {
    const owner = await createUser({ name: "Cents Owner" });
    const cents = (usd: string, extra: Partial<typeof transactions.$inferInsert> = {}) => ({
      userId: owner.user.id,
      type: "DEPOSIT" as const,
      asset: "USDC" as const,
      amount: usd,
      assetAmount: usd,
      usdEquivalent: usd,
      ...extra,
    });
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    await db()
      .insert(transactions)
      .values([cents("0.1"), cents("0.2"), cents("7", { deletedAt: new Date() })]);
    const before = (await call(summaryRoute, "/api/transactions/summary", { token: admin.token })).body;
    expect(before.totalVolume).toBe("59307.8");
    expect(before.transactions).toBe(8);
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.user.id));
    const after = (await call(summaryRoute, "/api/transactions/summary", { token: admin.token })).body;
    expect(after).toEqual({ transactions: 6, completed: 3, active: 1, totalVolume: "59307.5" });
    expect(new Money(after.totalVolume).toFixed()).toBe("59307.5");
  });

  it("is for administrators only", async () => {
    const investor = await createUser();
    expect((await call(summaryRoute, "/api/transactions/summary", { token: investor.token })).status).toBe(
      403,
    );
  });
});

describe("a search with many matches", () => {
  it("matches owners by subquery when more than a list's worth of users match", async () => {
    await db().execute(sql`
      insert into users (name, email, phone, password_hash)
      select 'Bulk Zyxwv ' || g, 'bulk.zyxwv.' || g || '@example.com', '+1202555' || lpad(g::text, 4, '0'), 'x'
      from generate_series(1, 1002) g`);
    const owners = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "bulk.zyxwv.1002@example.com"));
    await db()
      .insert(transactions)
      .values({ userId: owners[0].id, type: "DEPOSIT", asset: "USDC", amount: "2", assetAmount: "2" });
    const res = await list({ q: "zyxwv" });
    expect(res.body.pagination.total).toBe(1);
    expect(res.body.transactions.map((r: Row) => r.userId)).toEqual([owners[0].id]);
  });

  it("pages them newest first by the date index, with the same rows and total as the sorted path", async () => {
    const many = await createUser({ name: "Ulrike Manymatches" });
    // More matches than the list sorts after finding them all (lib/admin/list-all-transactions.ts).
    await db().execute(sql`
      insert into transactions (user_id, type, asset, amount, asset_amount, created_at)
      select ${many.user.id}, 'DEPOSIT', 'USDC', 1, 1, now() - g * interval '1 minute'
      from generate_series(1, 5003) g`);
    const res = await list({ q: "manymatches", limit: "4", offset: "5000" });
    expect(res.status).toBe(200);
    expect(res.body.pagination.total).toBe(5003);
    const expected = await db()
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.userId, many.user.id))
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .offset(5000);
    expect(res.body.transactions.map((r: Row) => r.id)).toEqual(expected.map((r) => r.id));
    const first = await list({ q: "manymatches", limit: "2" });
    expect(first.body.transactions.map((r: Row) => r.id)).toEqual(
      (
        await db()
          .select({ id: transactions.id })
          .from(transactions)
          .where(eq(transactions.userId, many.user.id))
          .orderBy(desc(transactions.createdAt), desc(transactions.id))
          .limit(2)
      ).map((r) => r.id),
    );
  });
});
