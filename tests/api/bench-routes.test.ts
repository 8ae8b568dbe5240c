// The bench-only handlers (bench/twins/bench-route.ts) answer only on a server started for the bench, and a
// 404 otherwise, whoever asks. The switch is read when the module loads, so each case loads it afresh.
import { getDb } from "@/db/client";
import { investmentPlans } from "@/db/schema";
import { BENCH_PLAN_MINIMUM } from "@/bench/twins/bench-writes";
import { creditDeposit } from "@/lib/deposits/credit-deposit";
import { reconcile } from "@/lib/ledger/reconcile";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import type { Handler } from "../helpers/routes";

setupTestDb();

function loadWith(env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  let routes:
    | {
        empty: Handler;
        balances: Handler;
        beforeSessions: Handler;
        validate: Handler;
        writes: Handler;
        transactions: Handler;
        transactionsBefore: Handler;
      }
    | undefined;
  try {
    jest.isolateModules(() => {
      routes = {
        empty: require("@/app/api/bench/empty/route").GET,
        balances: require("@/app/api/bench/balances/route").GET,
        beforeSessions: require("@/app/api/bench/balances-before-sessions/route").GET,
        validate: require("@/app/api/bench/validate/route").POST,
        writes: require("@/app/api/bench/writes/route").POST,
        transactions: require("@/app/api/bench/transactions/route").GET,
        transactionsBefore: require("@/app/api/bench/transactions-before/route").GET,
      };
    });
  } finally {
    process.env = saved;
  }
  return routes!;
}

const BENCH_DB = "postgres://postgres@127.0.0.1:5432/apex_bench_0a1b2c3d";

it.each([
  ["by default", {}],
  [
    "with the switch but not the bench's database",
    { APEX_BENCH_ROUTES: "1", DATABASE_URL: "postgres://h/apex" },
  ],
  ["with the bench's database but not the switch", { APEX_BENCH_ROUTES: "0", DATABASE_URL: BENCH_DB }],
  ["with the switch and no database (embedded)", { APEX_BENCH_ROUTES: "1", DATABASE_URL: undefined }],
])("answers 404 %s", async (_label, env) => {
  const { user, token } = await createUser();
  const routes = loadWith(env);
  for (const [handler, path] of [
    [routes.empty, "/api/bench/empty"],
    [routes.balances, `/api/bench/balances?userId=${user.id}`],
    [routes.beforeSessions, "/api/bench/balances-before-sessions"],
  ] as const) {
    const res = await call(handler, path, { token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not found", code: "NOT_FOUND" });
  }
  // The money write above all: refused before anything is written.
  const write = await call(
    routes.writes,
    `/api/bench/writes?op=credit&userId=${user.id}&adminId=${user.id}`,
    {
      method: "POST",
    },
  );
  expect(write.status).toBe(404);
  expect(await reconcile(await getDb())).toEqual([]);
  const balances = await call(routes.balances, `/api/bench/balances?userId=${user.id}`, { token });
  expect(balances.status).toBe(404);
});

it("writes money through the ledger and as the bare twin, and the books balance either way", async () => {
  const { user } = await createUser();
  const { user: admin } = await createUser({ role: "ADMIN" });
  await creditDeposit(undefined, { userId: user.id, asset: "USDT", amount: "100", adminId: admin.id });
  const db = await getDb();
  const plans = await db
    .insert(investmentPlans)
    .values(
      [1, 2].map((n) => ({
        name: `Bench ${n}`,
        interestRate: "1",
        minimumAmount: BENCH_PLAN_MINIMUM,
        maximumAmount: "1000",
        totalReturns: "10",
      })),
    )
    .returning();
  const routes = loadWith({ APEX_BENCH_ROUTES: "1", DATABASE_URL: BENCH_DB });
  for (const [i, bare] of [0, 1].entries()) {
    for (const op of ["withdrawal", "subscription", "credit"]) {
      const path = `/api/bench/writes?op=${op}&bare=${bare}&userId=${user.id}&planId=${plans[i].id}&adminId=${admin.id}`;
      const res = await call(routes.writes, path, { method: "POST" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: expect.any(Number) });
    }
  }
  expect(await reconcile(db)).toEqual([]);
  // 100 credited, two withdrawals of 1, two subscriptions of 10 (USDT at its fallback price of 1), two credits of 1.
  const balances = await call(routes.balances, `/api/bench/balances?userId=${user.id}`);
  expect(balances.body).toMatchObject({ balances: { Usdt: { usdtBalance: 80 } } });
  const bad = await call(routes.writes, `/api/bench/writes?op=transfer&userId=${user.id}`, {
    method: "POST",
  });
  expect(bad.status).toBe(400);

  // The list's query before it was prepared and slimmed answers exactly what the route answers now.
  const now = await call(routes.transactions, `/api/bench/transactions?userId=${user.id}`);
  const before = await call(routes.transactionsBefore, `/api/bench/transactions-before?userId=${user.id}`);
  expect((now.body as { transactions: unknown[] }).transactions).toHaveLength(7);
  expect(now.body).toEqual(before.body);
});

it("answers on a server started for the bench", async () => {
  const { user, token } = await createUser();
  const routes = loadWith({ APEX_BENCH_ROUTES: "1", DATABASE_URL: BENCH_DB });
  expect((await call(routes.empty, "/api/bench/empty")).body).toEqual({ ok: true });
  const balances = await call(routes.balances, `/api/bench/balances?userId=${user.id}`);
  expect(balances.body).toMatchObject({ mainBalance: 0, balances: { Bitcoin: { bitcoinBalance: 0 } } });
  const validate = await call(routes.validate, `/api/bench/validate?userId=${user.id}`, { method: "POST" });
  expect(validate.body).toEqual({ isAuthenticated: true, role: "INVESTOR" });
  // The twin with the authentication of before sessions still authenticates: a token, else 401.
  const signedIn = await call(routes.beforeSessions, "/api/bench/balances-before-sessions", { token });
  expect(signedIn.body).toEqual(balances.body);
  expect((await call(routes.beforeSessions, "/api/bench/balances-before-sessions")).status).toBe(401);
});
