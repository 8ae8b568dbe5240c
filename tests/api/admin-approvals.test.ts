// The two-person rule: credits, resets, withdrawals above the threshold and role changes proposed by one
// administrator take effect only when a different one approves — once, even when two approve together.
import { and, eq } from "drizzle-orm";
import { POST as approveRoute } from "@/app/api/admin/approvals/[id]/approve/route";
import { POST as cancelRoute } from "@/app/api/admin/approvals/[id]/cancel/route";
import { POST as rejectRoute } from "@/app/api/admin/approvals/[id]/reject/route";
import { GET as listRoute } from "@/app/api/admin/approvals/route";
import { PUT as changeRoleRoute } from "@/app/api/admin/admins/[id]/route";
import { POST as creditRoute } from "@/app/api/users/credit/route";
import { POST as resetRoute } from "@/app/api/users/reset-balance/route";
import { POST as approveWithdrawalRoute } from "@/app/api/withdrawals/approve/route";
import { adminApprovals, auditEntries, users, withdrawalRequests } from "@/db/schema";
import type { AdminRole } from "@/lib/admin/roles/permissions";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { setupTestDb } from "../helpers/db";
import { createUser, signedInToken } from "../helpers/factories";
import { call } from "../helpers/http";
import { mailedTo } from "../helpers/jobs";
import { balanceOf, expectBooksBalanced, fund } from "../helpers/money";
import { withTwoPersonRule } from "../helpers/two-person-rule";

const { db } = setupTestDb();

withTwoPersonRule();

const admin = (adminRole: AdminRole) => createUser({ role: "ADMIN", adminRole });
const list = (token: string, status?: string) =>
  call(listRoute, "/api/admin/approvals", { token, query: status ? { status } : {} });
const act = (route: typeof approveRoute, verb: string) => (token: string, id: number) =>
  call(route, `/api/admin/approvals/${id}/${verb}`, { token, params: { id: String(id) }, body: {} });
const approve = act(approveRoute, "approve");
const reject = act(rejectRoute, "reject");
const cancel = act(cancelRoute, "cancel");
const credit = (token: string, userId: number, amount = "0.5") =>
  call(creditRoute, "/api/users/credit", {
    token,
    body: { userId, currency: "BITCOIN", amount, reason: "Wire received" },
  });

describe("with a single administrator", () => {
  it("cannot apply: the owner credits at once and the queue says why", async () => {
    const [seeded] = await db().select().from(users).where(eq(users.role, "ADMIN"));
    const token = await signedInToken(seeded);
    const { user } = await createUser();
    expect((await credit(token, user.id)).status).toBe(200);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.5");
    expect((await list(token)).body.rule).toBe("SINGLE_ADMIN");
  });
});

