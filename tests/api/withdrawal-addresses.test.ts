// The withdrawal address book (docs/decisions.md, "Withdrawal addresses"): add → e-mailed link → confirm →
// COOLING_DOWN → ACTIVE once the clock (lib/clock.ts) has passed the cool-down; the token's refusals; removal
// behind the PIN and the code; "whitelist only" refusing unsaved and cooling addresses with nothing written,
// and its guarded, delayed switch-off; the new-address mark and notice, the first time only.
import { eq, sql } from "drizzle-orm";
import { GET as adminWithdrawalsRoute } from "@/app/api/admin/withdrawals/all/route";
import { GET as securityGet, PUT as securityPut } from "@/app/api/users/security/route";
import { DELETE as deleteRoute } from "@/app/api/users/withdrawal-addresses/[id]/route";
import { POST as confirmRoute } from "@/app/api/users/withdrawal-addresses/confirm/route";
import { GET as listRoute, POST as addRoute } from "@/app/api/users/withdrawal-addresses/route";
import { GET as myWithdrawalsRoute, POST as withdrawRoute } from "@/app/api/withdrawals/route";
import { queryRows } from "@/db/client";
import { users, withdrawalAddresses } from "@/db/schema";
import { setClockOffsetForTests } from "@/lib/clock";
import { totpCode } from "@/lib/two-factor/totp";
import { sealTotpSecret } from "@/lib/two-factor/two-factor-secret";
import { setupTestDb } from "../helpers/db";
import { createUser, signedInToken } from "../helpers/factories";
import { call } from "../helpers/http";
import { mailedTo } from "../helpers/jobs";
import { balanceOf, expectBooksBalanced, fund, setPin } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);
afterEach(() => setClockOffsetForTests(0));

const HOUR = 60 * 60 * 1000;
const PATH = "/api/users/withdrawal-addresses";
const SAVED_BTC = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh";
const OTHER_BTC = "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

const newAddress = (patch: Record<string, unknown> = {}) => ({
  label: "Cold wallet",
  asset: "BITCOIN",
  network: "Bitcoin Network",
  address: SAVED_BTC,
  ...patch,
});
const withdrawal = (address: string, patch: Record<string, unknown> = {}) => ({
  amount: "0.1",
  asset: "BITCOIN",
  address,
  pin: "4821",
  ...patch,
});

async function investor() {
  const created = await createUser();
  await setPin(created.user.id, "4821");
  await fund(created.user.id, "BITCOIN", "1");
  return created;
}

/** The token in the newest confirmation e-mail to `email`. */
async function mailedToken(email: string): Promise<string> {
  const mail = (await mailedTo(email)).find((m) => m.text.includes("/confirm-address?token="));
  const token = mail && /\/confirm-address\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error("no confirmation link mailed");
  return token;
}

/** Moves the clock `ms` ahead and answers a fresh token (the old session would be idle that long). */
async function later(user: Awaited<ReturnType<typeof createUser>>["user"], ms: number) {
  setClockOffsetForTests(ms);
  return signedInToken(user);
}

async function written(userId: number) {
  const [c] = await queryRows<{ requests: number; entries: number }>(
    db(),
    sql`select (select count(*) from withdrawal_requests where user_id = ${userId})::int as requests,
               (select count(*) from ledger_entries where user_id = ${userId} and kind = 'WITHDRAWAL')::int as entries`,
  );
  return { requests: Number(c.requests), entries: Number(c.entries) };
}

async function addAndConfirm(token: string, email: string, patch: Record<string, unknown> = {}) {
  const added = await call(addRoute, PATH, { token, body: newAddress(patch) });
  expect(added.status).toBe(201);
  const confirmed = await call(confirmRoute, `${PATH}/confirm`, {
    token,
    body: { token: await mailedToken(email) },
  });
  expect(confirmed.status).toBe(200);
  return added.body.address.id as number;
}

