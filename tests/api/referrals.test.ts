// The referral programme: settings, sign-up with a code, and the daily pass's rules. Deposits arrive the way the
// chain watcher credits them (an Ethereum chain in memory, scanned and confirmed exactly as a node's blocks would
// be: tests/api/deposit-below-minimum.test.ts); the hold passes by moving the clock. The qualification step by
// step, with deposits on the journeys' anvil node, is tests/api/referrals-anvil.test.ts.
import { desc, eq } from "drizzle-orm";
import { GET as investorReferralsRoute } from "@/app/api/referrals/route";
import { GET as adminListRoute } from "@/app/api/admin/referrals/route";
import { POST as runRoute } from "@/app/api/admin/referrals/run/route";
import { GET as settingsGet, PUT as settingsPut } from "@/app/api/admin/referrals/settings/route";
import { POST as voidRoute } from "@/app/api/admin/referrals/[id]/void/route";
import { GET as cronRoute } from "@/app/api/cron/referrals/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { POST as creditRoute } from "@/app/api/users/credit/route";
import { auditEntries, kycSubmissions, referrals, users } from "@/db/schema";
import { evmAccountXpub, DEPOSIT_TEST_MNEMONIC } from "@/lib/chain/anvil";
import { setClockOffsetForTests } from "@/lib/clock";
import { ownDepositAddresses } from "@/lib/deposits/addresses/own-addresses";
import { scanChain } from "@/lib/deposits/watch/scan-chain";
import { watchedChain } from "@/lib/deposits/watch/watched-chains";
import { resetEnvCache } from "@/lib/env";
import { kycValueContext } from "@/lib/kyc/sensitive-values";
import { readBalance } from "@/lib/ledger/read-balances";
import { reconcile } from "@/lib/ledger/reconcile";
import { normalisedEmail } from "@/lib/referrals/codes";
import { referralPass } from "@/lib/referrals/run-referrals";
import { encryptText } from "@/lib/security/encryption";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { setupTestDb } from "../helpers/db";
import { MemoryChain } from "../helpers/memory-chain";
import { createUser, signedInToken, uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";

jest.setTimeout(120_000);

const { db } = setupTestDb();

const SETTINGS = {
  DEPOSIT_XPUB_EVM: evmAccountXpub(DEPOSIT_TEST_MNEMONIC),
  ETHEREUM_RPC_URL: "http://127.0.0.1:9",
  ETHEREUM_CONFIRMATIONS: "12",
  ETHEREUM_START_BLOCK: "1",
  FOUR_EYES: "0",
};

let chain: MemoryChain;
let owner: Awaited<ReturnType<typeof createUser>>;
const DAY = 86_400_000;

beforeAll(async () => {
  Object.assign(process.env, SETTINGS);
  resetEnvCache();
  chain = new MemoryChain("c");
  owner = await createUser({ role: "ADMIN" });
});
afterAll(() => {
  for (const s of Object.keys(SETTINGS)) delete process.env[s];
  resetEnvCache();
  setClockOffsetForTests(0);
});
afterEach(async () => {
  setClockOffsetForTests(0);
  expect(await reconcile(db())).toEqual([]);
});

const PROGRAMME = {
  enabled: true,
  referrerRewardUsd: "25",
  refereeRewardUsd: "25",
  minDepositUsd: "100",
  holdDays: 30,
  monthlyCapPerReferrer: 20,
};

async function setProgramme(changes: Partial<typeof PROGRAMME> = {}) {
  const res = await call(settingsPut, "/api/admin/referrals/settings", {
    method: "PUT",
    token: owner.token,
    body: { ...PROGRAMME, ...changes },
  });
  expect(res.status).toBe(200);
  return res.body;
}

/** Ethereum credited by the chain watcher: mined, seen, then 12 confirmations deep. 0.01 ETH ≈ 42.74 USD. */
async function chainDeposit(userId: number, amount: string) {
  const own = await ownDepositAddresses(userId);
  chain.mine([{ to: own.EVM!, asset: "ETHEREUM", amount }]);
  for (let i = 0; i < 12; i++) chain.mine();
  await scanChain(chain, watchedChain("ETHEREUM")!);
}

async function codeOf(
  who: string | Awaited<ReturnType<typeof createUser>>,
): Promise<{ code: string; link: string }> {
  const token = typeof who === "string" ? who : await signedInToken(who.user);
  const res = await call(investorReferralsRoute, "/api/referrals", { token });
  expect(res.status).toBe(200);
  return res.body;
}

let ip = 1;
async function signUp(email: string, referralCode?: string) {
  return call(signupRoute, "/api/auth/signup", {
    headers: { "x-forwarded-for": `10.41.${Math.floor(ip / 250)}.${ip++ % 250}` },
    body: {
      name: "Grace Brewster Hopper",
      email,
      phone: "+12025550123",
      password: "Correct-Horse-9",
      confirmPassword: "Correct-Horse-9",
      ...(referralCode === undefined ? {} : { referralCode }),
    },
  });
}

/** A referee signed up with the referrer's code: their user row and their referral. */
async function referredBy(referrerToken: string, email = uniqueEmail("referee")) {
  const { code } = await codeOf(referrerToken);
  const res = await signUp(email, code);
  expect(res.status).toBe(200);
  const [user] = await db().select().from(users).where(eq(users.email, email.toLowerCase()));
  const [referral] = await db().select().from(referrals).where(eq(referrals.refereeId, user.id));
  return { user, referral };
}

/** Identity verified with this document number, as an approved verification leaves it. */
async function verify(userId: number, documentNumber = `${userId}-55-0000`) {
  const secret = (field: "ssn" | "accountNumber" | "routingNumber", v: string) =>
    encryptText(v, kycValueContext(userId, field));
  await db()
    .insert(kycSubmissions)
    .values({
      userId,
      status: "APPROVED",
      ssnEncrypted: secret("ssn", documentNumber),
      accountNumberEncrypted: secret("accountNumber", "000123456789"),
      routingNumberEncrypted: secret("routingNumber", "021000021"),
      documentType: "passport",
      decidedAt: new Date(),
    });
  await db().update(users).set({ isVerified: true }).where(eq(users.id, userId));
}

const referralRow = async (id: number) =>
  (await db().select().from(referrals).where(eq(referrals.id, id)))[0];

/** POST /api/admin/referrals/run, signed in afresh (a session idle since before the clock moved is refused). */
const run = async () => {
  const token = await signedInToken(owner.user);
  const res = await call(runRoute, "/api/admin/referrals/run", { method: "POST", token });
  expect(res.status).toBe(200);
  return res.body;
};

describe("settings", () => {
  it("start with the defaults, programme off, and an owner's change is audited", async () => {
    const before = await call(settingsGet, "/api/admin/referrals/settings", { token: owner.token });
    expect(before.status).toBe(200);
    expect(before.body.settings).toMatchObject({ holdDays: expect.any(Number) });
    const saved = await setProgramme({ referrerRewardUsd: "30" });
    expect(saved.settings).toMatchObject({ enabled: true, referrerRewardUsd: "30", holdDays: 30 });
    const [audit] = await db()
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.adminId, owner.user.id))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    expect(audit.action).toBe("REFERRAL_SETTINGS_CHANGE");
    await setProgramme();
  });

  it("refuse a role without referrals.manage, and bad values with field errors", async () => {
    const finance = await createUser({ role: "ADMIN", adminRole: "FINANCE" });
    const res = await call(settingsPut, "/api/admin/referrals/settings", {
      method: "PUT",
      token: finance.token,
      body: PROGRAMME,
    });
    expect(res.status).toBe(403);
    const bad = await call(settingsPut, "/api/admin/referrals/settings", {
      method: "PUT",
      token: owner.token,
      body: { ...PROGRAMME, holdDays: -1, minDepositUsd: "abc" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      "holdDays",
      "minDepositUsd",
    ]);
  });
});

