// The withdrawal threshold of the two-person rule counts what one administrator approved alone for one investor
// over the last 24 hours (at the USD value recorded when each was approved), not each request alone.
import { and, eq, sql } from "drizzle-orm";
import { POST as approveRoute } from "@/app/api/admin/approvals/[id]/approve/route";
import { POST as approveWithdrawalRoute } from "@/app/api/withdrawals/approve/route";
import { auditEntries, withdrawalRequests } from "@/db/schema";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectBooksBalanced, fund } from "../helpers/money";
import { withTwoPersonRule } from "../helpers/two-person-rule";

const { db } = setupTestDb();

withTwoPersonRule();
afterEach(expectBooksBalanced);

type Admin = Awaited<ReturnType<typeof createUser>>;
let finance: Admin;
let financeB: Admin;
let owner: Admin;
beforeAll(async () => {
  finance = await createUser({ role: "ADMIN", adminRole: "FINANCE" });
  financeB = await createUser({ role: "ADMIN", adminRole: "FINANCE" });
  owner = await createUser({ role: "ADMIN", adminRole: "OWNER" });
});

async function investor() {
  const { user } = await createUser();
  await fund(user.id, "USDT", "10000");
  return user.id;
}
/** A USDT request: 1 USDT is 1 USD (the threshold is FOUR_EYES_WITHDRAWAL_USD, 1,000). */
const open = (userId: number, amount: string) =>
  openWithdrawalRequest({
    userId,
    asset: "USDT",
    amount,
    network: "Ethereum (ERC20)",
    address: "0x742d35Cc6634C0532925a3b844Bc454e4438f44e",
  });
const decide = (admin: Admin, id: number) =>
  call(approveWithdrawalRoute, "/api/withdrawals/approve", {
    token: admin.token,
    query: { id: String(id) },
    body: {},
  });
const status = async (id: number) =>
  (await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id)))[0].status;

it("approvals just under the threshold one after another add up: the one that crosses it is proposed", async () => {
  const userId = await investor();
  const first = await open(userId, "600");
  const second = await open(userId, "450");
  expect((await decide(finance, first.id)).status).toBe(200);
  const res = await decide(finance, second.id);
  expect(res.status).toBe(202);
  expect(await status(second.id)).toBe("PENDING");
  // What the first approval was worth is on its audit row.
  const [audit] = await db()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, "WITHDRAWAL_APPROVE"), eq(auditEntries.userId, userId)));
  expect(Number(audit.usdValue)).toBe(600);

  // Another administrator counts their own approvals; another investor is counted apart.
  const third = await open(userId, "450");
  expect((await decide(financeB, third.id)).status).toBe(200);
  const otherId = await investor();
  const other = await open(otherId, "900");
  expect((await decide(finance, other.id)).status).toBe(200);

  // Approved by a second administrator, the proposal is not counted as approved alone.
  expect(
    (
      await call(approveRoute, `/api/admin/approvals/${res.body.approval.id}/approve`, {
        token: owner.token,
        params: { id: String(res.body.approval.id) },
        body: {},
      })
    ).status,
  ).toBe(200);
  expect(await status(second.id)).toBe("APPROVED");
  const fourth = await open(userId, "400");
  expect((await decide(finance, fourth.id)).status).toBe(200);
  const fifth = await open(userId, "1");
  expect((await decide(finance, fifth.id)).status).toBe(202);
});

it("approvals older than 24 hours no longer count", async () => {
  const userId = await investor();
  const first = await open(userId, "900");
  expect((await decide(finance, first.id)).status).toBe(200);
  const second = await open(userId, "900");
  expect((await decide(finance, second.id)).status).toBe(202);
  await db()
    .update(auditEntries)
    .set({ createdAt: sql`now() - interval '25 hours'` })
    .where(and(eq(auditEntries.action, "WITHDRAWAL_APPROVE"), eq(auditEntries.userId, userId)));
  const third = await open(userId, "900");
  expect((await decide(finance, third.id)).status).toBe(200);
});

it("one request above the threshold alone is still proposed", async () => {
  const userId = await investor();
  const big = await open(userId, "1000.01");
  expect((await decide(finance, big.id)).status).toBe(202);
});

it("two approvals at once by one administrator cannot both pass under the sum", async () => {
  const userId = await investor();
  const a = await open(userId, "600");
  const b = await open(userId, "600");
  const answers = await Promise.all([decide(finance, a.id), decide(finance, b.id)]);
  expect(answers.map((r) => r.status).sort()).toEqual([200, 202]);
});
