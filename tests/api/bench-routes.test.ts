// The bench-only handlers (lib/bench/bench-route.ts) answer only on a server started for the bench, and a
// 404 otherwise, whoever asks. The switch is read when the module loads, so each case loads it afresh.
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import type { Handler } from "../helpers/routes";

setupTestDb();

function loadWith(env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  let routes: { empty: Handler; balances: Handler; beforeSessions: Handler; validate: Handler } | undefined;
  try {
    jest.isolateModules(() => {
      routes = {
        empty: require("@/app/api/bench/empty/route").GET,
        balances: require("@/app/api/bench/balances/route").GET,
        beforeSessions: require("@/app/api/bench/balances-before-sessions/route").GET,
        validate: require("@/app/api/bench/validate/route").POST,
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
