// Withdrawals of a user with two-factor on need the authenticator's code beside the PIN: missing or wrong,
// a 400 and nothing written; right, the usual request. Users without two-factor send no code (one sent is
// ignored).
import { eq, sql } from "drizzle-orm";
import { POST as withdrawRoute } from "@/app/api/withdrawals/route";
import { queryRows } from "@/db/client";
import { users } from "@/db/schema";
import { replaceRecoveryCodes } from "@/lib/two-factor/recovery-codes";
import { totpCode } from "@/lib/two-factor/totp";
import { sealTotpSecret } from "@/lib/two-factor/two-factor-secret";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { balanceOf, expectBooksBalanced, fund, setPin } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

const realNow = Date.now.bind(Date);
let offset = 0;
beforeEach(() => {
  offset = 0;
  jest.spyOn(Date, "now").mockImplementation(() => realNow() + offset);
});
afterEach(() => jest.restoreAllMocks());

const PATH = "/api/withdrawals";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const body = (patch: Record<string, unknown> = {}) => ({
  amount: "0.25",
  asset: "BITCOIN",
  address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
  pin: "4821",
  ...patch,
});
const wrongCode = () => (totpCode(SECRET) === "000000" ? "111111" : "000000");

async function investor({ twoFactor }: { twoFactor: boolean }) {
  const created = await createUser();
  await setPin(created.user.id, "4821");
  await fund(created.user.id, "BITCOIN", "1");
  if (twoFactor)
    await db()
      .update(users)
      .set({ twoFactorSecret: sealTotpSecret(created.user.id, SECRET), twoFactorEnabledAt: new Date() })
      .where(eq(users.id, created.user.id));
  return created;
}

async function written(userId: number) {
  const [c] = await queryRows<{ requests: number; entries: number }>(
    db(),
    sql`select (select count(*) from withdrawal_requests where user_id = ${userId})::int as requests,
               (select count(*) from ledger_entries where user_id = ${userId} and kind = 'WITHDRAWAL')::int as entries`,
  );
  return { requests: Number(c.requests), entries: Number(c.entries) };
}

describe("POST /api/withdrawals with two-factor on", () => {
  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["not text", 123456],
  ])("asks for the code when it is %s, before the PIN is even tried", async (_label, otp) => {
    const { user, token } = await investor({ twoFactor: true });
    const res = await call(withdrawRoute, PATH, { token, body: body({ otp, pin: "0000" }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Enter the 6-digit code from your authenticator app.",
      code: "TWO_FACTOR_REQUIRED",
    });
    const [u] = await db().select().from(users).where(eq(users.id, user.id));
    expect(u.pinFailedAttempts).toBe(0);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("1");
    expect(await written(user.id)).toEqual({ requests: 0, entries: 0 });
  });

  it.each([
    ["a wrong code", wrongCode()],
    ["a malformed code", "12ab56"],
    ["a recovery code", "recovery"],
  ])("refuses %s and debits nothing", async (_label, otp) => {
    const { user, token } = await investor({ twoFactor: true });
    const code = otp === "recovery" ? (await replaceRecoveryCodes(db(), user.id))[0] : otp;
    const res = await call(withdrawRoute, PATH, { token, body: body({ otp: code }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Invalid authentication code.", code: "INVALID_TWO_FACTOR_CODE" });
    expect(await balanceOf(user.id, "BITCOIN")).toBe("1");
    expect(await written(user.id)).toEqual({ requests: 0, entries: 0 });
  });

  it("checks the PIN first, so a wrong PIN does not spend the code", async () => {
    const { user, token } = await investor({ twoFactor: true });
    const otp = totpCode(SECRET);
    const wrongPin = await call(withdrawRoute, PATH, { token, body: body({ otp, pin: "0000" }) });
    expect(wrongPin.body.message).toBe("Invalid withdrawal pin.");
    const res = await call(withdrawRoute, PATH, { token, body: body({ otp }) });
    expect(res.status).toBe(200);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.75");
  });

  it("takes the right code once: the request is made; the same code again is refused", async () => {
    const { user, token } = await investor({ twoFactor: true });
    const otp = totpCode(SECRET);
    const res = await call(withdrawRoute, PATH, {
      token,
      body: body({ otp: `${otp.slice(0, 3)} ${otp.slice(3)}` }),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Withdrawal request submitted and pending approval");
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.75");

    const replay = await call(withdrawRoute, PATH, { token, body: body({ otp }) });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe("Invalid authentication code.");
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.75");

    offset += 30_000;
    expect((await call(withdrawRoute, PATH, { token, body: body({ otp: totpCode(SECRET) }) })).status).toBe(
      200,
    );
    expect(await written(user.id)).toEqual({ requests: 2, entries: 2 });
  });

  it("limits wrong codes: past ten, a 429 even for the right one", async () => {
    const { user, token } = await investor({ twoFactor: true });
    for (let i = 0; i < 10; i++)
      expect((await call(withdrawRoute, PATH, { token, body: body({ otp: wrongCode() }) })).status).toBe(400);
    const res = await call(withdrawRoute, PATH, { token, body: body({ otp: totpCode(SECRET) }) });
    expect(res.status).toBe(429);
    expect(await written(user.id)).toEqual({ requests: 0, entries: 0 });
  });
});

describe("POST /api/withdrawals with two-factor off", () => {
  it("needs no code and ignores one sent", async () => {
    const { user, token } = await investor({ twoFactor: false });
    expect((await call(withdrawRoute, PATH, { token, body: body() })).status).toBe(200);
    expect((await call(withdrawRoute, PATH, { token, body: body({ otp: "nonsense" }) })).status).toBe(200);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.5");
  });
});
