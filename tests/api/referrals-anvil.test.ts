// A referral qualifies step by step on a real chain: the journeys' anvil node (lib/chain/anvil.ts) with test USDT
// deployed as chain:dev deploys it. The referee signs up with the referrer's link code, has their identity
// verification approved by an administrator, sends USDT and then ETH to their own deposit address, which the
// Ethereum watcher scans, counts to 12 confirmations and credits; the hold passes by moving the clock, and the
// daily pass pays both people once. Reconcile is clean after every step. The other rules (an administrator's
// credit, a withdrawal during the hold, the cap, self-referral, two passes at once) are in referrals.test.ts.
import { eq } from "drizzle-orm";
import type { Address } from "viem";
import { POST as approveKycRoute } from "@/app/api/admin/kyc/[id]/approve/route";
import { POST as runRoute } from "@/app/api/admin/referrals/run/route";
import { PUT as settingsPut } from "@/app/api/admin/referrals/settings/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { GET as investorReferralsRoute } from "@/app/api/referrals/route";
import { ledgerEntries, notifications, referrals, users } from "@/db/schema";
import { DEPOSIT_TEST_MNEMONIC, evmAccountXpub, startAnvil, type AnvilNode } from "@/lib/chain/anvil";
import {
  deployTestToken,
  localChainClient,
  mineBlocks,
  mintToken,
  sendEth,
  sendToken,
  TEST_USDT,
  type LocalChainClient,
} from "@/lib/chain/local-chain";
import { setClockOffsetForTests } from "@/lib/clock";
import { ownDepositAddresses } from "@/lib/deposits/addresses/own-addresses";
import { scanChain } from "@/lib/deposits/watch/scan-chain";
import { sourceFor } from "@/lib/deposits/watch/sources/source-for";
import { watchedChain } from "@/lib/deposits/watch/watched-chains";
import { resetEnvCache } from "@/lib/env";
import { readBalance } from "@/lib/ledger/read-balances";
import { reconcile } from "@/lib/ledger/reconcile";
import { setupTestDb } from "../helpers/db";
import { createUser, signedInToken, uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";
import { runQueuedJobs } from "../helpers/jobs";
import { kycFields, kycFormData, kycFiles, submitKyc } from "../helpers/kyc";

jest.setTimeout(120_000);

const { db } = setupTestDb();

const SETTINGS = [
  "DEPOSIT_XPUB_EVM",
  "ETHEREUM_RPC_URL",
  "ETHEREUM_USDT_CONTRACT",
  "ETHEREUM_CONFIRMATIONS",
  "ETHEREUM_START_BLOCK",
  "FOUR_EYES",
];
const DAY = 86_400_000;

let node: AnvilNode;
let client: LocalChainClient;
let usdt: Address;
let owner: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  node = await startAnvil();
  client = localChainClient(node.rpcUrl, node.accounts[0]);
  usdt = (await deployTestToken(client, TEST_USDT)).address;
  await mintToken(client, usdt, node.accounts[0].address, "1000000");
  Object.assign(process.env, {
    DEPOSIT_XPUB_EVM: evmAccountXpub(DEPOSIT_TEST_MNEMONIC),
    ETHEREUM_RPC_URL: node.rpcUrl,
    ETHEREUM_USDT_CONTRACT: usdt,
    ETHEREUM_CONFIRMATIONS: "12",
    // Everything after the set-up blocks.
    ETHEREUM_START_BLOCK: String(Number(await client.getBlockNumber()) + 1),
    FOUR_EYES: "0",
  });
  resetEnvCache();
  owner = await createUser({ role: "ADMIN" });
}, 60_000);

afterAll(async () => {
  setClockOffsetForTests(0);
  for (const s of SETTINGS) delete process.env[s];
  resetEnvCache();
  await node?.stop();
});

const ethereum = () => watchedChain("ETHEREUM")!;
const scan = () => scanChain(sourceFor(ethereum()), ethereum());

/** Runs what the step queued (mail, notices), then checks the books balance. */
async function reconciled() {
  await runQueuedJobs();
  expect(await reconcile(db())).toEqual([]);
}

/** POST /api/admin/referrals/run, signed in afresh (a session idle since before the clock moved is refused). */
async function pass() {
  const token = await signedInToken(owner.user);
  const res = await call(runRoute, "/api/admin/referrals/run", { method: "POST", token });
  expect(res.status).toBe(200);
  await reconciled();
  return res.body as { ran: boolean; qualified: number; paid: number; voided: number };
}

type Seen = { id: number; name: string; status: string; missing: { kind: string }[] };

/** The referral as the referrer's Referrals panel reads it (GET /api/referrals). */
async function seenBy(referrerId: number, referralId: number): Promise<Seen> {
  const [referrer] = await db().select().from(users).where(eq(users.id, referrerId));
  const res = await call(investorReferralsRoute, "/api/referrals", { token: await signedInToken(referrer) });
  expect(res.status).toBe(200);
  return (res.body.referrals as Seen[]).find((r) => r.id === referralId)!;
}

