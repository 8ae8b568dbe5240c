// Every kind of proposal, proposed through its own route with every optional field set, comes back from its
// stored JSON payload and is applied once by a second administrator (a credit's `date` was once a string
// where a Date was expected: a 500).
import { and, eq } from "drizzle-orm";
import { PUT as changeRoleRoute } from "@/app/api/admin/admins/[id]/route";
import { PUT as putPlan, DELETE as deletePlanRoute } from "@/app/api/investments/[id]/route";
import { POST as addPlan } from "@/app/api/investments/add/route";
import { DELETE as deleteTransactionRoute, PUT as putTransaction } from "@/app/api/transactions/[id]/route";
import { POST as creditRoute } from "@/app/api/users/credit/route";
import { POST as resetRoute } from "@/app/api/users/reset-balance/route";
import { POST as approveWithdrawalRoute } from "@/app/api/withdrawals/approve/route";
import { PUT as referralSettingsRoute } from "@/app/api/admin/referrals/settings/route";
import { readReferralSettings } from "@/lib/referrals/settings";
import {
  adminApprovals,
  investmentPlans,
  ledgerEntries,
  transactions,
  users,
  withdrawalRequests,
} from "@/db/schema";
import { APPROVAL_KINDS } from "@/lib/admin/approvals/kinds";
import { creditDeposit } from "@/lib/deposits/credit-deposit";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { balanceOf, expectBooksBalanced, fund } from "../helpers/money";
import { approveProposal, withTwoPersonRule } from "../helpers/two-person-rule";

const { db } = setupTestDb();

withTwoPersonRule();
afterEach(expectBooksBalanced);

type Admin = Awaited<ReturnType<typeof createUser>>;
let finance: Admin;
let owner: Admin;
let ownerB: Admin;
beforeAll(async () => {
  finance = await createUser({ role: "ADMIN", adminRole: "FINANCE" });
  owner = await createUser({ role: "ADMIN", adminRole: "OWNER" });
  ownerB = await createUser({ role: "ADMIN", adminRole: "OWNER" });
});

const approve = approveProposal;

/** The proposal answered 202; approved by a second administrator, 200, once. */
async function approved(res: { status: number; body: { approval: { id: number } } }, by = owner) {
  expect(res.status).toBe(202);
  const id = res.body.approval.id;
  const done = await approve(by.token, id);
  expect(done.body).toEqual(expect.objectContaining({ approval: { id, status: "APPROVED" } }));
  expect(done.status).toBe(200);
  expect((await approve(by.token, id)).status).toBe(409);
  return id;
}

const seen = new Set<string>();
afterAll(() => {
  // A kind added without its case here would go untested.
  expect([...seen].sort()).toEqual(
    // Invitations have their own suite.
    APPROVAL_KINDS.filter((k) => (k as string) !== "ADMIN_INVITE").sort(),
  );
});
const kindOf = async (id: number) => {
  const [row] = await db().select().from(adminApprovals).where(eq(adminApprovals.id, id));
  seen.add(row.kind);
  return row;
};

it("CREDIT with a back-dated date, a reason and an adminId: credited once, dated as asked", async () => {
  const { user } = await createUser();
  const date = "2026-01-15T10:30:00.000Z";
  const res = await call(creditRoute, "/api/users/credit", {
    token: finance.token,
    body: { userId: user.id, currency: "ETHEREUM", amount: "1.5", reason: "Wire 7", date, adminId: 999 },
  });
  const id = await approved(res);
  expect((await kindOf(id)).kind).toBe("CREDIT");
  expect(await balanceOf(user.id, "ETHEREUM")).toBe("1.5");
  const rows = await db().select().from(transactions).where(eq(transactions.userId, user.id));
  expect(rows).toHaveLength(1);
  expect(rows[0].createdAt.toISOString()).toBe(date);
  expect(rows[0].adminId).toBe(finance.user.id);
});

it("CREDIT with a date-only day", async () => {
  const { user } = await createUser();
  const res = await call(creditRoute, "/api/users/credit", {
    token: finance.token,
    body: { userId: user.id, currency: "USDC", amount: "3", reason: "Day", date: "2026-02-01" },
  });
  await approved(res);
  expect(await balanceOf(user.id, "USDC")).toBe("3");
  const [row] = await db().select().from(transactions).where(eq(transactions.userId, user.id));
  expect(row.createdAt.toISOString()).toBe("2026-02-01T00:00:00.000Z");
});

it("RESET with a reason and an adminId", async () => {
  const { user } = await createUser();
  await fund(user.id, "USDT", "40");
  const res = await call(resetRoute, "/api/users/reset-balance", {
    token: finance.token,
    body: { userId: user.id, reason: "Closing the account", adminId: 999 },
  });
  const id = await approved(res);
  expect((await kindOf(id)).kind).toBe("RESET");
  expect(await balanceOf(user.id, "USDT")).toBe("0");
});

it("WITHDRAWAL_APPROVE above the threshold", async () => {
  const { user } = await createUser();
  await fund(user.id, "USDT", "5000");
  const request = await openWithdrawalRequest({
    userId: user.id,
    asset: "USDT",
    amount: "2500",
    network: "Ethereum (ERC20)",
    address: "0x742d35Cc6634C0532925a3b844Bc454e4438f44e",
  });
  const res = await call(approveWithdrawalRoute, "/api/withdrawals/approve", {
    token: finance.token,
    query: { id: String(request.id) },
    body: {},
  });
  const id = await approved(res);
  expect((await kindOf(id)).kind).toBe("WITHDRAWAL_APPROVE");
  const [row] = await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.id, request.id));
  expect(row.status).toBe("APPROVED");
  expect(await balanceOf(user.id, "USDT")).toBe("2500");
});

