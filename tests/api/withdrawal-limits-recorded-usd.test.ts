// Withdrawal limits count each request at the USD value recorded when it was made: a later price move neither
// frees a limit (the price falls) nor uses it up (the price rises). A request from before values were recorded
// (usd_value null) is counted at today's price.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { PUT as levelLimitsRoute } from "@/app/api/admin/withdrawal-limits/route";
import { GET as myLimitsRoute } from "@/app/api/users/withdrawal-limits/route";
import { withdrawalLimits, withdrawalRequests } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { clearPriceCache } from "@/lib/prices/usd-prices";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectBooksBalanced, fund } from "../helpers/money";

const { db } = setupTestDb();

const unreachableFeed = process.env.PRICE_FEED_URL;
let server: http.Server;
let ethPrice = 4000;
let adminToken: string;

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(
      JSON.stringify({
        bitcoin: { usd: 100000 },
        ethereum: { usd: ethPrice },
        tether: { usd: 1 },
        "usd-coin": { usd: 1 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.PRICE_FEED_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/simple/price`;
  resetEnvCache();
  adminToken = (await createUser({ role: "ADMIN", adminRole: "FINANCE" })).token;
});
afterEach(async () => {
  await db().delete(withdrawalLimits);
});
afterAll(async () => {
  process.env.PRICE_FEED_URL = unreachableFeed;
  resetEnvCache();
  clearPriceCache();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The feed moves; the next read sees it. A move of a tenth stays well inside any plausibility band. */
function priceOfEthIs(usd: number) {
  ethPrice = usd;
  clearPriceCache();
}

const setDaily = (daily: string) =>
  call(levelLimitsRoute, "/api/admin/withdrawal-limits", {
    method: "PUT",
    token: adminToken,
    body: { level: "UNVERIFIED", daily, monthly: null },
  });
const daily = async (token: string) =>
  (await call(myLimitsRoute, "/api/users/withdrawal-limits", { token })).body.daily;
const withdrawEth = (userId: number, amount: string) =>
  openWithdrawalRequest({
    userId,
    asset: "ETHEREUM",
    amount,
    network: "Ethereum Network",
    address: "0x742d35Cc6634C0532925a3b844Bc454e4438f44e",
  });
const recordedUsd = async (id: number) =>
  (await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id)))[0]!.usdValue;

it("records each request's USD value at its own price and sums those, whatever the price does later", async () => {
  expect((await setDaily("2000")).status).toBe(200);
  const investor = await createUser();
  await fund(investor.user.id, "ETHEREUM", "1");

  priceOfEthIs(4000);
  const first = await withdrawEth(investor.user.id, "0.2");
  expect(Number(await recordedUsd(first.id))).toBe(800);

  // The price falls: what was withdrawn at $4,000 still used $800, not $720.
  priceOfEthIs(3600);
  expect(await daily(investor.token)).toEqual({ limit: "2000.00", used: "800.00", remaining: "1200.00" });
  const second = await withdrawEth(investor.user.id, "0.3");
  expect(Number(await recordedUsd(second.id))).toBe(1080);

  // Back at $4,000: $1,880 used (at today's price it would read $2,000 and refuse what is left).
  priceOfEthIs(4000);
  expect(await daily(investor.token)).toEqual({ limit: "2000.00", used: "1880.00", remaining: "120.00" });
  const third = await withdrawEth(investor.user.id, "0.03");
  expect(Number(await recordedUsd(third.id))).toBe(120);
  await expect(withdrawEth(investor.user.id, "0.001")).rejects.toMatchObject({
    status: 400,
    message: "This withdrawal is above your withdrawal limit",
    extra: { limit: { period: "daily", limit: "2000.00", remaining: "0.00" } },
  });
  await expectBooksBalanced();
});

it("counts a request without a recorded value (made before values were recorded) at today's price", async () => {
  expect((await setDaily("5000")).status).toBe(200);
  const investor = await createUser();
  await fund(investor.user.id, "ETHEREUM", "1");
  priceOfEthIs(4000);
  const old = await withdrawEth(investor.user.id, "0.5");
  await withdrawEth(investor.user.id, "0.1");
  await db().update(withdrawalRequests).set({ usdValue: null }).where(eq(withdrawalRequests.id, old.id));
  priceOfEthIs(3600);
  // 0.5 ETH at today's $3,600 plus the recorded $400.
  expect((await daily(investor.token)).used).toBe("2200.00");
});
