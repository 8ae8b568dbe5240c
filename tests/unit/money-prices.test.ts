import http from "node:http";
import type { AddressInfo } from "node:net";
import { resetEnvCache } from "@/lib/env";
import { clearPriceCache, getUsdPrices } from "@/lib/prices/usd-prices";

const FALLBACK = { USD: "1", BITCOIN: "116515", ETHEREUM: "4274.31", USDT: "1", USDC: "1" };
const original = process.env.PRICE_FEED_URL;

let server: http.Server;
let hits = 0;
let respond: (res: http.ServerResponse) => void = (res) => res.end("{}");

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    hits++;
    respond(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  process.env.PRICE_FEED_URL = original;
  resetEnvCache();
  clearPriceCache();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function useFeed() {
  process.env.PRICE_FEED_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/simple/price`;
  resetEnvCache();
  clearPriceCache();
  hits = 0;
}

const json = (body: unknown) => (res: http.ServerResponse) => {
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify(body));
};

describe("USD prices", () => {
  it("falls back to the spec's values when the feed is unreachable", async () => {
    process.env.PRICE_FEED_URL = original;
    resetEnvCache();
    clearPriceCache();
    expect(await getUsdPrices()).toEqual(FALLBACK);
  });

  it("reads a CoinGecko-style feed and caches it for a minute", async () => {
    useFeed();
    respond = json({
      bitcoin: { usd: 100000.5 },
      ethereum: { usd: 3000 },
      tether: { usd: 0.9998 },
      "usd-coin": { usd: 1.0001 },
    });
    const prices = await getUsdPrices();
    expect(prices).toEqual({
      USD: "1",
      BITCOIN: "100000.5",
      ETHEREUM: "3000",
      USDT: "0.9998",
      USDC: "1.0001",
    });
    await getUsdPrices();
    expect(hits).toBe(1);
  });

  it("uses the fallback for a coin the feed leaves out or garbles", async () => {
    useFeed();
    respond = json({ bitcoin: { usd: 99000 }, ethereum: { usd: "lots" }, tether: { usd: -1 } });
    expect(await getUsdPrices()).toEqual({ ...FALLBACK, BITCOIN: "99000" });
  });

  it("falls back on an error status or a body that is not JSON", async () => {
    useFeed();
    respond = (res) => {
      res.statusCode = 503;
      res.end("down");
    };
    expect(await getUsdPrices()).toEqual(FALLBACK);
    useFeed();
    respond = (res) => res.end("<html>");
    expect(await getUsdPrices()).toEqual(FALLBACK);
  });

  it("gives up on a feed that does not answer within about two seconds", async () => {
    useFeed();
    respond = () => {}; // never answers
    const started = Date.now();
    expect(await getUsdPrices()).toEqual(FALLBACK);
    expect(Date.now() - started).toBeLessThan(4000);
  });
});
