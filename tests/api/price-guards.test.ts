// A price feed that answers nonsense (1e-9 for ETH once made the price 0) must not switch the guards off: such a
// price is discarded, the last good one is used for a while, and then whatever counts with a price (the
// two-person threshold, withdrawal limits, subscriptions) answers 503 rather than read 0.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { PUT as levelLimitsRoute } from "@/app/api/admin/withdrawal-limits/route";
import { POST as subscribeRoute } from "@/app/api/investments/subscribe/route";
import { POST as creditRoute } from "@/app/api/users/credit/route";
import { POST as approveWithdrawalRoute } from "@/app/api/withdrawals/approve/route";
import { adminApprovals, subscriptions, withdrawalLimits, withdrawalRequests } from "@/db/schema";
import { setClockOffsetForTests } from "@/lib/clock";
import { resetEnvCache } from "@/lib/env";
import {
  clearPriceCache,
  expirePriceCacheForTests,
  FALLBACK_PRICES,
  getGuardPrice,
  getUsdPrice,
  PRICES_UNAVAILABLE,
} from "@/lib/prices/usd-prices";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { balanceOf, createPlan, expectBooksBalanced, fund } from "../helpers/money";

const { db } = setupTestDb();

const unreachableFeed = process.env.PRICE_FEED_URL;
const FEED_KEY = "feed-api-key-not-for-logs";
let server: http.Server;
let feedBody: unknown = {};
let warn: jest.SpyInstance;

