// The display currencies' rates: fetched from FX_FEED_URL and cached, fixed fallback rates (live: false) whenever
// no feed is set or it is unreachable or malformed, and BTC from the platform's BTC price.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { resetEnvCache } from "@/lib/env";
import { clearFxCache, getFxRates } from "@/lib/fx/get-fx-rates";
import { clearPriceCache } from "@/lib/prices/usd-prices";

const ECB = fs.readFileSync(path.join(__dirname, "../fixtures/fx/eurofxref-daily.xml"), "utf8");
const TRUNCATED = fs.readFileSync(
  path.join(__dirname, "../fixtures/fx/eurofxref-daily-truncated.xml"),
  "utf8",
);
// No price feed in tests: the platform quotes its fallback BTC price, 116515 USD.
const BTC_AT_FALLBACK_PRICE = "0.000008582585933";
const FALLBACK = {
  base: "USD",
  rates: { USD: "1", EUR: "0.92", GBP: "0.78", JPY: "150", BTC: BTC_AT_FALLBACK_PRICE },
  asOf: "2026-11-25",
  live: false,
};

let server: http.Server;
let hits = 0;
let respond: (res: http.ServerResponse) => void = (res) => res.end(ECB);

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    hits++;
    respond(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterEach(() => {
  delete process.env.FX_FEED_URL;
  resetEnvCache();
  clearFxCache();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function useFeed(url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/eurofxref-daily.xml`) {
  process.env.FX_FEED_URL = url;
  resetEnvCache();
  clearFxCache();
  clearPriceCache();
  hits = 0;
}

const body =
  (text: string, status = 200) =>
  (res: http.ServerResponse) => {
    res.statusCode = status;
    res.setHeader("content-type", "text/xml");
    res.end(text);
  };

describe("getFxRates", () => {
  it("gives the fixed fallback rates when no feed is set", async () => {
    delete process.env.FX_FEED_URL;
    resetEnvCache();
    clearFxCache();
    expect(await getFxRates()).toEqual(FALLBACK);
  });

  it("gives the fallback rates when the feed is unreachable", async () => {
    useFeed("http://127.0.0.1:9/unreachable");
    expect(await getFxRates()).toEqual(FALLBACK);
  });

  it.each([
    ["a cut-off file", body(TRUNCATED)],
    ["an error status", body("<html>Bad gateway</html>", 502)],
  ])("gives the fallback rates for %s", async (_case, answer) => {
    useFeed();
    respond = answer;
    expect(await getFxRates()).toEqual(FALLBACK);
  });

  it("reads the ECB file, live, and fetches it once while cached (concurrent callers share one request)", async () => {
    useFeed();
    respond = body(ECB);
    const [first, second] = await Promise.all([getFxRates(), getFxRates()]);
    expect(first).toEqual({
      base: "USD",
      rates: {
        USD: "1",
        EUR: "0.9487666034",
        GBP: "0.7960910816",
        JPY: "129.9905123",
        BTC: BTC_AT_FALLBACK_PRICE,
      },
      asOf: "2022-04-29",
      live: true,
    });
    expect(second).toEqual(first);
    await getFxRates();
    expect(hits).toBe(1);
  });

  it("asks again soon after a failure, so the live rates return once the feed does", async () => {
    useFeed();
    respond = body("", 503);
    expect((await getFxRates()).live).toBe(false);
    clearFxCache();
    respond = body(ECB);
    expect((await getFxRates()).live).toBe(true);
  });
});
