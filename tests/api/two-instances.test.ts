// Scale-out (docs/decisions.md, "Running N instances behind a load balancer"): two app instances on one database. Each instance is a
// separate copy of every app module (jest.isolateModules), so nothing one keeps in memory (the token
// key, the prepared session query, the environment, the price cache) is the other's; they share only the
// database, as N replicas behind a load balancer do. The connection pool is the one thing they share
// here (db/client keeps it on globalThis): each run still takes its own connections on Postgres.
import { subscribe } from "@/lib/investments/subscribe";
import { setupTestDb } from "../helpers/db";
import { createUser, DEFAULT_PASSWORD } from "../helpers/factories";
import { call } from "../helpers/http";
import { balanceOf, createPlan, expectBooksBalanced, fund } from "../helpers/money";
import type { Handler } from "../helpers/routes";
import { freshIp } from "./auth-helpers";

setupTestDb();
beforeAll(() => jest.spyOn(console, "log").mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

type Instance = {
  signin: Handler;
  balances: Handler;
  validate: Handler;
  changePassword: Handler;
  cron: Handler;
  tokenKey: unknown;
};

function startInstance(): Instance {
  let instance: Instance | undefined;
  jest.isolateModules(() => {
    instance = {
      signin: require("@/app/api/auth/signin/route").POST,
      balances: require("@/app/api/users/balances/route").GET,
      validate: require("@/app/api/validate/route").POST,
      changePassword: require("@/app/api/auth/change-password/route").POST,
      cron: require("@/app/api/cron/interest/route").GET,
      tokenKey: require("@/lib/auth/token-key").tokenKey,
    };
  });
  return instance!;
}

const a = startInstance();
const b = startInstance();

it("runs two instances that share no module state", () => {
  expect(a.tokenKey).not.toBe(b.tokenKey);
  expect(a.balances).not.toBe(b.balances);
});

it("honours on one instance a session minted by the other, and ends it on both at once", async () => {
  const { user } = await createUser();
  const signin = await call(a.signin, "/api/auth/signin", {
    body: { email: user.email, password: DEFAULT_PASSWORD },
    headers: freshIp(),
  });
  expect(signin.status).toBe(200);
  const token: string = signin.body.token;

  // Instance B has read this session (any per-instance cache would now hold it)...
  expect((await call(b.balances, "/api/users/balances", { token })).status).toBe(200);
  expect((await call(b.validate, "/api/validate", { method: "POST", token })).body).toEqual({
    isAuthenticated: true,
    role: "INVESTOR",
  });

  // ...then the password changes on A, which bumps the token version in the database.
  const changed = await call(a.changePassword, "/api/auth/change-password", {
    token,
    body: { currentPassword: DEFAULT_PASSWORD, newPassword: "Another-Horse-10" },
  });
  expect(changed.status).toBe(200);

  // B refuses the old token on the very next request; the token A re-issued works on B.
  expect((await call(b.balances, "/api/users/balances", { token })).status).toBe(401);
  expect((await call(b.validate, "/api/validate", { method: "POST", token })).body).toEqual({
    isAuthenticated: false,
  });
  expect((await call(a.balances, "/api/users/balances", { token })).status).toBe(401);
  const fresh = changed.body.token as string;
  expect((await call(b.balances, "/api/users/balances", { token: fresh })).status).toBe(200);
});

it("credits interest once when both instances' cron triggers fire at the same moment", async () => {
  const plan = await createPlan({ minimumAmount: "3650", interestRate: "10", totalReturns: "50" });
  const { user } = await createUser();
  await fund(user.id, "USDT", "3650");
  await subscribe({ userId: user.id, planId: plan.id, asset: "USDT", amount: "3650" });
  const trigger = { headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } };

  const runs = await Promise.all([
    call(a.cron, "/api/cron/interest", trigger),
    call(b.cron, "/api/cron/interest", trigger),
  ]);

  expect(runs.map((r) => r.status)).toEqual([200, 200]);
  expect(runs.map((r) => r.body.data.processed).sort()).toEqual([0, 1]);
  expect(await balanceOf(user.id, "USD")).toBe("1"); // 3650 × 10% / 365, once
  await expectBooksBalanced();
});
