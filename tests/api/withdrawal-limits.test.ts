// Withdrawal limits by verification level and per investor: none on a fresh install; set, they are counted in
// USD over 24 hours and 30 days, and parallel requests never pass them together.
import { eq } from "drizzle-orm";
import {
  GET as investorLimitsRoute,
  PUT as userLimitsRoute,
} from "@/app/api/admin/users/[id]/withdrawal-limits/route";
import { GET as levelsRoute, PUT as levelLimitsRoute } from "@/app/api/admin/withdrawal-limits/route";
import { GET as myLimitsRoute } from "@/app/api/users/withdrawal-limits/route";
import { users, withdrawalLimits, withdrawalRequests } from "@/db/schema";
import { setClockOffsetForTests } from "@/lib/clock";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { setupTestDb } from "../helpers/db";
import { createUser, signedInToken } from "../helpers/factories";
import { call } from "../helpers/http";
import { balanceOf, expectBooksBalanced, fund } from "../helpers/money";

const { db } = setupTestDb();

let adminToken: string;
beforeAll(async () => {
  adminToken = (await createUser({ role: "ADMIN", adminRole: "FINANCE" })).token;
});
afterEach(async () => {
  setClockOffsetForTests(0);
  await db().delete(withdrawalLimits);
});

const setLevel = (body: unknown) =>
  call(levelLimitsRoute, "/api/admin/withdrawal-limits", { method: "PUT", token: adminToken, body });
const myLimits = (token: string) => call(myLimitsRoute, "/api/users/withdrawal-limits", { token });
const withdraw = (userId: number, amount: string) =>
  openWithdrawalRequest({
    userId,
    asset: "USDT",
    amount,
    network: "Ethereum Network",
    address: "0x742d35Cc6634C0532925a3b844Bc454e4438f44e",
  });

async function fundedInvestor(usdt = "1000") {
  const investor = await createUser();
  await fund(investor.user.id, "USDT", usdt);
  return investor;
}

it("has no limits on a fresh install: the form's flow stands", async () => {
  const investor = await fundedInvestor();
  const res = await myLimits(investor.token);
  expect(res.body).toEqual({
    level: "UNVERIFIED",
    daily: { limit: null, used: "0.00", remaining: null },
    monthly: { limit: null, used: "0.00", remaining: null },
  });
  await withdraw(investor.user.id, "900");
  expect((await call(levelsRoute, "/api/admin/withdrawal-limits", { token: adminToken })).body).toEqual({
    levels: { UNVERIFIED: { daily: null, monthly: null }, VERIFIED: { daily: null, monthly: null } },
  });
});

it("counts a level's daily limit in USD and refuses what passes it, writing nothing", async () => {
  expect((await setLevel({ level: "UNVERIFIED", daily: "500", monthly: null })).status).toBe(200);
  const investor = await fundedInvestor();
  await withdraw(investor.user.id, "300");
  expect((await myLimits(investor.token)).body.daily).toEqual({
    limit: "500.00",
    used: "300.00",
    remaining: "200.00",
  });
  await expect(withdraw(investor.user.id, "250")).rejects.toMatchObject({
    status: 400,
    message: "This withdrawal is above your withdrawal limit",
    extra: { limit: { period: "daily", limit: "500.00", remaining: "200.00" } },
  });
  expect(await balanceOf(investor.user.id, "USDT")).toBe("700");
  // A verified investor is under the VERIFIED level, which has none.
  await db().update(users).set({ isVerified: true }).where(eq(users.id, investor.user.id));
  await withdraw(investor.user.id, "250");
  await expectBooksBalanced();
});

it("rolls the day over while the 30 days still count", async () => {
  await setLevel({ level: "UNVERIFIED", daily: "400", monthly: "600" });
  const investor = await fundedInvestor();
  await withdraw(investor.user.id, "400");
  await expect(withdraw(investor.user.id, "1")).rejects.toMatchObject({ status: 400 });
  setClockOffsetForTests(25 * 3600 * 1000);
  // A day later the first session has gone idle: a new sign-in.
  const limits = (await myLimits(await signedInToken(investor.user))).body;
  expect(limits.daily.remaining).toBe("400.00");
  expect(limits.monthly.remaining).toBe("200.00");
  await expect(withdraw(investor.user.id, "250")).rejects.toMatchObject({
    extra: { limit: { period: "monthly", remaining: "200.00" } },
  });
  await withdraw(investor.user.id, "200");
});

it("an investor's own limits override the level's; a rejected request no longer counts", async () => {
  await setLevel({ level: "UNVERIFIED", daily: "100", monthly: null });
  const investor = await fundedInvestor();
  const res = await call(userLimitsRoute, `/api/admin/users/${investor.user.id}/withdrawal-limits`, {
    method: "PUT",
    token: adminToken,
    params: { id: String(investor.user.id) },
    body: { daily: "300", monthly: "" },
  });
  expect(res.status).toBe(200);
  const read = await call(investorLimitsRoute, `/api/admin/users/${investor.user.id}/withdrawal-limits`, {
    token: adminToken,
    params: { id: String(investor.user.id) },
  });
  expect(read.body.own).toEqual({ daily: expect.stringMatching(/^300(\.0+)?$/), monthly: null });
  expect(read.body.effective.daily).toEqual({ limit: "300.00", used: "0.00", remaining: "300.00" });
  const first = await withdraw(investor.user.id, "250");
  await db()
    .update(withdrawalRequests)
    .set({ status: "REJECTED" })
    .where(eq(withdrawalRequests.id, first.id));
  expect((await myLimits(investor.token)).body.daily.used).toBe("0.00");
});

it("refuses a malformed limit", async () => {
  const res = await setLevel({ level: "GOLD", daily: "-5" });
  expect(res.status).toBe(400);
});

it("holds under 20 parallel requests: they never pass the limit together", async () => {
  await setLevel({ level: "UNVERIFIED", daily: "500", monthly: null });
  const investor = await fundedInvestor("2000");
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, () => withdraw(investor.user.id, "50")),
  );
  expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
  for (const r of results)
    if (r.status === "rejected")
      expect(r.reason).toMatchObject({ status: 400, message: expect.stringMatching(/limit/) });
  expect((await myLimits(investor.token)).body.daily.used).toBe("500.00");
  expect(await balanceOf(investor.user.id, "USDT")).toBe("1500");
  await expectBooksBalanced();
});
