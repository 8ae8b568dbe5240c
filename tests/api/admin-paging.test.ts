// The admin lists paged on the server (docs/decisions.md, "Admin lists are paged on the server"). Without
// paging or filter parameters each spec route answers exactly the spec's list (no `pagination`); with them,
// one page and pagination.total, with `q` and the filters applied to both; out-of-range paging is a 400 on
// every list.
import { eq } from "drizzle-orm";
import { GET as trailRoute } from "@/app/api/admin/audit/trail/route";
import { GET as investmentsRoute } from "@/app/api/admin/investments/route";
import { GET as ticketsRoute } from "@/app/api/admin/support-tickets/route";
import { GET as withdrawalsRoute } from "@/app/api/admin/withdrawals/all/route";
import { GET as transactionsRoute } from "@/app/api/transactions/route";
import { GET as usersRoute } from "@/app/api/users/route";
import { auditEntries, transactions, users, withdrawalRequests } from "@/db/schema";
import { env } from "@/lib/env";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();

type Handler = Parameters<typeof call>[0];
let admin: Awaited<ReturnType<typeof createUser>>;
let ada: Awaited<ReturnType<typeof createUser>>;
let bob: Awaited<ReturnType<typeof createUser>>;
let cyd: Awaited<ReturnType<typeof createUser>>;
let gone: Awaited<ReturnType<typeof createUser>>;
const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 12, minute));

beforeAll(async () => {
  admin = await createUser({ role: "ADMIN", name: "Paging Admin" });
  ada = await createUser({ name: "Ada Lovelace", email: "ada.lovelace@example.com" });
  bob = await createUser({ name: "Bob 100% Real_Name", email: "bob@sample.org" });
  cyd = await createUser({ name: "Cyd Charisse", email: "cyd@example.com" });
  gone = await createUser({ name: "Gone Lovelace", email: "gone.lovelace@example.com" });
  await db().update(users).set({ phone: "+447700900123" }).where(eq(users.id, bob.user.id));
  await db().update(users).set({ isVerified: true }).where(eq(users.id, cyd.user.id));
  const tx = (userId: number, minute: number, extra: Partial<typeof transactions.$inferInsert> = {}) => ({
    userId,
    type: "DEPOSIT" as const,
    asset: "BITCOIN" as const,
    amount: "1",
    assetAmount: "1",
    createdAt: at(minute),
    ...extra,
  });
  await db()
    .insert(transactions)
    .values([
      tx(ada.user.id, 1),
      tx(ada.user.id, 2, { type: "WITHDRAWAL", status: "PENDING" }),
      tx(bob.user.id, 3),
      tx(cyd.user.id, 4, { type: "WITHDRAWAL" }),
      tx(ada.user.id, 5),
      tx(ada.user.id, 6, { deletedAt: new Date() }),
      tx(gone.user.id, 7),
    ]);
  await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
  const w = (userId: number, minute: number, status: "PENDING" | "APPROVED" | "REJECTED") => ({
    userId,
    amount: "0.1",
    asset: "BITCOIN" as const,
    network: "Bitcoin Network",
    address: "bc1qexampleaddress0001",
    status,
    createdAt: at(minute),
  });
  await db()
    .insert(withdrawalRequests)
    .values([w(ada.user.id, 1, "PENDING"), w(bob.user.id, 2, "REJECTED"), w(cyd.user.id, 3, "APPROVED")]);
  const audit = (userId: number | null, action: string, minute: number) => ({
    adminId: admin.user.id,
    userId,
    action,
    createdAt: at(minute),
  });
  await db()
    .insert(auditEntries)
    .values([
      audit(ada.user.id, "CREDIT", 1),
      audit(bob.user.id, "RESET", 2),
      audit(null, "PLAN_CREATE", 3),
      audit(cyd.user.id, "CREDIT", 4),
    ]);
});

