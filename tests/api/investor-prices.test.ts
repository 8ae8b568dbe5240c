import http from "node:http";
import type { AddressInfo } from "node:net";
import { GET as pricesRoute } from "@/app/api/prices/route";
import { resetEnvCache } from "@/lib/env";
import { clearPriceCache } from "@/lib/prices/usd-prices";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

setupTestDb();

const unreachableFeed = process.env.PRICE_FEED_URL;
let server: http.Server;
let feedBody: unknown = {};

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(feedBody));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterEach(() => {
  process.env.PRICE_FEED_URL = unreachableFeed;
  resetEnvCache();
  clearPriceCache();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const prices = (token?: string) => call(pricesRoute, "/api/prices", { token });

describe("GET /api/prices", () => {
  it("refuses a caller without a session", async () => {
    const res = await prices();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String), code: "AUTHENTICATION_REQUIRED" });
  });

  it("answers the fallback USD prices when the feed is unreachable", async () => {
    clearPriceCache();
    const { token } = await createUser();
    const res = await prices(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ prices: { USD: 1, BITCOIN: 116515, ETHEREUM: 4274.31, USDT: 1, USDC: 1 } });
  });

  it("answers the feed's prices, the ones subscriptions are charged at", async () => {
    process.env.PRICE_FEED_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/simple/price`;
    resetEnvCache();
    clearPriceCache();
    feedBody = {
      bitcoin: { usd: 98765.4321 },
      ethereum: { usd: 3210.5 },
      tether: { usd: 0.9998 },
      "usd-coin": { usd: 1.0001 },
    };
    const admin = await createUser({ role: "ADMIN" });
    const res = await prices(admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      prices: { USD: 1, BITCOIN: 98765.4321, ETHEREUM: 3210.5, USDT: 0.9998, USDC: 1.0001 },
    });
  });
});
