import http from "node:http";
import type { AddressInfo } from "node:net";
import { GET as fxRatesRoute } from "@/app/api/fx-rates/route";
import { resetEnvCache } from "@/lib/env";
import { clearFxCache } from "@/lib/fx/get-fx-rates";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

setupTestDb();

let server: http.Server;
let feedBody = "";

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(feedBody);
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

const fxRates = (token?: string) => call(fxRatesRoute, "/api/fx-rates", { token });

describe("GET /api/fx-rates", () => {
  it("refuses a caller without a session", async () => {
    const res = await fxRates();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String), code: "AUTHENTICATION_REQUIRED" });
  });

  it("gives a signed-in investor the fallback rates, marked not live, when no feed is set", async () => {
    const { token } = await createUser();
    const res = await fxRates(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      base: "USD",
      rates: { USD: "1", EUR: "0.92", GBP: "0.78", JPY: "150", BTC: "0.000008582585933" },
      asOf: "2026-11-25",
      live: false,
    });
  });

  it("gives the feed's rates, USD-based, to any signed-in user", async () => {
    process.env.FX_FEED_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/latest`;
    resetEnvCache();
    clearFxCache();
    feedBody = JSON.stringify({
      base: "EUR",
      date: "2026-11-24",
      rates: { USD: 1.0912, GBP: 0.84825, JPY: 163.45 },
    });
    const admin = await createUser({ role: "ADMIN" });
    const res = await fxRates(admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      base: "USD",
      rates: {
        USD: "1",
        EUR: "0.9164222874",
        GBP: "0.7773552053",
        JPY: "149.7892229",
        BTC: "0.000008582585933",
      },
      asOf: "2026-11-24",
      live: true,
    });
  });
});
