import { and, eq } from "drizzle-orm";
import { GET as auditTrail } from "@/app/api/admin/audit/trail/route";
import { GET as listAll } from "@/app/api/admin/withdrawals/all/route";
import { POST as approveRoute } from "@/app/api/withdrawals/approve/route";
import { POST as rejectRoute } from "@/app/api/withdrawals/reject/route";
import { auditEntries, transactions, withdrawalRequests } from "@/db/schema";
import { creditDeposit } from "@/lib/deposits/credit-deposit";
import { readBalances } from "@/lib/ledger/read-balances";
import { reconcile } from "@/lib/ledger/reconcile";
import { FALLBACK_PRICES } from "@/lib/prices/usd-prices";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser({ role: "ADMIN" });
});
afterEach(async () => expect(await reconcile(db())).toEqual([]));

const approve = (id: number | string) =>
  call(approveRoute, "/api/withdrawals/approve", { token: admin.token, body: {}, query: { id: String(id) } });
const reject = (id: number | string) =>
  call(rejectRoute, "/api/withdrawals/reject", { token: admin.token, body: {}, query: { id: String(id) } });

async function pendingRequest(amount = "0.25") {
  const a = await createUser({ name: "Withdrawer" });
  await creditDeposit(undefined, {
    userId: a.user.id,
    asset: "BITCOIN",
    amount: "1",
    adminId: admin.user.id,
  });
  const request = await openWithdrawalRequest({
    userId: a.user.id,
    asset: "BITCOIN",
    amount,
    network: "Bitcoin Network",
    address: "bc1qexampleaddress0001",
  });
  return { ...a, request };
}
const statusOf = async (id: number) =>
  (await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id)))[0].status;

describe("GET /api/admin/withdrawals/all", () => {
  it("lists every request newest first with the user's name and e-mail and a numeric amount", async () => {
    const first = await pendingRequest("0.1");
    const second = await pendingRequest("0.2");
    const res = await call(listAll, "/api/admin/withdrawals/all", { token: admin.token });
    expect(res.status).toBe(200);
    const ids = res.body.withdrawalRequests.map((w: { id: number }) => w.id);
    expect(ids.indexOf(second.request.id)).toBeLessThan(ids.indexOf(first.request.id));
    expect(res.body.withdrawalRequests.find((w: { id: number }) => w.id === first.request.id)).toMatchObject({
      id: first.request.id,
      name: "Withdrawer",
      email: first.user.email,
      userId: first.user.id,
      amount: 0.1,
      asset: "BITCOIN",
      network: "Bitcoin Network",
      address: "bc1qexampleaddress0001",
      status: "PENDING",
      createdAt: first.request.createdAt.toISOString(),
    });
  });
});

describe("approve and reject", () => {
  it("approves once: the held funds stay gone, a second approve or a reject gets 409, audited with USD value", async () => {
    const { user, request } = await pendingRequest("0.25");
    const res = await approve(request.id);
    expect(res).toMatchObject({
      status: 200,
      body: { message: `Withdrawal request ${request.id} approved successfully` },
    });
    expect(await statusOf(request.id)).toBe("APPROVED");
    expect((await readBalances(db(), user.id)).BITCOIN).toBe("0.75");
    expect((await approve(request.id)).status).toBe(409);
    expect((await reject(request.id)).status).toBe(409);
    expect((await readBalances(db(), user.id)).BITCOIN).toBe("0.75");
    const [audit] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "WITHDRAWAL_APPROVE"), eq(auditEntries.userId, user.id)));
    expect(audit.adminId).toBe(admin.user.id);
    expect(Number(audit.usdValue)).toBeCloseTo(0.25 * Number(FALLBACK_PRICES.BITCOIN), 6);
  });

  it("rejects once and returns the funds through the ledger", async () => {
    const { user, request } = await pendingRequest("0.25");
    const res = await reject(request.id);
    expect(res).toMatchObject({
      status: 200,
      body: { message: `Withdrawal request ${request.id} rejected` },
    });
    expect((await readBalances(db(), user.id)).BITCOIN).toBe("1");
    expect((await reject(request.id)).status).toBe(409);
    expect((await readBalances(db(), user.id)).BITCOIN).toBe("1");
  });

  it("lets exactly one of a racing approve and reject win", async () => {
    for (let round = 0; round < 3; round++) {
      const { user, request } = await pendingRequest("0.5");
      const results = await Promise.all([
        approve(request.id),
        reject(request.id),
        approve(request.id),
        reject(request.id),
      ]);
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(3);
      const winner = results.findIndex((r) => r.status === 200) % 2 === 0 ? "APPROVED" : "REJECTED";
      expect(await statusOf(request.id)).toBe(winner);
      expect((await readBalances(db(), user.id)).BITCOIN).toBe(winner === "APPROVED" ? "0.5" : "1");
      const decided = await db().select().from(auditEntries).where(eq(auditEntries.userId, user.id));
      expect(decided.filter((a) => a.action.startsWith("WITHDRAWAL_"))).toHaveLength(1);
    }
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await approve(99999999)).status).toBe(404);
    expect((await reject(99999999)).status).toBe(404);
    expect((await approve("abc")).status).toBe(400);
    expect(
      (await call(rejectRoute, "/api/withdrawals/reject", { token: admin.token, body: {} })).status,
    ).toBe(400);
  });

  it("shows decisions in the audit trail's withdrawals filter with their USD value", async () => {
    const { user, request } = await pendingRequest("0.1");
    await reject(request.id);
    const res = await call(auditTrail, "/api/admin/audit/trail", {
      token: admin.token,
      query: { action: "withdrawals", limit: "100" },
    });
    expect(res.body.auditTrail.every((e: { action: string }) => e.action.startsWith("WITHDRAWAL_"))).toBe(
      true,
    );
    const mine = res.body.auditTrail.find((e: { user: { id: number } | null }) => e.user?.id === user.id);
    expect(mine).toMatchObject({ action: "WITHDRAWAL_REJECT", asset: "BITCOIN", amount: 0.1 });
    expect(mine.usdEquivalent).toBeCloseTo(0.1 * Number(FALLBACK_PRICES.BITCOIN), 6);
  });
});

describe("the request's WITHDRAWAL transaction", () => {
  it("follows the decision even after an admin relabelled its status", async () => {
    const { request } = await pendingRequest("0.3");
    const [row] = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.withdrawalRequestId, request.id));
    expect(row).toMatchObject({ type: "WITHDRAWAL", status: "PENDING" });
    await db().update(transactions).set({ status: "ACTIVE" }).where(eq(transactions.id, row.id));

    expect((await approve(request.id)).status).toBe(200);
    const [after] = await db().select().from(transactions).where(eq(transactions.id, row.id));
    expect(after.status).toBe("COMPLETED");
  });
});