describe("adding and confirming an address", () => {
  it("saves it UNCONFIRMED, mails a link, confirms it COOLING_DOWN, and it is ACTIVE after the cool-down", async () => {
    const { user, token } = await investor();
    const added = await call(addRoute, PATH, {
      token,
      body: newAddress({ address: SAVED_BTC.toUpperCase(), network: "bitcoin" }),
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      message: "Address saved. Confirm it from the link we e-mailed you.",
      address: expect.objectContaining({
        label: "Cold wallet",
        asset: "BITCOIN",
        network: "Bitcoin Network",
        address: SAVED_BTC,
        status: "UNCONFIRMED",
        confirmedAt: null,
        activeAt: null,
      }),
    });
    const [row] = await db()
      .select()
      .from(withdrawalAddresses)
      .where(eq(withdrawalAddresses.userId, user.id));
    const token64 = await mailedToken(user.email);
    // Only the token's hash is stored.
    expect(row.tokenHash).not.toContain(token64);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const confirmed = await call(confirmRoute, `${PATH}/confirm`, { token, body: { token: token64 } });
    expect(confirmed.status).toBe(200);
    const activeAt = confirmed.body.activeAt as string;
    expect(new Date(activeAt).getTime() - new Date(confirmed.body.address.confirmedAt).getTime()).toBe(
      24 * HOUR,
    );
    expect(confirmed.body).toMatchObject({
      message: `Address confirmed. It can be used for withdrawals from ${activeAt}.`,
      code: "ADDRESS_CONFIRMED",
      address: { status: "COOLING_DOWN", activeAt },
    });
    // The investor hears that an address was added, and from when it can be used.
    const notices = await mailedTo(user.email);
    expect(notices[0].subject).toBe("A new withdrawal address was added to your Apex account");

    const listed = await call(listRoute, PATH, { token });
    expect(listed.body).toMatchObject({
      addresses: [{ status: "COOLING_DOWN" }],
      whitelistOnly: false,
      whitelistOffAt: null,
      cooldownHours: 24,
    });

    const almost = await call(listRoute, PATH, { token: await later(user, 24 * HOUR - 60_000) });
    expect(almost.body.addresses[0].status).toBe("COOLING_DOWN");
    const after = await call(listRoute, PATH, { token: await later(user, 24 * HOUR + 1000) });
    expect(after.body.addresses[0].status).toBe("ACTIVE");
  });

  it("writes the e-mail in the investor's language", async () => {
    const { user, token } = await investor();
    await db()
      .update(users)
      .set({ preferences: { currency: "USD", language: "de", autoRefresh: true } })
      .where(eq(users.id, user.id));
    await call(addRoute, PATH, { token, body: newAddress() });
    const [mail] = await mailedTo(user.email);
    expect(mail.subject).toBe("Bestätigen Sie die Ihrem Apex-Konto hinzugefügte Auszahlungsadresse");
  });

  it.each([
    ["a bad checksum", { address: "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3" }, "address"],
    ["another network's address", { address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" }, "address"],
    ["another network", { network: "Ethereum Network" }, "network"],
    ["no label", { label: "" }, "label"],
  ])("refuses %s with nothing saved", async (_name, patch, field) => {
    const { user, token } = await investor();
    const res = await call(addRoute, PATH, { token, body: newAddress(patch) });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
    expect(
      await db().select().from(withdrawalAddresses).where(eq(withdrawalAddresses.userId, user.id)),
    ).toEqual([]);
  });

  it("refuses the same address twice for the same asset (409), in any spelling, and more than 50", async () => {
    const { user, token } = await investor();
    expect((await call(addRoute, PATH, { token, body: newAddress() })).status).toBe(201);
    const twice = await call(addRoute, PATH, {
      token,
      body: newAddress({ address: SAVED_BTC.toUpperCase() }),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("This address is already in your address book");
    // The same Ethereum address for ETH and for USDC are two entries.
    const eth = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
    expect(
      (
        await call(addRoute, PATH, {
          token,
          body: newAddress({ asset: "ETHEREUM", network: null, address: eth }),
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(addRoute, PATH, {
          token,
          body: newAddress({ asset: "USDC", network: null, address: eth.toLowerCase() }),
        })
      ).status,
    ).toBe(201);

    await db()
      .insert(withdrawalAddresses)
      .values(
        Array.from({ length: 47 }, (_, i) => ({
          userId: user.id,
          label: `w${i}`,
          asset: "ETHEREUM" as const,
          network: "Ethereum Network",
          address: `0x${(i + 1).toString(16).padStart(40, "0")}`,
          tokenHash: `hash-${user.id}-${i}`,
          tokenExpiresAt: new Date(),
        })),
      );
    const tooMany = await call(addRoute, PATH, { token, body: newAddress({ address: OTHER_BTC }) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe("You can save at most 50 addresses");
  });

  it("refuses a wrong, used, expired or another investor's token with the same 400", async () => {
    const { user, token } = await investor();
    await call(addRoute, PATH, { token, body: newAddress() });
    const link = await mailedToken(user.email);
    const refused = {
      message: "This confirmation link is invalid or has expired",
      code: "THIS_CONFIRMATION_LINK_IS_INVALID_OR_HAS_EXPIRED",
    };

    const wrong = await call(confirmRoute, `${PATH}/confirm`, { token, body: { token: `${link}x` } });
    expect([wrong.status, wrong.body]).toEqual([400, refused]);
    const missing = await call(confirmRoute, `${PATH}/confirm`, { token, body: {} });
    expect([missing.status, missing.body]).toEqual([400, refused]);

    const stranger = await investor();
    const others = await call(confirmRoute, `${PATH}/confirm`, {
      token: stranger.token,
      body: { token: link },
    });
    expect([others.status, others.body]).toEqual([400, refused]);

    expect((await call(confirmRoute, `${PATH}/confirm`, { token, body: { token: link } })).status).toBe(200);
    const used = await call(confirmRoute, `${PATH}/confirm`, { token, body: { token: link } });
    expect([used.status, used.body]).toEqual([400, refused]);

    await call(addRoute, PATH, { token, body: newAddress({ address: OTHER_BTC }) });
    const second = await mailedToken(user.email);
    const expired = await call(confirmRoute, `${PATH}/confirm`, {
      token: await later(user, 24 * HOUR + 1000),
      body: { token: second },
    });
    expect([expired.status, expired.body]).toEqual([400, refused]);
  });
});

describe("removing an address", () => {
  it("is 404 for another investor's address, whatever the PIN", async () => {
    const owner = await investor();
    const id = await addAndConfirm(owner.token, owner.user.email);
    const stranger = await investor();
    const res = await call(deleteRoute, `${PATH}/${id}`, {
      method: "DELETE",
      token: stranger.token,
      params: { id: String(id) },
      body: { pin: "4821" },
    });
    expect(res.status).toBe(404);
    expect(await db().select().from(withdrawalAddresses).where(eq(withdrawalAddresses.id, id))).toHaveLength(
      1,
    );
  });

  it("needs the right PIN, and the authenticator code when two-factor is on", async () => {
    const { user, token } = await investor();
    const id = await addAndConfirm(token, user.email);
    const del = (body: Record<string, unknown>) =>
      call(deleteRoute, `${PATH}/${id}`, { method: "DELETE", token, params: { id: String(id) }, body });

    const wrongPin = await del({ pin: "0000" });
    expect([wrongPin.status, wrongPin.body.message]).toEqual([400, "Invalid withdrawal pin."]);

    await db()
      .update(users)
      .set({ twoFactorSecret: sealTotpSecret(user.id, SECRET), twoFactorEnabledAt: new Date() })
      .where(eq(users.id, user.id));
    const noCode = await del({ pin: "4821" });
    expect([noCode.status, noCode.body.code]).toEqual([400, "TWO_FACTOR_REQUIRED"]);
    expect(await db().select().from(withdrawalAddresses).where(eq(withdrawalAddresses.id, id))).toHaveLength(
      1,
    );

    const removed = await del({ pin: "4821", otp: totpCode(SECRET) });
    expect([removed.status, removed.body]).toEqual([200, { message: "Address removed" }]);
    expect(await db().select().from(withdrawalAddresses).where(eq(withdrawalAddresses.id, id))).toEqual([]);
  });
});

describe("whitelist only", () => {
  it("refuses an unsaved or cooling address with nothing written, and accepts an ACTIVE one", async () => {
    const { user, token } = await investor();
    await addAndConfirm(token, user.email);
    const on = await call(securityPut, "/api/users/security", {
      method: "PUT",
      token,
      body: { whitelistOnly: true },
    });
    expect(on.body).toMatchObject({ whitelistOnly: true, whitelistOffAt: null });

    const refusal = {
      message: "Withdrawals go only to your confirmed addresses while “Whitelist only” is on",
      code: "ADDRESS_NOT_WHITELISTED",
    };
    const unsaved = await call(withdrawRoute, "/api/withdrawals", { token, body: withdrawal(OTHER_BTC) });
    expect([unsaved.status, unsaved.body]).toEqual([400, refusal]);
    const cooling = await call(withdrawRoute, "/api/withdrawals", { token, body: withdrawal(SAVED_BTC) });
    expect([cooling.status, cooling.body]).toEqual([400, refusal]);
    expect(await written(user.id)).toEqual({ requests: 0, entries: 0 });
    expect(await balanceOf(user.id, "BITCOIN")).toBe("1");

    const fresh = await later(user, 24 * HOUR + 1000);
    // Another spelling of the saved address is the same address.
    const ok = await call(withdrawRoute, "/api/withdrawals", {
      token: fresh,
      body: withdrawal(SAVED_BTC.toUpperCase()),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.withdrawalRequest.newAddress).toBe(false);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.9");
    const stillRefused = await call(withdrawRoute, "/api/withdrawals", {
      token: fresh,
      body: withdrawal(OTHER_BTC),
    });
    expect(stillRefused.status).toBe(400);
  });

  it("is switched off only with the PIN (and code), after the cool-down", async () => {
    const { user, token } = await investor();
    const put = (t: string, body: Record<string, unknown>) =>
      call(securityPut, "/api/users/security", { method: "PUT", token: t, body });
    await put(token, { whitelistOnly: true });

    const noPin = await put(token, { whitelistOnly: false });
    expect([noPin.status, noPin.body.message]).toEqual([400, "Invalid withdrawal pin."]);
    const wrongPin = await put(token, { whitelistOnly: false, pin: "0000", sessionTimeout: 60 });
    expect(wrongPin.status).toBe(400);
    // A refused switch-off saves nothing else of the request either.
    expect((await call(securityGet, "/api/users/security", { token })).body).toMatchObject({
      sessionTimeout: 30,
      whitelistOnly: true,
      whitelistOffAt: null,
    });

    await db()
      .update(users)
      .set({ twoFactorSecret: sealTotpSecret(user.id, SECRET), twoFactorEnabledAt: new Date() })
      .where(eq(users.id, user.id));
    const noCode = await put(token, { whitelistOnly: false, pin: "4821" });
    expect([noCode.status, noCode.body.code]).toEqual([400, "TWO_FACTOR_REQUIRED"]);

    const off = await put(token, { whitelistOnly: false, pin: "4821", otp: totpCode(SECRET) });
    expect(off.status).toBe(200);
    expect(off.body.whitelistOnly).toBe(true);
    const offAt = new Date(off.body.whitelistOffAt).getTime();
    expect(offAt - Date.now()).toBeGreaterThan(23 * HOUR);
    expect((await call(listRoute, PATH, { token })).body.whitelistOffAt).toBe(off.body.whitelistOffAt);
    // The owner hears of it while the cool-down leaves time to switch it on again.
    const [notice] = await mailedTo(user.email);
    expect(notice.subject).toBe("“Whitelist only” is being switched off on your Apex account");
    expect(notice.text).toContain(`${off.body.whitelistOffAt.slice(0, 16).replace("T", " ")} UTC`);
    // Asked again while pending: neither hastened nor delayed, and no second e-mail.
    const again = await put(token, { whitelistOnly: false });
    expect(again.body.whitelistOffAt).toBe(off.body.whitelistOffAt);

    // Still on until then: a withdrawal to an unsaved address is refused (two-factor off again, so the
    // withdrawals below need only the PIN).
    await db().update(users).set({ twoFactorEnabledAt: null }).where(eq(users.id, user.id));
    const early = await call(withdrawRoute, "/api/withdrawals", {
      token: await later(user, 24 * HOUR - 60_000),
      body: withdrawal(OTHER_BTC),
    });
    expect(early.body.code).toBe("ADDRESS_NOT_WHITELISTED");
    expect(await written(user.id)).toEqual({ requests: 0, entries: 0 });

    const t3 = await later(user, 24 * HOUR + 1000);
    expect((await call(securityGet, "/api/users/security", { token: t3 })).body).toMatchObject({
      whitelistOnly: false,
      whitelistOffAt: null,
    });
    const afterwards = await call(withdrawRoute, "/api/withdrawals", {
      token: t3,
      body: withdrawal(OTHER_BTC),
    });
    expect(afterwards.status).toBe(200);
    expect(afterwards.body.withdrawalRequest.newAddress).toBe(true);
  });
});

describe("the new-address mark", () => {
  it("marks and mails the first withdrawal to an address only, and never an ACTIVE saved one", async () => {
    const { user, token } = await investor();
    const admin = await createUser({ role: "ADMIN" });

    const first = await call(withdrawRoute, "/api/withdrawals", { token, body: withdrawal(OTHER_BTC) });
    expect(first.body.withdrawalRequest.newAddress).toBe(true);
    const notices = (await mailedTo(user.email)).filter(
      (m) => m.subject === "Withdrawal requested to a new address",
    );
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain(OTHER_BTC);

    const again = await call(withdrawRoute, "/api/withdrawals", { token, body: withdrawal(OTHER_BTC) });
    expect(again.body.withdrawalRequest.newAddress).toBe(false);
    expect(
      (await mailedTo(user.email)).filter((m) => m.subject === "Withdrawal requested to a new address"),
    ).toHaveLength(1);

    await addAndConfirm(token, user.email);
    const fresh = await later(user, 24 * HOUR + 1000);
    const saved = await call(withdrawRoute, "/api/withdrawals", {
      token: fresh,
      body: withdrawal(SAVED_BTC),
    });
    expect(saved.body.withdrawalRequest.newAddress).toBe(false);

    const mine = await call(myWithdrawalsRoute, "/api/withdrawals", { token: fresh });
    expect(mine.body.withdrawalRequests.map((w: { newAddress: boolean }) => w.newAddress)).toEqual([
      false,
      false,
      true,
    ]);
    const listed = await call(adminWithdrawalsRoute, "/api/admin/withdrawals/all", {
      token: await signedInToken(admin.user),
      query: { q: user.email },
    });
    expect(listed.body.withdrawalRequests.map((w: { newAddress: boolean }) => w.newAddress)).toEqual([
      false,
      false,
      true,
    ]);
  });
  it("marks one of parallel first withdrawals to the same address, and mails once", async () => {
    const { user, token } = await investor();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(withdrawRoute, "/api/withdrawals", { token, body: withdrawal(OTHER_BTC) }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.withdrawalRequest.newAddress)).toHaveLength(1);
    expect(
      (await mailedTo(user.email)).filter((m) => m.subject === "Withdrawal requested to a new address"),
    ).toHaveLength(1);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.5");
  });
});

describe("access", () => {
  it("is 401 without a session and 403 for an administrator on the investor routes", async () => {
    expect((await call(listRoute, PATH)).status).toBe(401);
    expect((await call(addRoute, PATH, { body: newAddress() })).status).toBe(401);
    expect((await call(confirmRoute, `${PATH}/confirm`, { body: { token: "x" } })).status).toBe(401);
    const admin = await createUser({ role: "ADMIN" });
    expect((await call(listRoute, PATH, { token: admin.token })).status).toBe(403);
    expect((await call(addRoute, PATH, { token: admin.token, body: newAddress() })).status).toBe(403);
    const del = await call(deleteRoute, `${PATH}/1`, {
      method: "DELETE",
      token: admin.token,
      params: { id: "1" },
      body: { pin: "4821" },
    });
    expect(del.status).toBe(403);
  });
});