const get = (handler: Handler, path: string, query: Record<string, string> = {}) =>
  call(handler, path, { token: admin.token, query });
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe("GET /api/users", () => {
  it("answers the spec's whole list without parameters: no pagination", async () => {
    const res = await get(usersRoute, "/api/users");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["users"]);
    // Newest first: the admin of this file, then the investors; the deleted one and the built-in admin hidden.
    expect(ids(res.body.users)).toEqual([cyd.user.id, bob.user.id, ada.user.id, admin.user.id]);
    expect(JSON.stringify(res.body)).not.toContain(env().ADMIN_EMAIL.toLowerCase());
  });

  it("pages with limit and offset and gives the total", async () => {
    const first = await get(usersRoute, "/api/users", { limit: "2" });
    expect(first.status).toBe(200);
    expect(ids(first.body.users)).toEqual([cyd.user.id, bob.user.id]);
    expect(first.body.pagination).toEqual({ total: 4, limit: 2, offset: 0 });
    const second = await get(usersRoute, "/api/users", { limit: "2", offset: "2" });
    expect(ids(second.body.users)).toEqual([ada.user.id, admin.user.id]);
    const whole = await get(usersRoute, "/api/users");
    expect(second.body.users[0]).toEqual(whole.body.users[2]);
  });

  it.each([
    ["a name fragment, any case", "LOVELACE", () => [ada.user.id]],
    ["an e-mail fragment", "@EXAMPLE.com", () => [cyd.user.id, ada.user.id, admin.user.id]],
    ["a phone fragment", "7700900", () => [bob.user.id]],
    ["a LIKE wildcard as itself", "%", () => [bob.user.id]],
    ["an underscore as itself", "e_a", () => []],
    ["an underscore that is there", "real_", () => [bob.user.id]],
  ])("searches %s with q", async (_label, q, expected) => {
    const res = await get(usersRoute, "/api/users", { q });
    expect(res.status).toBe(200);
    expect(ids(res.body.users)).toEqual(expected());
    expect(res.body.pagination.total).toBe(expected().length);
  });

  it("filters by identity verification, case-insensitively", async () => {
    const verified = await get(usersRoute, "/api/users", { status: "verified" });
    expect(ids(verified.body.users)).toEqual([cyd.user.id]);
    const unverified = await get(usersRoute, "/api/users", { status: "UNVERIFIED", q: "lovelace" });
    expect(ids(unverified.body.users)).toEqual([ada.user.id]);
    expect(unverified.body.pagination.total).toBe(1);
  });
});

describe("GET /api/transactions", () => {
  type Row = { id: number; user: { id: number } | null };
  const txIds = async () =>
    (await db().select({ id: transactions.id }).from(transactions).orderBy(transactions.createdAt)).map(
      (r) => r.id,
    );

  it("answers the spec's whole list without parameters: live transactions newest first, no audit entries", async () => {
    const res = await get(transactionsRoute, "/api/transactions");
    expect(Object.keys(res.body)).toEqual(["transactions"]);
    const [t1, t2, t3, t4, t5] = await txIds();
    // The deleted row and the deleted user's are gone; the audit trail's entries are not transactions.
    expect(ids(res.body.transactions)).toEqual([t5, t4, t3, t2, t1]);
  });

  it("gives every row the spec's transaction shape, with a numeric id", async () => {
    const res = await get(transactionsRoute, "/api/transactions");
    for (const row of res.body.transactions) {
      expect(typeof row.id).toBe("number");
      expect(Object.keys(row).sort()).toEqual(
        [
          "id",
          "type",
          "asset",
          "amount",
          "assetAmount",
          "status",
          "date",
          "details",
          "userId",
          "user",
          "name",
          "phone",
          "planName",
          "usdEquivalent",
          "isAdminTransaction",
          "updatedAt",
        ].sort(),
      );
    }
  });

  it("pages the list in the same order and counts it", async () => {
    const whole = (await get(transactionsRoute, "/api/transactions")).body.transactions;
    for (const [limit, offset] of [
      [2, 0],
      [3, 1],
      [4, 3],
      [5, 5],
    ]) {
      const res = await get(transactionsRoute, "/api/transactions", {
        limit: String(limit),
        offset: String(offset),
      });
      expect(res.status).toBe(200);
      expect(res.body.transactions).toEqual(whole.slice(offset, offset + limit));
      expect(res.body.pagination).toEqual({ total: 5, limit, offset });
    }
  });

  it("filters by type, status and the owner's name or e-mail, page and total alike", async () => {
    const byType = await get(transactionsRoute, "/api/transactions", { type: "withdrawal" });
    expect(byType.body.transactions.map((t: { type: string }) => t.type)).toEqual([
      "WITHDRAWAL",
      "WITHDRAWAL",
    ]);
    expect(byType.body.pagination.total).toBe(2);
    const pending = await get(transactionsRoute, "/api/transactions", {
      status: "PENDING",
      type: "WITHDRAWAL",
    });
    expect(pending.body.transactions.map((t: { userId: number }) => t.userId)).toEqual([ada.user.id]);
    const completed = await get(transactionsRoute, "/api/transactions", { status: "completed", limit: "1" });
    expect(completed.body.pagination.total).toBe(4);
    const lovelace = await get(transactionsRoute, "/api/transactions", { q: "lovelace" });
    // Ada's three live rows; the deleted row and "Gone Lovelace" are not counted.
    expect(lovelace.body.transactions.map((t: Row) => t.user?.id)).toEqual(Array(3).fill(ada.user.id));
    expect(lovelace.body.pagination.total).toBe(3);
  });
});

