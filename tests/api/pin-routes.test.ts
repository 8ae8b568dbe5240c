import { eq } from "drizzle-orm";
import { POST as changePin } from "@/app/api/auth/user/change-withdrawal-pin/route";
import { POST as setPinRoute } from "@/app/api/auth/user/set-withdrawal-pin/route";
import { GET as pinStatus } from "@/app/api/auth/user/withdrawal-pin-status/route";
import { POST as withdrawRoute } from "@/app/api/withdrawals/route";
import { users } from "@/db/schema";
import { verifySecret } from "@/lib/auth/password";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { balanceOf, expectBooksBalanced, fund, setPin } from "../helpers/money";
import { mailedTo } from "../helpers/jobs";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

const STATUS = "/api/auth/user/withdrawal-pin-status";
const SET = "/api/auth/user/set-withdrawal-pin";
const CHANGE = "/api/auth/user/change-withdrawal-pin";
const WITHDRAW = "/api/withdrawals";

const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];
const withdraw = (token: string, pin: string) =>
  call(withdrawRoute, WITHDRAW, {
    token,
    body: { amount: "0.01", asset: "BITCOIN", address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh", pin },
  });

describe("withdrawal PIN routes", () => {
  it("answer 401 without a session", async () => {
    expect((await call(pinStatus, STATUS)).status).toBe(401);
    expect((await call(setPinRoute, SET, { body: { pin: "1234" } })).status).toBe(401);
    expect((await call(changePin, CHANGE, { body: { currentPin: "1234", newPin: "5678" } })).status).toBe(
      401,
    );
  });

  it("set a PIN once, stored as an Argon2id hash, and report only its existence", async () => {
    const { user, token } = await createUser();
    expect((await call(pinStatus, STATUS, { token })).body).toEqual({ hasPin: false });
    const res = await call(setPinRoute, SET, { token, body: { pin: "0427" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Withdrawal pin set successfully" });
    expect((await call(pinStatus, STATUS, { token })).body).toEqual({ hasPin: true });
    const row = await userRow(user.id);
    expect(row.withdrawalPinHash).toMatch(/^\$argon2id\$/);
    expect(await verifySecret(row.withdrawalPinHash, "0427")).toBe(true);
  });

  it("refuses a second PIN with 409", async () => {
    const { user, token } = await createUser();
    await call(setPinRoute, SET, { token, body: { pin: "1111" } });
    const res = await call(setPinRoute, SET, { token, body: { pin: "2222" } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Withdrawal pin already set. Use change pin instead.");
    expect(await verifySecret((await userRow(user.id)).withdrawalPinHash, "1111")).toBe(true);
  });

  it("sets the PIN only once when two requests race", async () => {
    const { token } = await createUser();
    const results = await Promise.all([
      call(setPinRoute, SET, { token, body: { pin: "1111" } }),
      call(setPinRoute, SET, { token, body: { pin: "2222" } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it.each([[undefined], ["123"], ["12345"], ["12a4"], [1234], [""], [" 1234"]])(
    "refuses the PIN %p: 'Pin must be 4 digits'",
    async (pin) => {
      const { user, token } = await createUser();
      const res = await call(setPinRoute, SET, { token, body: { pin } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Pin must be 4 digits");
      expect((await userRow(user.id)).withdrawalPinHash).toBeNull();
    },
  );

  describe("change", () => {
    it("changes the PIN with the right current one", async () => {
      const { user, token } = await createUser();
      await setPin(user.id, "1234");
      const res = await call(changePin, CHANGE, { token, body: { currentPin: "1234", newPin: "9876" } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: "PIN changed successfully!" });
      const row = await userRow(user.id);
      expect(await verifySecret(row.withdrawalPinHash, "9876")).toBe(true);
      expect(await verifySecret(row.withdrawalPinHash, "1234")).toBe(false);
    });

    it("refuses a wrong current PIN and keeps the old one", async () => {
      const { user, token } = await createUser();
      await setPin(user.id, "1234");
      const res = await call(changePin, CHANGE, { token, body: { currentPin: "4321", newPin: "9876" } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Current PIN is incorrect");
      expect(await verifySecret((await userRow(user.id)).withdrawalPinHash, "1234")).toBe(true);
    });

    it("refuses to change a PIN that was never set", async () => {
      const { token } = await createUser();
      const res = await call(changePin, CHANGE, { token, body: { currentPin: "1234", newPin: "9876" } });
      expect(res.status).toBe(400);
    });

    it.each([
      [{ newPin: "9876" }, "Current PIN is required"],
      [{ currentPin: "", newPin: "9876" }, "Current PIN is required"],
      [{ currentPin: "123", newPin: "9876" }, "Current PIN must be exactly 4 digits"],
      [{ currentPin: "12345", newPin: "9876" }, "Current PIN must be exactly 4 digits"],
      [{ currentPin: "1234", newPin: "987" }, "New PIN must be exactly 4 digits"],
      [{ currentPin: "1234" }, "New PIN must be exactly 4 digits"],
      [{ currentPin: "1234", newPin: "98a6" }, "PIN must contain only numbers"],
      [{ currentPin: "12b4", newPin: "9876" }, "PIN must contain only numbers"],
    ])("refuses %p with '%s'", async (input, message) => {
      const { user, token } = await createUser();
      await setPin(user.id, "1234");
      const res = await call(changePin, CHANGE, { token, body: input });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await userRow(user.id)).pinFailedAttempts).toBe(0);
    });
  });

  describe("lockout after five wrong PINs", () => {
    it("locks PIN use for 30 minutes, refuses even the right PIN, and e-mails the user once", async () => {
      const { user, token } = await createUser();
      await setPin(user.id, "2468");
      await fund(user.id, "BITCOIN", "1");
      for (let i = 0; i < 4; i++) {
        const res = await withdraw(token, "0000");
        expect(res.status).toBe(400);
        expect(res.body.message).toBe("Invalid withdrawal pin.");
      }
      const fifth = await withdraw(token, "0000");
      expect(fifth.status).toBe(429);
      expect(fifth.body.message).toMatch(/locked for 30 minutes/);
      const row = await userRow(user.id);
      const minutes = (row.pinLockedUntil!.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(29);
      expect(minutes).toBeLessThanOrEqual(30.1);

      const right = await withdraw(token, "2468");
      expect(right.status).toBe(429);
      expect(right.headers.get("retry-after")).toBeTruthy();
      const viaChange = await call(changePin, CHANGE, {
        token,
        body: { currentPin: "2468", newPin: "1357" },
      });
      expect(viaChange.status).toBe(429);
      expect(await balanceOf(user.id, "BITCOIN")).toBe("1");

      const mails = await mailedTo(user.email);
      expect(mails.filter((m) => /locked/i.test(m.subject))).toHaveLength(1);
    });

    it("accepts the right PIN again once the lock has expired, with a fresh count", async () => {
      const { user, token } = await createUser();
      await setPin(user.id, "2468");
      await fund(user.id, "BITCOIN", "1");
      await db()
        .update(users)
        .set({ pinLockedUntil: new Date(Date.now() - 1000), pinFailedAttempts: 0 })
        .where(eq(users.id, user.id));
      expect((await withdraw(token, "2468")).status).toBe(200);
      expect((await withdraw(token, "0000")).status).toBe(400);
    });

    it("counts wrong current PINs on the change route towards the same lock", async () => {
      const { user, token } = await createUser();
      await setPin(user.id, "2468");
      for (let i = 0; i < 3; i++)
        await call(changePin, CHANGE, { token, body: { currentPin: "1111", newPin: "1357" } });
      await withdraw(token, "0000");
      const fifth = await call(changePin, CHANGE, { token, body: { currentPin: "1111", newPin: "1357" } });
      expect(fifth.status).toBe(429);
    });

    it("resets the count after a right PIN", async () => {
      const { user, token } = await createUser();
      await setPin(user.id, "2468");
      await fund(user.id, "BITCOIN", "1");
      for (let i = 0; i < 4; i++) await withdraw(token, "0000");
      expect((await withdraw(token, "2468")).status).toBe(200);
      expect((await userRow(user.id)).pinFailedAttempts).toBe(0);
      for (let i = 0; i < 4; i++) expect((await withdraw(token, "0000")).status).toBe(400);
    });

    it("cannot be outrun by simultaneous wrong guesses: the lock trips once", async () => {
      const { user, token } = await createUser();
      await setPin(user.id, "2468");
      await fund(user.id, "BITCOIN", "1");
      const results = await Promise.all(Array.from({ length: 12 }, () => withdraw(token, "0000")));
      const wrong = results.filter((r) => r.status === 400).length;
      const locked = results.filter((r) => r.status === 429).length;
      expect(wrong).toBeLessThanOrEqual(4);
      expect(wrong + locked).toBe(12);
      expect((await userRow(user.id)).pinLockedUntil!.getTime()).toBeGreaterThan(Date.now());
      expect((await mailedTo(user.email)).filter((m) => /locked/i.test(m.subject))).toHaveLength(1);
      expect((await withdraw(token, "2468")).status).toBe(429);
    });
  });
});
