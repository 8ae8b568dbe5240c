// A serverless host (APEX_SERVERLESS=1): nothing runs on a timer, only the host's scheduler calling the cron
// routes with the CRON_SECRET. Here only the route handlers are called, as the scheduler would: a deposit on a
// local anvil node is credited by /api/cron/deposits, an approved ETH withdrawal is sent by /api/cron/payouts, a
// mail the mail server refused once is delivered by /api/cron/jobs, which also prunes what is kept only for a
// while; a request's own jobs run after its answer (`after`). Two calls at once: one scans (or pays), the other
// skips, and each coin is credited once.
import net from "node:net";
import { eq, sql } from "drizzle-orm";
import { formatEther, type Address } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { queryRows } from "@/db/client";
import { jobs, payouts, withdrawalRequests } from "@/db/schema";
import { DEPOSIT_TEST_MNEMONIC, evmAccountXpub, startAnvil, type AnvilNode } from "@/lib/chain/anvil";
import { localChainClient, mineBlocks, sendEth, type LocalChainClient } from "@/lib/chain/local-chain";
import { ownDepositAddresses } from "@/lib/deposits/addresses/own-addresses";
import { resetEnvCache, serverless } from "@/lib/env";
import { enqueueMail } from "@/lib/jobs/mail";
import { jobWorkerRunning } from "@/lib/jobs/worker";
import { readBalance } from "@/lib/ledger/read-balances";
import { approveWithdrawal } from "@/lib/withdrawals/approve-withdrawal";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { GET as cronDeposits } from "@/app/api/cron/deposits/route";
import { GET as cronInterest } from "@/app/api/cron/interest/route";
import { GET as cronJobs } from "@/app/api/cron/jobs/route";
import { GET as cronPayouts } from "@/app/api/cron/payouts/route";
import { setupTestDb } from "../helpers/db";
import { createUser, uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectBooksBalanced, fund } from "../helpers/money";
import { smtpServer } from "../helpers/smtp-server";

// `after` outside a request refuses (the queue then leaves its jobs to a worker); here it keeps the callbacks a
// request would leave, while a test asks it to, so the test can run them as Next.js does once the answer is sent.
const afterAnswer: { capturing: boolean; callbacks: (() => Promise<unknown>)[] } = {
  capturing: false,
  callbacks: [],
};
jest.mock("next/server", () => {
  const actual = jest.requireActual("next/server");
  return {
    ...actual,
    after: (fn: () => Promise<unknown>) => {
      if (!afterAnswer.capturing) throw new Error("after() outside a request");
      afterAnswer.callbacks.push(fn);
    },
  };
});

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

const SECRET = process.env.CRON_SECRET!;
const SETTINGS = [
  "APEX_SERVERLESS",
  "DEPOSIT_XPUB_EVM",
  "ETHEREUM_RPC_URL",
  "ETHEREUM_CONFIRMATIONS",
  "ETHEREUM_START_BLOCK",
  "HOT_WALLET_KEY_ETHEREUM",
  "SMTP_URL",
];

let node: AnvilNode;
let client: LocalChainClient;
let admin: { id: number };
const hotKey = generatePrivateKey();
const smtp = smtpServer();