describe("sign-up with a code", () => {
  it("records the referral under the settings of the moment; an unknown code is a field error", async () => {
    await setProgramme({ referrerRewardUsd: "40" });
    const referrer = await createUser();
    const { code, link } = await codeOf(referrer.token);
    expect(link).toMatch(new RegExp(`/signup\\?ref=${code}$`));
    const { referral } = await referredBy(referrer.token);
    expect(referral).toMatchObject({ referrerId: referrer.user.id, status: "PENDING" });
    expect(referral.referrerRewardUsd).toMatch(/^40(\.0+)?$/);

    const unknown = await signUp(uniqueEmail("nobody"), "NOSUCHCODE");
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ path: "referralCode" })]);
    await setProgramme();
  });

  it("a disabled programme ignores the code, even an unknown one", async () => {
    const referrer = await createUser();
    const { code } = await codeOf(referrer.token);
    await setProgramme({ enabled: false });
    const email = uniqueEmail("ignored");
    expect((await signUp(email, code)).status).toBe(200);
    expect((await signUp(uniqueEmail("ignored"), "NOSUCHCODE")).status).toBe(200);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(await db().select().from(referrals).where(eq(referrals.refereeId, user.id))).toEqual([]);
    await setProgramme();
  });
});

describe("the daily pass", () => {
  beforeAll(() => setProgramme());

  it("an administrator's credit never counts towards the minimum", async () => {
    const referrer = await createUser();
    const { user: referee, referral } = await referredBy(referrer.token);
    await verify(referee.id);
    const credit = await call(creditRoute, "/api/users/credit", {
      token: owner.token,
      body: { userId: referee.id, currency: "ETHEREUM", amount: "1" },
    });
    expect(credit.status).toBe(200);
    setClockOffsetForTests(40 * DAY);
    await run();
    expect(await referralRow(referral.id)).toMatchObject({ status: "PENDING", reachedAt: null });
  });

  it("a withdrawal during the hold that takes the holdings below the minimum voids it", async () => {
    const referrer = await createUser();
    const { user: referee, referral } = await referredBy(referrer.token);
    await verify(referee.id);
    await chainDeposit(referee.id, "0.03");
    await run();
    expect((await referralRow(referral.id)).reachedAt).not.toBeNull();
    await openWithdrawalRequest({
      userId: referee.id,
      asset: "ETHEREUM",
      amount: "0.02",
      network: "Ethereum Network",
      address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    });
    await run();
    expect(await referralRow(referral.id)).toMatchObject({
      status: "VOID",
      reason: "withdrawal during the hold",
    });
    expect(await readBalance(db(), referrer.user.id, "USD")).toBe("0");
  });

  it("two passes at once pay once", async () => {
    const referrer = await createUser();
    const { user: referee, referral } = await referredBy(referrer.token);
    await verify(referee.id);
    await chainDeposit(referee.id, "0.03");
    await run();
    setClockOffsetForTests(31 * DAY);
    // The lock would keep the second out; the pass itself must be safe without it too.
    const results = await Promise.all([referralPass(), referralPass(), run()]);
    expect(results.reduce((n, r) => n + (r.paid ?? 0), 0)).toBe(1);
    expect(await referralRow(referral.id)).toMatchObject({ status: "PAID" });
    expect(await readBalance(db(), referrer.user.id, "USD")).toBe("25");
    expect(await readBalance(db(), referee.id, "USD")).toBe("25");
  });

  it("beyond the referrer's monthly cap, VOID with reason monthly cap", async () => {
    await setProgramme({ monthlyCapPerReferrer: 1, holdDays: 0 });
    const referrer = await createUser();
    const first = await referredBy(referrer.token);
    const second = await referredBy(referrer.token);
    for (const { user } of [first, second]) {
      await verify(user.id);
      await chainDeposit(user.id, "0.03");
    }
    await run();
    expect(await referralRow(first.referral.id)).toMatchObject({ status: "PAID" });
    expect(await referralRow(second.referral.id)).toMatchObject({ status: "VOID", reason: "monthly cap" });
    expect(await readBalance(db(), referrer.user.id, "USD")).toBe("25");
    await setProgramme();
  });

  it("self-referral by a Gmail-style alias is VOID", async () => {
    expect(normalisedEmail("Jane.Doe+apex@GoogleMail.com")).toBe("janedoe@gmail.com");
    const referrer = await createUser({ email: `ja.ne.doe.${ip}@gmail.com` });
    const { referral } = await referredBy(referrer.token, `JaneDoe${ip}+second@gmail.com`);
    await run();
    expect(await referralRow(referral.id)).toMatchObject({ status: "VOID", reason: "self-referral" });
  });

  it("self-referral by the same identity-document number is VOID", async () => {
    const referrer = await createUser();
    await verify(referrer.user.id, "987-65-4321");
    const { user: referee, referral } = await referredBy(referrer.token);
    await verify(referee.id, "987654321");
    await run();
    expect(await referralRow(referral.id)).toMatchObject({ status: "VOID", reason: "self-referral" });
  });

  it("a deleted referee's referral is VOID; an administrator voids with a reason (audited, the investor sees it)", async () => {
    const referrer = await createUser();
    const gone = await referredBy(referrer.token);
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    await run();
    expect(await referralRow(gone.referral.id)).toMatchObject({ status: "VOID", reason: "account deleted" });

    const other = await referredBy(referrer.token);
    const voided = await call(voidRoute, "/api/admin/referrals/x/void", {
      token: owner.token,
      params: { id: String(other.referral.id) },
      body: { reason: "Same household" },
    });
    expect(voided.status).toBe(200);
    const seen = (await codeOf(referrer.token)) as unknown as { referrals: { id: number; reason: string }[] };
    expect(seen.referrals.find((r) => r.id === other.referral.id)).toMatchObject({
      status: "VOID",
      reason: "Same household",
    });
    const again = await call(voidRoute, "/api/admin/referrals/x/void", {
      token: owner.token,
      params: { id: String(other.referral.id) },
      body: { reason: "Twice" },
    });
    expect(again.status).toBe(409);
  });

  it("the admin list pages and filters by status, and exports CSV; the cron route runs the pass", async () => {
    const list = await call(adminListRoute, "/api/admin/referrals", {
      token: owner.token,
      query: { status: "void", limit: "2" },
    });
    expect(list.status).toBe(200);
    expect(list.body.referrals.length).toBeLessThanOrEqual(2);
    expect(list.body.referrals.every((r: { status: string }) => r.status === "VOID")).toBe(true);
    expect(list.body.pagination.total).toBeGreaterThanOrEqual(2);

    const csv = await adminListRoute(
      new Request("http://localhost/api/admin/referrals?format=csv", {
        headers: { authorization: `Bearer ${owner.token}` },
      }),
      { params: Promise.resolve({}) },
    );
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    expect((await csv.text()).split("\r\n")[0]).toMatch(/^ID,Referrer,/);

    const cron = await call(cronRoute, "/api/cron/referrals", {
      headers: { authorization: "Bearer test-cron-secret" },
    });
    expect(cron.status).toBe(200);
    expect(cron.body).toMatchObject({ ran: true });
  });
});