test("qualifies step by step with deposits on anvil: verification, the minimum at each deposit's value, the hold; both paid once", async () => {
  const settings = await call(settingsPut, "/api/admin/referrals/settings", {
    method: "PUT",
    token: owner.token,
    body: {
      enabled: true,
      referrerRewardUsd: "25",
      refereeRewardUsd: "25",
      minDepositUsd: "100",
      holdDays: 30,
      monthlyCapPerReferrer: 20,
    },
  });
  expect(settings.status).toBe(200);

  // The referee signs up with the code of the referrer's link.
  const referrer = await createUser({ name: "Ada Lovelace" });
  const mine = await call(investorReferralsRoute, "/api/referrals", { token: referrer.token });
  const code = new URL(mine.body.link as string).searchParams.get("ref");
  expect(code).toBe(mine.body.code);
  const email = uniqueEmail("referee");
  const signup = await call(signupRoute, "/api/auth/signup", {
    headers: { "x-forwarded-for": "10.41.250.1" },
    body: {
      name: "Grace Brewster Hopper",
      email,
      phone: "+12025550123",
      password: "Correct-Horse-9",
      confirmPassword: "Correct-Horse-9",
      referralCode: code,
    },
  });
  expect(signup.status).toBe(200);
  const [referee] = await db().select().from(users).where(eq(users.email, email));
  const [referral] = await db().select().from(referrals).where(eq(referrals.refereeId, referee.id));
  expect(referral).toMatchObject({ referrerId: referrer.user.id, status: "PENDING" });
  const refereeToken = await signedInToken(referee);
  const address = (await ownDepositAddresses(referee.id)).EVM as Address;

  await pass();
  let seen = await seenBy(referrer.user.id, referral.id);
  expect(seen).toMatchObject({ status: "PENDING", name: "Grace H." });
  expect(seen.missing).toEqual([{ kind: "verification" }, { kind: "deposit", usd: "100" }]);

  // Identity: submitted, still missing while under review; approved by an administrator.
  const kyc = await submitKyc(refereeToken, kycFormData(kycFields({ ssn: "321-54-9876" }), kycFiles()));
  expect(kyc.status).toBe(200);
  await pass();
  expect((await seenBy(referrer.user.id, referral.id)).missing).toEqual([
    { kind: "verification" },
    { kind: "deposit", usd: "100" },
  ]);
  const approved = await call(approveKycRoute, "/api/admin/kyc/x/approve", {
    token: owner.token,
    params: { id: String(kyc.body.submission.id) },
    body: {},
  });
  expect(approved.status).toBe(200);
  await pass();
  expect((await seenBy(referrer.user.id, referral.id)).missing).toEqual([{ kind: "deposit", usd: "100" }]);

  // 60 USDT: seen at 1 confirmation it does not count yet; credited at 12, it does.
  await sendToken(client, usdt, address, "60");
  await scan();
  await pass();
  expect((await seenBy(referrer.user.id, referral.id)).missing).toEqual([{ kind: "deposit", usd: "100" }]);
  await mineBlocks(client, 11);
  expect((await scan()).credited).toBe(1);
  expect(await readBalance(db(), referee.id, "USDT")).toBe("60");
  await pass();
  expect((await seenBy(referrer.user.id, referral.id)).missing).toEqual([{ kind: "deposit", usd: "40" }]);

  // 0.01 ETH at 4274.31 USD is 42.7431: the minimum is reached when it is credited, and the hold begins.
  await sendEth(client, address, "0.01");
  await mineBlocks(client, 11);
  expect((await scan()).credited).toBe(1);
  expect(await readBalance(db(), referee.id, "ETHEREUM")).toBe("0.01");
  await pass();
  seen = await seenBy(referrer.user.id, referral.id);
  expect(seen.missing).toEqual([{ kind: "days", days: 30 }]);
  const [reached] = await db().select().from(referrals).where(eq(referrals.id, referral.id));
  expect(reached.reachedAt).not.toBeNull();

  // The hold, by the clock: 18 days in, 12 left; past 30 days, qualified and paid in the same pass.
  setClockOffsetForTests(18 * DAY);
  await pass();
  expect((await seenBy(referrer.user.id, referral.id)).missing).toEqual([{ kind: "days", days: 12 }]);

  setClockOffsetForTests(31 * DAY);
  expect(await pass()).toMatchObject({ ran: true, qualified: 1, paid: 1 });
  expect(await seenBy(referrer.user.id, referral.id)).toMatchObject({ status: "PAID", missing: [] });
  expect(await readBalance(db(), referrer.user.id, "USD")).toBe("25");
  expect(await readBalance(db(), referee.id, "USD")).toBe("25");

  // Another pass, a day later: nothing more.
  setClockOffsetForTests(32 * DAY);
  expect(await pass()).toMatchObject({ ran: true, paid: 0 });
  const rewards = (await db().select().from(ledgerEntries).where(eq(ledgerEntries.kind, "REFERRAL_REWARD")))
    .filter((e) => e.reference.startsWith(`referral:${referral.id}:`))
    .map((e) => ({ userId: e.userId, amount: e.amount }));
  expect(rewards).toHaveLength(2);
  expect(rewards).toEqual(
    expect.arrayContaining([
      { userId: referrer.user.id, amount: expect.stringMatching(/^25(\.0+)?$/) },
      { userId: referee.id, amount: expect.stringMatching(/^25(\.0+)?$/) },
    ]),
  );
  const titles = await db()
    .select({ title: notifications.title })
    .from(notifications)
    .where(eq(notifications.userId, referee.id));
  expect(titles.map((t) => t.title)).toEqual(
    expect.arrayContaining(["Your welcome reward qualified", "Welcome reward paid"]),
  );
  setClockOffsetForTests(0);
});