beforeAll(async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  node = await startAnvil();
  client = localChainClient(node.rpcUrl, node.accounts[0]);
  await sendEth(client, privateKeyToAccount(hotKey).address, "10");
  await new Promise<void>((resolve) => smtp.server.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, {
    APEX_SERVERLESS: "1",
    DEPOSIT_XPUB_EVM: evmAccountXpub(DEPOSIT_TEST_MNEMONIC),
    ETHEREUM_RPC_URL: node.rpcUrl,
    ETHEREUM_CONFIRMATIONS: "2",
    ETHEREUM_START_BLOCK: String(Number(await client.getBlockNumber()) + 1),
    HOT_WALLET_KEY_ETHEREUM: hotKey,
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as net.AddressInfo).port}`,
  });
  resetEnvCache();
  admin = { id: (await createUser({ role: "ADMIN" })).user.id };
});

afterAll(async () => {
  jest.restoreAllMocks();
  for (const s of SETTINGS) delete process.env[s];
  resetEnvCache();
  await node?.stop();
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
});

const bearer = { authorization: `Bearer ${SECRET}` };
const deposits = () => call(cronDeposits, "/api/cron/deposits", { headers: bearer });
const payoutsCron = () => call(cronPayouts, "/api/cron/payouts", { headers: bearer });
const jobsCron = () => call(cronJobs, "/api/cron/jobs", { headers: bearer });

type Network = { chain: string; credited: number; skipped?: boolean; error?: string };
const ethereumOf = (body: { networks: Network[] }) => body.networks.find((n) => n.chain === "ETHEREUM")!;

async function investorAddress() {
  const { user } = await createUser();
  const own = await ownDepositAddresses(user.id);
  return { userId: user.id, address: own.EVM as Address };
}

const creditsOf = (userId: number) =>
  queryRows<{ reference: string }>(
    db(),
    sql`select reference from ledger_entries where user_id = ${userId} and kind = 'DEPOSIT'`,
  );

it("runs in serverless mode: no job worker in this process", () => {
  expect(serverless()).toBe(true);
  expect(jobWorkerRunning()).toBe(false);
});

describe("every cron route takes the CRON_SECRET bearer only", () => {
  const routes = [
    ["interest", cronInterest],
    ["deposits", cronDeposits],
    ["payouts", cronPayouts],
    ["jobs", cronJobs],
  ] as const;
  it.each(routes)("/api/cron/%s: 401 without it, 401 with a wrong one", async (name, handler) => {
    const none = await call(handler, `/api/cron/${name}`);
    expect(none.status).toBe(401);
    const wrong = await call(handler, `/api/cron/${name}`, { headers: { authorization: "Bearer not-it" } });
    expect(wrong.status).toBe(401);
  });
});

describe("deposits: /api/cron/deposits", () => {
  it("credits a deposit on the node once it is deep enough", async () => {
    const { userId, address } = await investorAddress();
    await sendEth(client, address, "0.5");
    const pending = await deposits();
    expect(pending.status).toBe(200);
    expect(ethereumOf(pending.body)).toMatchObject({ credited: 0 });
    expect(ethereumOf(pending.body).error).toBeUndefined();
    expect(await readBalance(db(), userId, "ETHEREUM")).toBe("0");

    await mineBlocks(client, 1);
    const credited = await deposits();
    expect(ethereumOf(credited.body).credited).toBeGreaterThanOrEqual(1);
    expect(await readBalance(db(), userId, "ETHEREUM")).toBe("0.5");
    // Twice in a row changes nothing.
    await deposits();
    expect(await readBalance(db(), userId, "ETHEREUM")).toBe("0.5");
    expect(await creditsOf(userId)).toHaveLength(1);
  });

  it("two calls at once: one scans, the other skips the chain, and the coin is credited once", async () => {
    const { userId, address } = await investorAddress();
    await sendEth(client, address, "0.25");
    await mineBlocks(client, 1);
    const [a, b] = await Promise.all([deposits(), deposits()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const reports = [ethereumOf(a.body), ethereumOf(b.body)];
    expect(reports.filter((r) => r.skipped === true)).toHaveLength(1);
    expect(reports.reduce((sum, r) => sum + r.credited, 0)).toBeGreaterThanOrEqual(1);
    expect(await readBalance(db(), userId, "ETHEREUM")).toBe("0.25");
    expect(await creditsOf(userId)).toHaveLength(1);
    // The one that skipped left nothing behind: the next call scans again.
    expect(ethereumOf((await deposits()).body).skipped).toBeUndefined();
  });
});

describe("payouts: /api/cron/payouts", () => {
  async function approvedEth(amount: string) {
    const { user } = await createUser();
    await fund(user.id, "ETHEREUM", "10");
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const request = await openWithdrawalRequest({
      userId: user.id,
      asset: "ETHEREUM",
      amount,
      network: "Ethereum Network",
      address: recipient,
    });
    await approveWithdrawal(request.id, admin.id);
    return { id: request.id, recipient };
  }

  it("sends an approved ETH withdrawal from the hot wallet", async () => {
    const w = await approvedEth("0.1");
    const res = await payoutsCron();
    expect(res.status).toBe(200);
    const step = res.body.payouts.find((p: { id: number }) => p.id === w.id);
    expect(step).toMatchObject({ id: w.id, status: "BROADCAST" });
    expect(step.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(formatEther(await client.getBalance({ address: w.recipient }))).toBe("0.1");
    const [request] = await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.id, w.id));
    expect(request).toMatchObject({ status: "BROADCAST", txHash: step.txHash });
  });

  it("two calls at once: one takes the step, the other skips it; the withdrawal leaves once", async () => {
    const w = await approvedEth("0.2");
    const [a, b] = await Promise.all([payoutsCron(), payoutsCron()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.skipped, b.body.skipped].filter((s) => s === true)).toHaveLength(1);
    const [payout] = await db().select().from(payouts).where(eq(payouts.withdrawalRequestId, w.id));
    expect(payout.state).toBe("BROADCAST");
    expect(formatEther(await client.getBalance({ address: w.recipient }))).toBe("0.2");
    // Completed by later calls once deep enough.
    await mineBlocks(client, 2);
    const done = await payoutsCron();
    expect(done.body.payouts.find((p: { id: number }) => p.id === w.id)).toMatchObject({
      status: "COMPLETED",
    });
  });
});

describe("jobs: /api/cron/jobs", () => {
  it("delivers a mail the mail server refused once", async () => {
    const to = uniqueEmail("serverless");
    const id = (await enqueueMail(db(), { to, subject: "Through the cron", text: "Hello" }, `cron:${to}`))!;
    smtp.state.refusing = true;
    const first = await jobsCron();
    expect(first.status).toBe(200);
    expect(first.body.ran).toBeGreaterThanOrEqual(1);
    const [refused] = await db().select().from(jobs).where(eq(jobs.id, id));
    expect(refused).toMatchObject({ status: "WAITING", attempts: 1 });
    expect(refused.lastError).toContain("451");

    // The server accepts again and the back-off has passed: the scheduler's next call delivers it, once.
    smtp.state.refusing = false;
    await db().execute(sql`update jobs set run_at = now() where id = ${id}`);
    await jobsCron();
    await jobsCron();
    const [sent] = await db().select().from(jobs).where(eq(jobs.id, id));
    expect(sent).toMatchObject({ status: "DONE", attempts: 2 });
    expect(smtp.state.received.filter((m) => /^Subject: Through the cron$/m.test(m))).toHaveLength(1);
  });

  it("stops taking jobs once its time budget is spent", async () => {
    const { runDueJobsFor } = await import("@/lib/jobs/worker");
    const to = uniqueEmail("budget");
    const id = (await enqueueMail(db(), { to, subject: "Later", text: "." }, `budget:${to}`))!;
    expect(await runDueJobsFor(0)).toEqual({ ran: 0, budgetSpent: true });
    const [waiting] = await db().select().from(jobs).where(eq(jobs.id, id));
    expect(waiting.status).toBe("WAITING");
    await jobsCron();
    const [done] = await db().select().from(jobs).where(eq(jobs.id, id));
    expect(done.status).toBe("DONE");
  });

  it("prunes old DONE jobs, expired idempotency keys, stale rate limits and old sessions; keeps recent ones", async () => {
    const { user } = await createUser();
    const days = (n: number) => sql`now() - make_interval(days => ${n}::int)`;
    const [oldJob, recentJob, failedJob] = await queryRows<{ id: number }>(
      db(),
      sql`insert into jobs (kind, status, updated_at, done_at) values
            ('mail', 'DONE', ${days(31)}, ${days(31)}),
            ('mail', 'DONE', ${days(29)}, ${days(29)}),
            ('mail', 'FAILED', ${days(90)}, null)
          returning id`,
    );
    await db().execute(sql`
      insert into idempotency_keys (user_id, key, request_hash, status, created_at) values
        (${user.id}, 'expired-key', 'h', 200, now() - interval '25 hours'),
        (${user.id}, 'recent-key', 'h', 200, now() - interval '23 hours')`);
    await db().execute(sql`
      insert into rate_limits (key, points, expires_at) values
        ('prune-test:stale', 3, now() - interval '1 minute'),
        ('prune-test:live', 3, now() + interval '10 minutes')`);
    // Device A: two sessions ended long ago (the older goes; the newer stays as the device's memory). Device B:
    // signed out 10 days ago (kept). Device C: in use (kept). Device D: idle since 40 days, never revoked, and an
    // older one on the same device (goes).
    await db().execute(sql`
      insert into sessions (id, user_id, device, ip, created_at, last_seen_at, revoked_at) values
        ('prune-a1', ${user.id}, 'Device A', '203.0.113.1', ${days(60)}, ${days(60)}, ${days(59)}),
        ('prune-a2', ${user.id}, 'Device A', '203.0.113.1', ${days(45)}, ${days(45)}, ${days(44)}),
        ('prune-b', ${user.id}, 'Device B', '203.0.113.2', ${days(12)}, ${days(11)}, ${days(10)}),
        ('prune-c', ${user.id}, 'Device C', '203.0.113.3', now(), now(), null),
        ('prune-d1', ${user.id}, 'Device D', '203.0.113.4', ${days(50)}, ${days(50)}, null),
        ('prune-d2', ${user.id}, 'Device D', '203.0.113.4', ${days(40)}, ${days(40)}, null)`);

    const res = await jobsCron();
    expect(res.status).toBe(200);
    expect(res.body.pruned.doneJobs).toBeGreaterThanOrEqual(1);
    expect(res.body.pruned.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(res.body.pruned.rateLimits).toBeGreaterThanOrEqual(1);
    expect(res.body.pruned.sessions).toBeGreaterThanOrEqual(2);

    const jobIds = (await db().select({ id: jobs.id }).from(jobs)).map((j) => j.id);
    expect(jobIds).not.toContain(Number(oldJob.id));
    expect(jobIds).toEqual(expect.arrayContaining([Number(recentJob.id), Number(failedJob.id)]));
    const keys = await queryRows<{ key: string }>(
      db(),
      sql`select key from idempotency_keys where user_id = ${user.id} order by key`,
    );
    expect(keys.map((k) => k.key)).toEqual(["recent-key"]);
    const limits = await queryRows<{ key: string }>(
      db(),
      sql`select key from rate_limits where key like 'prune-test:%' order by key`,
    );
    expect(limits.map((l) => l.key)).toEqual(["prune-test:live"]);
    const sessions = await queryRows<{ id: string }>(
      db(),
      sql`select id from sessions where user_id = ${user.id} and id like 'prune-%' order by id`,
    );
    expect(sessions.map((s) => s.id)).toEqual(["prune-a2", "prune-b", "prune-c", "prune-d2"]);

    // Twice in a row: nothing more of these goes.
    const again = await jobsCron();
    expect(again.status).toBe(200);
    const still = await queryRows<{ id: string }>(
      db(),
      sql`select id from sessions where user_id = ${user.id} and id like 'prune-%' order by id`,
    );
    expect(still).toHaveLength(4);
  });
});

describe("a request's jobs run after its answer, with no worker", () => {
  beforeEach(() => {
    afterAnswer.capturing = true;
    afterAnswer.callbacks = [];
  });
  afterEach(() => {
    afterAnswer.capturing = false;
  });

  it("runs the mail a request queued once the answer is sent", async () => {
    const to = uniqueEmail("after");
    const id = await db().transaction((tx) =>
      enqueueMail(tx, { to, subject: "Right after the answer", text: "." }, `after:${to}`),
    );
    expect(afterAnswer.callbacks).toHaveLength(1);
    for (const run of afterAnswer.callbacks) await run();
    const [sent] = await db().select().from(jobs).where(eq(jobs.id, id!));
    expect(sent.status).toBe("DONE");
    expect(smtp.state.received.some((m) => /^Subject: Right after the answer$/m.test(m))).toBe(true);
  });

  it("each transaction that queues jobs has its own drain (one, however many jobs it queues)", async () => {
    // Two requests answered one after the other: the first's drain may run before the second commits, so the
    // second must not count on it.
    await db().transaction(async (tx) => {
      for (const n of [1, 2, 3]) {
        const to = uniqueEmail(`first-${n}`);
        await enqueueMail(tx, { to, subject: "First", text: "." }, `first:${to}`);
      }
    });
    const second = uniqueEmail("second");
    await db().transaction((tx) =>
      enqueueMail(tx, { to: second, subject: "Second", text: "." }, `second:${second}`),
    );
    expect(afterAnswer.callbacks).toHaveLength(2);
    for (const run of afterAnswer.callbacks) await run();
    const waiting = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from jobs where status = 'WAITING' and run_at <= now()`,
    );
    expect(Number(waiting[0].n)).toBe(0);
  });
});