describe("GET /api/admin/withdrawals/all", () => {
  it("answers the spec's whole list without parameters: no pagination", async () => {
    const res = await get(withdrawalsRoute, "/api/admin/withdrawals/all");
    expect(Object.keys(res.body)).toEqual(["withdrawalRequests"]);
    expect(res.body.withdrawalRequests).toHaveLength(3);
  });

  it("pages, filters by status, and searches names, e-mails and status names", async () => {
    const page = await get(withdrawalsRoute, "/api/admin/withdrawals/all", { limit: "1", offset: "1" });
    expect(page.body.withdrawalRequests.map((w: { name: string }) => w.name)).toEqual([bob.user.name]);
    expect(page.body.pagination).toEqual({ total: 3, limit: 1, offset: 1 });
    const approved = await get(withdrawalsRoute, "/api/admin/withdrawals/all", { status: "approved" });
    expect(approved.body.withdrawalRequests.map((w: { email: string }) => w.email)).toEqual([cyd.user.email]);
    const byStatusWord = await get(withdrawalsRoute, "/api/admin/withdrawals/all", { q: "reject" });
    expect(byStatusWord.body.withdrawalRequests.map((w: { status: string }) => w.status)).toEqual([
      "REJECTED",
    ]);
    const byEmail = await get(withdrawalsRoute, "/api/admin/withdrawals/all", { q: "SAMPLE.ORG" });
    expect(byEmail.body.pagination.total).toBe(1);
    expect(byEmail.body.withdrawalRequests[0].userId).toBe(bob.user.id);
  });
});

describe("GET /api/admin/audit/trail", () => {
  it("searches the affected user's name or e-mail, or an action name, with the total", async () => {
    const byUser = await get(trailRoute, "/api/admin/audit/trail", { q: "charisse" });
    expect(byUser.body.auditTrail.map((e: { action: string }) => e.action)).toEqual(["CREDIT"]);
    expect(byUser.body.pagination).toEqual({ total: 1, limit: 20, offset: 0 });
    const byAction = await get(trailRoute, "/api/admin/audit/trail", { q: "credit", limit: "1" });
    expect(byAction.body.auditTrail.map((e: { user: { id: number } }) => e.user.id)).toEqual([cyd.user.id]);
    expect(byAction.body.pagination.total).toBe(2);
    const planCreate = await get(trailRoute, "/api/admin/audit/trail", { q: "plan create" });
    expect(planCreate.body.auditTrail.map((e: { action: string }) => e.action)).toEqual(["PLAN_CREATE"]);
  });
});

describe("limits, one rule for every list", () => {
  const LISTS: Record<string, Handler> = {
    "/api/users": usersRoute,
    "/api/transactions": transactionsRoute,
    "/api/admin/withdrawals/all": withdrawalsRoute,
    "/api/admin/investments": investmentsRoute,
    "/api/admin/support-tickets": ticketsRoute,
    "/api/admin/audit/trail": trailRoute,
  };
  const BAD: Record<string, string>[] = [
    { limit: "0" },
    { limit: "101" },
    { limit: "abc" },
    { limit: "1e2" },
    { limit: "-1" },
    { offset: "-1" },
    { offset: "1000001" },
    { offset: "2.5" },
    { q: "x".repeat(201) },
  ];

  it.each(Object.keys(LISTS))("%s refuses limit, offset and q out of range with 400", async (path) => {
    const handler = LISTS[path];
    for (const query of BAD) {
      const res = await get(handler, path, query);
      expect([query, res.status]).toEqual([query, 400]);
      expect(typeof res.body.message).toBe("string");
    }
    const edge = await get(handler, path, { limit: "100", offset: "1000000", q: "x".repeat(200) });
    expect(edge.status).toBe(200);
    expect(edge.body.pagination).toEqual({ total: 0, limit: 100, offset: 1000000 });
  });

  it.each([
    ["/api/users", "status"],
    ["/api/transactions", "type"],
    ["/api/transactions", "status"],
    ["/api/admin/withdrawals/all", "status"],
    ["/api/admin/investments", "status"],
    ["/api/admin/support-tickets", "status"],
    ["/api/admin/support-tickets", "priority"],
  ])("%s refuses an unknown %s with 400", async (path, name) => {
    const res = await get(LISTS[path], path, { [name]: "BOGUS" });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe(name);
  });
});
