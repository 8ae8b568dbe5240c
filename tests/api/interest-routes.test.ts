import { GET as cronRoute } from "@/app/api/cron/interest/route";
import { POST as calculateRoute } from "@/app/api/investments/calculate-interest/route";
import { register } from "@/instrumentation";
import { resetEnvCache } from "@/lib/env";
import { startInterestCron } from "@/lib/interest/schedule";
import { stopJobWorker } from "@/lib/jobs/worker";
import { stopReservesCron } from "@/lib/reserves/schedule";
import { subscribe } from "@/lib/investments/subscribe";
import type { ScheduledTask } from "node-cron";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { balanceOf, createPlan, expectBooksBalanced, fund } from "../helpers/money";

setupTestDb();
afterEach(expectBooksBalanced);

const CRON = "/api/cron/interest";
const CALC = "/api/investments/calculate-interest";
const secret = process.env.CRON_SECRET!;

afterEach(() => {
  process.env.CRON_SECRET = secret;
  resetEnvCache();
});

describe("GET /api/cron/interest", () => {
  it.each([
    ["no Authorization header", {}],
    ["a wrong secret", { authorization: "Bearer not-the-secret" }],
    ["the secret without Bearer", { authorization: secret }],
    ["a secret with extra characters", { authorization: `Bearer ${secret}x` }],
  ])("answers 401 for %s", async (_label, headers) => {
    const res = await call(cronRoute, CRON, { headers });
    expect(res.status).toBe(401);
  });

  it("refuses every call while CRON_SECRET is unset", async () => {
    delete process.env.CRON_SECRET;
    resetEnvCache();
    for (const authorization of ["Bearer ", "Bearer undefined", `Bearer ${secret}`]) {
      const res = await call(cronRoute, CRON, { headers: { authorization } });
      expect(res.status).toBe(403);
    }
  });

  it("credits today's interest with the right secret, once", async () => {
    const plan = await createPlan({ minimumAmount: "3650", interestRate: "10", totalReturns: "50" });
    const { user } = await createUser();
    await fund(user.id, "USDT", "3650");
    await subscribe({ userId: user.id, planId: plan.id, asset: "USDT", amount: "3650" });
    const res = await call(cronRoute, CRON, { headers: { authorization: `Bearer ${secret}` } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ processed: 1, totalCredited: 1, completed: 0 });
    const again = await call(cronRoute, CRON, { headers: { authorization: `Bearer ${secret}` } });
    expect(again.body.data.processed).toBe(0);
    expect(await balanceOf(user.id, "USD")).toBe("1");
  });
});

describe("POST /api/investments/calculate-interest", () => {
  it("answers 401 without a session and 403 for an investor", async () => {
    expect((await call(calculateRoute, CALC, { body: {} })).status).toBe(401);
    const { token } = await createUser();
    expect((await call(calculateRoute, CALC, { token, body: {} })).status).toBe(403);
  });

  it("runs the day's crediting for an admin and reports numbers", async () => {
    const { token } = await createUser({ role: "ADMIN" });
    const res = await call(calculateRoute, CALC, { token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Interest calculation completed successfully");
    expect(res.body.data).toEqual({
      processed: expect.any(Number),
      totalCredited: expect.any(Number),
      completed: expect.any(Number),
      days: 1, // the days credited by this run (more after missed midnights)
    });
  });
});

describe("the daily schedule", () => {
  const g = globalThis as unknown as { __apexInterestCron?: ScheduledTask };
  afterEach(async () => {
    await g.__apexInterestCron?.destroy();
    g.__apexInterestCron = undefined;
    // register() starts the rest of the server's background work too: stopped here, or its next turn reads the
    // database after this file's environment is gone.
    await stopReservesCron();
    await stopJobWorker();
    process.env.INTEREST_CRON = "0";
    delete process.env.NEXT_RUNTIME;
    resetEnvCache();
  });

  it("is not registered when INTEREST_CRON=0", async () => {
    process.env.NEXT_RUNTIME = "nodejs";
    await register();
    expect(g.__apexInterestCron).toBeUndefined();
  });

  it("is not registered outside the Node.js runtime", async () => {
    process.env.INTEREST_CRON = "1";
    process.env.NEXT_RUNTIME = "edge";
    resetEnvCache();
    await register();
    expect(g.__apexInterestCron).toBeUndefined();
  });

  it("is registered once, for 00:00 UTC, however often start-up runs", async () => {
    process.env.INTEREST_CRON = "1";
    process.env.NEXT_RUNTIME = "nodejs";
    resetEnvCache();
    await register();
    const task = g.__apexInterestCron!;
    expect(task).toBeDefined();
    expect(startInterestCron()).toBe(false);
    await register();
    expect(g.__apexInterestCron).toBe(task);
    const next = task.getNextRun()!;
    expect([next.getUTCHours(), next.getUTCMinutes(), next.getUTCSeconds()]).toEqual([0, 0, 0]);
  });
});