describe("credits", () => {
  it("a finance administrator proposes, the proposer cannot approve, an owner approves, it applies once", async () => {
    const finance = await admin("FINANCE");
    const owner = await admin("OWNER");
    const support = await admin("SUPPORT");
    const { user } = await createUser();

    const proposed = await credit(finance.token, user.id);
    expect(proposed.status).toBe(202);
    expect(proposed.body).toEqual({
      message: "Awaiting a second administrator's approval",
      approval: { id: expect.any(Number), status: "PENDING" },
    });
    const id = proposed.body.approval.id;
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0");
    // One pending proposal per target and kind.
    const again = await credit(owner.token, user.id, "2");
    expect(again.status).toBe(409);
    expect(again.body.approvalId).toBe(id);

    const queue = await list(support.token, "PENDING");
    expect(queue.body.rule).toBe("ON");
    expect(queue.body.approvals).toContainEqual(
      expect.objectContaining({
        id,
        kind: "CREDIT",
        reason: "Wire received",
        amount: "0.50000000",
        proposedBy: expect.objectContaining({ id: finance.user.id }),
        user: expect.objectContaining({ id: user.id }),
      }),
    );

    const own = await approve(finance.token, id);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe("A second administrator must approve this: not the one who proposed it");
    expect((await approve(support.token, id)).status).toBe(403);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0");

    const done = await approve(owner.token, id);
    expect(done.status).toBe(200);
    expect(done.body.approval).toEqual({ id, status: "APPROVED" });
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.5");
    expect((await approve(owner.token, id)).status).toBe(409);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.5");

    const trail = await db().select().from(auditEntries).where(eq(auditEntries.userId, user.id));
    expect(trail.map((a) => [a.action, a.adminId])).toEqual([
      ["APPROVAL_PROPOSE", finance.user.id],
      ["CREDIT", finance.user.id],
      ["APPROVAL_APPROVE", owner.user.id],
    ]);
    const [mail] = await mailedTo(finance.user.email);
    expect(mail.subject).toBe(`Your proposal #${id} was approved`);
    await expectBooksBalanced();
  });

  it("racing approvals by two different administrators apply once", async () => {
    const finance = await admin("FINANCE");
    const ownerA = await admin("OWNER");
    const ownerB = await admin("OWNER");
    const { user } = await createUser();
    const id = (await credit(finance.token, user.id, "1")).body.approval.id;
    const answers = await Promise.all([approve(ownerA.token, id), approve(ownerB.token, id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("1");
    await expectBooksBalanced();
  });

  it("the proposer cancels (nobody else can); a rejection changes nothing", async () => {
    const finance = await admin("FINANCE");
    const owner = await admin("OWNER");
    const { user } = await createUser();
    const first = (await credit(finance.token, user.id)).body.approval.id;
    expect((await cancel(owner.token, first)).status).toBe(403);
    expect((await cancel(finance.token, first)).body.approval).toEqual({ id: first, status: "CANCELLED" });
    expect((await approve(owner.token, first)).status).toBe(409);

    const second = (await credit(finance.token, user.id)).body.approval.id;
    expect((await reject(finance.token, second)).status).toBe(403);
    expect((await reject(owner.token, second)).body.approval).toEqual({ id: second, status: "REJECTED" });
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0");
    const [mail] = await mailedTo(finance.user.email);
    expect(mail.subject).toBe(`Your proposal #${second} was rejected`);
  });
});

describe("resets, withdrawals and roles", () => {
  it("a reset waits for a second administrator", async () => {
    const finance = await admin("FINANCE");
    const owner = await admin("OWNER");
    const { user } = await createUser();
    await fund(user.id, "USDT", "25");
    const res = await call(resetRoute, "/api/users/reset-balance", {
      token: finance.token,
      body: { userId: user.id, reason: "Closing" },
    });
    expect(res.status).toBe(202);
    expect(await balanceOf(user.id, "USDT")).toBe("25");
    expect((await approve(owner.token, res.body.approval.id)).status).toBe(200);
    expect(await balanceOf(user.id, "USDT")).toBe("0");
    await expectBooksBalanced();
  });

  it("a withdrawal above the threshold waits; one below it is approved at once", async () => {
    const finance = await admin("FINANCE");
    const owner = await admin("OWNER");
    const { user } = await createUser();
    await fund(user.id, "BITCOIN", "2");
    const open = (amount: string) =>
      openWithdrawalRequest({
        userId: user.id,
        asset: "BITCOIN",
        amount,
        network: "Bitcoin Network",
        address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
      });
    const small = await open("0.001");
    const big = await open("1");
    const decide = (token: string, id: number) =>
      call(approveWithdrawalRoute, "/api/withdrawals/approve", {
        token,
        query: { id: String(id) },
        body: {},
      });
    expect((await decide(finance.token, small.id)).status).toBe(200);
    const proposed = await decide(finance.token, big.id);
    expect(proposed.status).toBe(202);
    const status = async () =>
      (await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.id, big.id)))[0].status;
    expect(await status()).toBe("PENDING");
    expect((await approve(owner.token, proposed.body.approval.id)).status).toBe(200);
    expect(await status()).toBe("APPROVED");
  });

  it("a role change waits for a second owner", async () => {
    const ownerA = await admin("OWNER");
    const ownerB = await admin("OWNER");
    const support = await admin("SUPPORT");
    const change = await call(changeRoleRoute, `/api/admin/admins/${support.user.id}`, {
      method: "PUT",
      token: ownerA.token,
      params: { id: String(support.user.id) },
      // Not a role that approves money: that one a finance administrator may approve (approvals-admin-changes).
      body: { role: "COMPLIANCE" },
    });
    expect(change.status).toBe(202);
    const role = async () =>
      (await db().select().from(users).where(eq(users.id, support.user.id)))[0].adminRole;
    expect(await role()).toBe("SUPPORT");
    // A finance administrator cannot approve what only an owner could do.
    const finance = await admin("FINANCE");
    expect((await approve(finance.token, change.body.approval.id)).status).toBe(403);
    expect((await approve(ownerB.token, change.body.approval.id)).status).toBe(200);
    expect(await role()).toBe("COMPLIANCE");
    const rows = await db()
      .select()
      .from(adminApprovals)
      .where(and(eq(adminApprovals.kind, "ROLE_CHANGE"), eq(adminApprovals.status, "APPROVED")));
    expect(rows).toHaveLength(1);
  });
});

describe("plans", () => {
  it("a new plan, a change and a deletion each wait for a second administrator", async () => {
    const { POST: addPlan } = await import("@/app/api/investments/add/route");
    const { PUT: putPlan, DELETE: deletePlanRoute } = await import("@/app/api/investments/[id]/route");
    const { investmentPlans } = await import("@/db/schema");
    const finance = await admin("FINANCE");
    const owner = await admin("OWNER");
    const body = {
      plan: "Four Eyes Gold",
      minimumAmount: 100,
      maximumAmount: 1000,
      interestRate: 5,
      totalReturns: 10,
    };
    const proposed = await call(addPlan, "/api/investments/add", { token: finance.token, body });
    expect(proposed.status).toBe(202);
    const named = () => db().select().from(investmentPlans).where(eq(investmentPlans.name, "Four Eyes Gold"));
    expect(await named()).toHaveLength(0);
    expect((await approve(owner.token, proposed.body.approval.id)).status).toBe(200);
    const [plan] = await named();
    expect(plan).toBeDefined();

    const change = await call(putPlan, `/api/investments/${plan.id}`, {
      method: "PUT",
      token: finance.token,
      params: { id: String(plan.id) },
      body: { interestRate: 6 },
    });
    expect(change.status).toBe(202);
    expect((await named())[0].interestRate).toBe(plan.interestRate);
    expect((await approve(owner.token, change.body.approval.id)).status).toBe(200);
    expect(Number((await named())[0].interestRate)).toBe(6);

    const removal = await call(deletePlanRoute, `/api/investments/${plan.id}`, {
      method: "DELETE",
      token: finance.token,
      params: { id: String(plan.id) },
    });
    expect(removal.status).toBe(202);
    expect((await reject(owner.token, removal.body.approval.id)).status).toBe(200);
    expect(await named()).toHaveLength(1);
  });
});