it("ROLE_CHANGE", async () => {
  const support = await createUser({ role: "ADMIN", adminRole: "SUPPORT" });
  const res = await call(changeRoleRoute, `/api/admin/admins/${support.user.id}`, {
    method: "PUT",
    token: owner.token,
    params: { id: String(support.user.id) },
    body: { role: "AUDITOR" },
  });
  const id = await approved(res, ownerB);
  expect((await kindOf(id)).kind).toBe("ROLE_CHANGE");
  const [row] = await db().select().from(users).where(eq(users.id, support.user.id));
  expect(row.adminRole).toBe("AUDITOR");
});

it("PLAN_CREATE, PLAN_UPDATE and PLAN_DELETE with every field", async () => {
  const name = `Every Field ${Date.now()}`;
  const created = await call(addPlan, "/api/investments/add", {
    token: finance.token,
    body: {
      plan: name,
      minimumAmount: "100.5",
      maximumAmount: 2000,
      interestRate: "7.25",
      totalReturns: 12.5,
      recommended: true,
    },
  });
  expect((await kindOf(await approved(created))).kind).toBe("PLAN_CREATE");
  const named = async () =>
    (await db().select().from(investmentPlans).where(eq(investmentPlans.name, name)))[0];
  const plan = await named();
  expect(plan).toMatchObject({ recommended: true });
  expect(Number(plan.interestRate)).toBe(7.25);

  const changed = await call(putPlan, `/api/investments/${plan.id}`, {
    method: "PUT",
    token: finance.token,
    params: { id: String(plan.id) },
    body: {
      plan: name,
      minimumAmount: 200,
      maximumAmount: "3000",
      interestRate: 8,
      totalReturns: "15",
      recommended: false,
    },
  });
  expect((await kindOf(await approved(changed))).kind).toBe("PLAN_UPDATE");
  const after = await named();
  expect(after.recommended).toBe(false);
  expect(Number(after.minimumAmount)).toBe(200);
  expect(Number(after.totalReturns)).toBe(15);

  const removed = await call(deletePlanRoute, `/api/investments/${plan.id}`, {
    method: "DELETE",
    token: finance.token,
    params: { id: String(plan.id) },
  });
  expect((await kindOf(await approved(removed))).kind).toBe("PLAN_DELETE");
  expect(await named()).toBeUndefined();
});

it("TRANSACTION_EDIT with every field, and TRANSACTION_DELETE", async () => {
  const { user } = await createUser();
  const { transaction } = await creditDeposit(undefined, {
    userId: user.id,
    asset: "USDT",
    amount: "10",
    adminId: owner.user.id,
  });
  const res = await call(putTransaction, `/api/transactions/${transaction.id}`, {
    method: "PUT",
    token: finance.token,
    params: { id: String(transaction.id) },
    body: {
      type: "CREDIT_USDC",
      asset: "USDC",
      amount: "12",
      status: "COMPLETED",
      details: "Corrected: it was USDC",
      name: "Shown Name",
      phone: "+12025550199",
      planName: "Shown Plan",
      usdEquivalent: "12",
    },
  });
  expect((await kindOf(await approved(res))).kind).toBe("TRANSACTION_EDIT");
  expect(await balanceOf(user.id, "USDT")).toBe("0");
  expect(await balanceOf(user.id, "USDC")).toBe("12");
  const [row] = await db().select().from(transactions).where(eq(transactions.id, transaction.id));
  expect(row).toMatchObject({
    type: "CREDIT_USDC",
    asset: "USDC",
    details: "Corrected: it was USDC",
    displayName: "Shown Name",
    displayPhone: "+12025550199",
    displayPlanName: "Shown Plan",
  });
  expect(Number(row.usdEquivalent)).toBe(12);

  const removed = await call(deleteTransactionRoute, `/api/transactions/${transaction.id}`, {
    method: "DELETE",
    token: finance.token,
    params: { id: String(transaction.id) },
  });
  expect((await kindOf(await approved(removed))).kind).toBe("TRANSACTION_DELETE");
  expect(await balanceOf(user.id, "USDC")).toBe("0");
  const entries = await db()
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, user.id), eq(ledgerEntries.asset, "USDC")));
  expect(entries).toHaveLength(2);
});

it("REFERRAL_SETTINGS with every field: an owner's change waits for another owner", async () => {
  const res = await call(referralSettingsRoute, "/api/admin/referrals/settings", {
    method: "PUT",
    token: ownerB.token,
    body: {
      enabled: true,
      referrerRewardUsd: "30.5",
      refereeRewardUsd: 20,
      minDepositUsd: "150",
      holdDays: 45,
      monthlyCapPerReferrer: 5,
    },
  });
  expect((await kindOf(await approved(res))).kind).toBe("REFERRAL_SETTINGS");
  expect(await readReferralSettings()).toEqual({
    enabled: true,
    referrerRewardUsd: "30.5",
    refereeRewardUsd: "20",
    minDepositUsd: "150",
    holdDays: 45,
    monthlyCapPerReferrer: 5,
  });
});