const GOOD = {
  bitcoin: { usd: 100000 },
  ethereum: { usd: 3000 },
  tether: { usd: 1 },
  "usd-coin": { usd: 1 },
};
const TINY_ETH = { ...GOOD, ethereum: { usd: 1e-9 } };

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(feedBody));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  jest.spyOn(console, "log").mockImplementation(() => {});
});
beforeEach(() => {
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(async () => {
  process.env.PRICE_FEED_URL = unreachableFeed;
  process.env.FOUR_EYES = "0";
  resetEnvCache();
  clearPriceCache();
  setClockOffsetForTests(0);
  warn.mockRestore();
  await db().delete(withdrawalLimits);
});
afterAll(async () => {
  jest.restoreAllMocks();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The feed answers `body` from now on; the next read asks it (the last good prices are kept). */
function feedAnswers(body: unknown) {
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/simple/price?key=${FEED_KEY}`;
  if (process.env.PRICE_FEED_URL !== url) {
    process.env.PRICE_FEED_URL = url;
    resetEnvCache();
  }
  feedBody = body;
  expirePriceCacheForTests();
}

function feedUnreachable() {
  process.env.PRICE_FEED_URL = unreachableFeed;
  resetEnvCache();
  expirePriceCacheForTests();
}

const unavailable = { status: 503, message: PRICES_UNAVAILABLE };
const warnings = () => warn.mock.calls.map((c) => c.join(" ")).join("\n");

describe("the price guards count with", () => {
  it("the spec's fallback values on a server that has never reached its feed", async () => {
    clearPriceCache();
    expect(await getGuardPrice("ETHEREUM")).toBe(FALLBACK_PRICES.ETHEREUM);
    expect(await getGuardPrice("BITCOIN")).toBe(FALLBACK_PRICES.BITCOIN);
    expect(await getGuardPrice("USD")).toBe("1");
  });

  it("nothing when the feed answers 1e-9 before any good price: 503, the answer logged without the feed's key", async () => {
    feedAnswers(TINY_ETH);
    await expect(getGuardPrice("ETHEREUM")).rejects.toMatchObject(unavailable);
    // Other coins of the same answer stand.
    expect(await getGuardPrice("BITCOIN")).toBe("100000");
    // What is shown never reads 0 either.
    expect(await getUsdPrice("ETHEREUM")).toBe(FALLBACK_PRICES.ETHEREUM);
    expect(warnings()).toContain("ETHEREUM price from the feed discarded (1e-9)");
    expect(warnings()).not.toContain(FEED_KEY);
  });

  it.each([
    ["zero", 0],
    ["a negative price", -3000],
    ["a price below the floor", 0.5],
    ["an absurd price", 1e12],
    ["a string", "3000"],
    ["null", null],
  ])("nothing when the feed's first ETH answer is %s", async (_case, usd) => {
    feedAnswers({ ...GOOD, ethereum: { usd } });
    await expect(getGuardPrice("ETHEREUM")).rejects.toMatchObject(unavailable);
    expect(Number(await getUsdPrice("ETHEREUM"))).toBeGreaterThan(0);
  });

  it("the last good price while the feed answers nonsense, for 30 minutes", async () => {
    feedAnswers(GOOD);
    expect(await getGuardPrice("ETHEREUM")).toBe("3000");
    feedAnswers(TINY_ETH);
    expect(await getGuardPrice("ETHEREUM")).toBe("3000");
    expect(await getUsdPrice("ETHEREUM")).toBe("3000");
    setClockOffsetForTests(29 * 60_000);
    expirePriceCacheForTests();
    expect(await getGuardPrice("ETHEREUM")).toBe("3000");
    setClockOffsetForTests(31 * 60_000);
    expirePriceCacheForTests();
    await expect(getGuardPrice("ETHEREUM")).rejects.toMatchObject(unavailable);
    // Shown: the last good price rather than the spec's.
    expect(await getUsdPrice("ETHEREUM")).toBe("3000");
  });

  it("a move within five-fold of the last good price; one beyond it is discarded", async () => {
    feedAnswers(GOOD);
    await getGuardPrice("ETHEREUM");
    feedAnswers({ ...GOOD, ethereum: { usd: 4500.5 } });
    expect(await getGuardPrice("ETHEREUM")).toBe("4500.5");
    feedAnswers({ ...GOOD, ethereum: { usd: 25_000 } });
    expect(await getGuardPrice("ETHEREUM")).toBe("4500.5");
    feedAnswers({ ...GOOD, ethereum: { usd: 800 } });
    expect(await getGuardPrice("ETHEREUM")).toBe("4500.5");
    expect(warnings()).toContain("more than 5x away from the last good price 4500.5");
  });

  it("the last good price while a feed that worked is down, then nothing (not the spec's values)", async () => {
    feedAnswers(GOOD);
    await getGuardPrice("ETHEREUM");
    feedUnreachable();
    expect(await getGuardPrice("ETHEREUM")).toBe("3000");
    setClockOffsetForTests(31 * 60_000);
    expirePriceCacheForTests();
    await expect(getGuardPrice("ETHEREUM")).rejects.toMatchObject(unavailable);
  });
});

describe("with the feed answering 1e-9 for ETH", () => {
  async function twoAdmins() {
    process.env.FOUR_EYES = "1";
    resetEnvCache();
    const finance = await createUser({ role: "ADMIN", adminRole: "FINANCE" });
    await createUser({ role: "ADMIN", adminRole: "OWNER" });
    return finance;
  }
  const credit = (token: string, userId: number) =>
    call(creditRoute, "/api/users/credit", {
      token,
      body: { userId, currency: "ETHEREUM", amount: "1000000", reason: "Wire received" },
    });

  it("a 1,000,000 ETH credit is refused (503), not credited by one administrator", async () => {
    const finance = await twoAdmins();
    const { user } = await createUser();
    feedAnswers(TINY_ETH);
    const res = await credit(finance.token, user.id);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ message: PRICES_UNAVAILABLE });
    expect(await balanceOf(user.id, "ETHEREUM")).toBe("0");
    expect(await db().select().from(adminApprovals).where(eq(adminApprovals.userId, user.id))).toEqual([]);
  });

  it("after a good price, the same credit waits for the second administrator (counted at the last good price)", async () => {
    const finance = await twoAdmins();
    const { user } = await createUser();
    feedAnswers(GOOD);
    await getGuardPrice("ETHEREUM");
    feedAnswers(TINY_ETH);
    const res = await credit(finance.token, user.id);
    expect(res.status).toBe(202);
    expect(await balanceOf(user.id, "ETHEREUM")).toBe("0");
    const [proposal] = await db().select().from(adminApprovals).where(eq(adminApprovals.userId, user.id));
    expect(proposal?.usdValue).toMatch(/^3000000000(\.0+)?$/);
  });

  async function investorUnderDailyLimit() {
    const admin = await createUser({ role: "ADMIN", adminRole: "FINANCE" });
    const set = await call(levelLimitsRoute, "/api/admin/withdrawal-limits", {
      method: "PUT",
      token: admin.token,
      body: { level: "UNVERIFIED", daily: "1000", monthly: null },
    });
    expect(set.status).toBe(200);
    const investor = await createUser();
    await fund(investor.user.id, "ETHEREUM", "10");
    return investor;
  }
  const withdrawEth = (userId: number, amount: string) =>
    openWithdrawalRequest({
      userId,
      asset: "ETHEREUM",
      amount,
      network: "Ethereum Network",
      address: "0x52908400098527886E0F7030069857D2E4169EE7",
    });

  it("a 5 ETH withdrawal does not pass a $1,000 daily limit: 503 without a good price, nothing written", async () => {
    const investor = await investorUnderDailyLimit();
    feedAnswers(TINY_ETH);
    await expect(withdrawEth(investor.user.id, "5")).rejects.toMatchObject(unavailable);
    expect(await balanceOf(investor.user.id, "ETHEREUM")).toBe("10");
    expect(
      await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.userId, investor.user.id)),
    ).toEqual([]);
    await expectBooksBalanced();
  });

  it("a 5 ETH withdrawal does not pass a $1,000 daily limit: over it at the last good price", async () => {
    const investor = await investorUnderDailyLimit();
    feedAnswers(GOOD);
    await getGuardPrice("ETHEREUM");
    feedAnswers(TINY_ETH);
    await expect(withdrawEth(investor.user.id, "5")).rejects.toMatchObject({
      status: 400,
      message: "This withdrawal is above your withdrawal limit",
    });
    expect(await balanceOf(investor.user.id, "ETHEREUM")).toBe("10");
  });

  it("approving a 5 ETH withdrawal under the two-person rule answers 503, the request still pending", async () => {
    const finance = await twoAdmins();
    const investor = await createUser();
    await fund(investor.user.id, "ETHEREUM", "10");
    const request = await withdrawEth(investor.user.id, "5");
    clearPriceCache();
    feedAnswers(TINY_ETH);
    const res = await call(approveWithdrawalRoute, "/api/withdrawals/approve", {
      token: finance.token,
      query: { id: String(request.id) },
      body: {},
    });
    expect(res.status).toBe(503);
    const [row] = await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.id, request.id));
    expect(row?.status).toBe("PENDING");
  });

  it("a subscription paid in ETH is refused (503), nothing charged", async () => {
    const investor = await createUser();
    await fund(investor.user.id, "ETHEREUM", "1");
    const plan = await createPlan({ minimumAmount: "1000" });
    feedAnswers(TINY_ETH);
    const res = await call(subscribeRoute, "/api/investments/subscribe", {
      token: investor.token,
      body: { planId: plan.id, asset: "ETHEREUM", amount: 1000 },
    });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ message: PRICES_UNAVAILABLE });
    expect(await balanceOf(investor.user.id, "ETHEREUM")).toBe("1");
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, investor.user.id))).toEqual(
      [],
    );
  });
});
