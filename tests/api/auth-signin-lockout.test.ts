// Nobody can lock anybody out (docs/decisions.md, "Brute force"; before, six wrong passwords from rotating
// addresses made the real admin's right password fail with 429 for 900 s). Guessing stays bounded per
// client and slows per account.
import { POST as adminLoginRoute } from "@/app/api/auth/admin/login/route";
import { POST as resetRoute } from "@/app/api/auth/reset-password/route";
import { POST as forgotRoute } from "@/app/api/auth/forgot-password/route";
import { POST as signinRoute } from "@/app/api/auth/signin/route";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { freshIp, mailedResetToken } from "./auth-helpers";

setupTestDb();
beforeAll(() => jest.spyOn(console, "log").mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

type Client = Record<string, string>;
const signin = (client: Client, email: string, password: string) =>
  call(signinRoute, "/api/auth/signin", { body: { email, password }, headers: client });
const adminLogin = (client: Client, email: string, password: string) =>
  call(adminLoginRoute, "/api/auth/admin/login", { body: { email, password }, headers: client });

describe("sign-in limits without a lockout button", () => {
  it("lets the admin in with the right password after six wrong ones from rotating addresses", async () => {
    const { user, password } = await createUser({ role: "ADMIN" });
    for (let i = 0; i < 6; i++)
      expect((await adminLogin(freshIp(), user.email, `wrong-${i}`)).status).toBe(401);
    expect((await adminLogin(freshIp(), user.email, password)).status).toBe(200);
  });

  it("lets an investor in from their own device while others hammer the account", async () => {
    const { user, password } = await createUser();
    for (let i = 0; i < 12; i++) await signin(freshIp(), user.email, `wrong-${i}`);
    expect((await signin(freshIp(), user.email, password)).status).toBe(200);
  });

  it("stops one client after 5 attempts on an account, even with the right password", async () => {
    const { user, password } = await createUser();
    const client = freshIp();
    for (let i = 0; i < 5; i++) expect((await signin(client, user.email, `wrong-${i}`)).status).toBe(401);
    const res = await signin(client, user.email, password);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    // Another client still gets in.
    expect((await signin(freshIp(), user.email, password)).status).toBe(200);
  });

  it("counts both portals together for one client", async () => {
    const { user, password } = await createUser({ role: "ADMIN" });
    const client = freshIp();
    for (let i = 0; i < 3; i++) await adminLogin(client, user.email, "wrong-wrong");
    for (let i = 0; i < 2; i++) await signin(client, user.email, "wrong-wrong");
    expect((await adminLogin(client, user.email, password)).status).toBe(429);
  });

  it("slows an account under attack: a client that guessed wrong waits a growing delay", async () => {
    const { user, password } = await createUser();
    const guesser = freshIp();
    expect((await signin(guesser, user.email, "wrong-first")).status).toBe(401);
    for (let i = 0; i < 7; i++) await signin(freshIp(), user.email, `wrong-${i}`);
    // 8 failures: the wait is 2^(8-5) = 8 seconds from the last one.
    const waited = await signin(guesser, user.email, password);
    expect(waited.status).toBe(429);
    const retry = Number(waited.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(4);
    expect(retry).toBeLessThanOrEqual(8);
    expect(waited.body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds\.$/);
    // A client with no failures of its own is not held up: a wrong guess is answered (and counted) ...
    expect((await signin(freshIp(), user.email, "wrong-again")).status).toBe(401);
    // ... and the owner's right password goes through.
    expect((await signin(freshIp(), user.email, password)).status).toBe(200);
  });

  it("lets a client that guessed wrong try again once the account's short wait is over", async () => {
    const { user, password } = await createUser();
    const guesser = freshIp();
    await signin(guesser, user.email, "wrong-first");
    for (let i = 0; i < 4; i++) await signin(freshIp(), user.email, `wrong-${i}`);
    // 5 failures: a 1-second wait.
    expect((await signin(guesser, user.email, password)).status).toBe(429);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await signin(guesser, user.email, password)).status).toBe(200);
  });

  it("ends every sign-in limit on the account with a password reset", async () => {
    const { user } = await createUser();
    const client = freshIp();
    for (let i = 0; i < 6; i++) await signin(client, user.email, `wrong-${i}`);
    expect((await signin(client, user.email, "anything-else")).status).toBe(429);
    await call(forgotRoute, "/api/auth/forgot-password", { body: { email: user.email }, headers: freshIp() });
    const token = await mailedResetToken(user.email);
    expect(
      (await call(resetRoute, "/api/auth/reset-password", { body: { token, password: "Fresh-pass-42" } }))
        .status,
    ).toBe(200);
    expect((await signin(client, user.email, "Fresh-pass-42")).status).toBe(200);
  });
});
