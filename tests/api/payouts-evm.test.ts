// Hot-wallet payouts against a real anvil node: an approved ETH or USDC withdrawal is signed, recorded, sent
// (BROADCAST with its hash, shown to the investor) and COMPLETED at 12 confirmations; two runs at once give
// consecutive nonces and send each payout once; a crash between recording and sending resends the same
// transaction once; a hot wallet short of tokens keeps the withdrawal APPROVED with an alert; the key never
// appears in an error, a log line or the database.
import { and, eq, sql } from "drizzle-orm";
import { encodeAbiParameters, formatEther, keccak256, pad, type Address } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { queryRows } from "@/db/client";
import {
  hotWallets,
  notifications,
  payoutAttempts,
  payouts,
  transactions,
  withdrawalRequests,
} from "@/db/schema";
import { startAnvil, type AnvilNode } from "@/lib/chain/anvil";
import {
  deployTestToken,
  localChainClient,
  mineBlocks,
  mintToken,
  sendEth,
  TEST_USDC,
  tokenBalance,
  type LocalChainClient,
} from "@/lib/chain/local-chain";
import { resetEnvCache } from "@/lib/env";
import { advancePayouts } from "@/lib/payouts/advance-payouts";
import { hotWalletKeyProblems, payoutSigner } from "@/lib/payouts/signer";
import { approveWithdrawal } from "@/lib/withdrawals/approve-withdrawal";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { GET as cronPayouts } from "@/app/api/cron/payouts/route";
import { GET as listWithdrawals } from "@/app/api/withdrawals/route";
import { GET as adminWithdrawals } from "@/app/api/admin/withdrawals/all/route";
import { GET as hotWalletsRoute } from "@/app/api/admin/payouts/wallets/route";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { balanceOf, expectBooksBalanced, fund } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

const SETTINGS = [
  "ETHEREUM_RPC_URL",
  "ETHEREUM_USDC_CONTRACT",
  "ETHEREUM_CONFIRMATIONS",
  "HOT_WALLET_KEY_ETHEREUM",
  "CRON_SECRET",
  "PAYOUT_REPLACE_AFTER_SECONDS",
];

let node: AnvilNode;
let client: LocalChainClient;
let usdc: Address;
let admin: { id: number; token: string };
const hotKey = generatePrivateKey();
const hotAddress = privateKeyToAccount(hotKey).address;
const logged: string[] = [];

beforeAll(async () => {
  node = await startAnvil();
  client = localChainClient(node.rpcUrl, node.accounts[0]);
  usdc = (await deployTestToken(client, TEST_USDC)).address;
  await sendEth(client, hotAddress, "10");
  await mintToken(client, usdc, hotAddress, "1000");
  Object.assign(process.env, {
    ETHEREUM_RPC_URL: node.rpcUrl,
    ETHEREUM_USDC_CONTRACT: usdc,
    ETHEREUM_CONFIRMATIONS: "12",
    HOT_WALLET_KEY_ETHEREUM: hotKey,
    CRON_SECRET: "payout-cron-secret",
    PAYOUT_REPLACE_AFTER_SECONDS: "600",
  });
  resetEnvCache();
  const created = await createUser({ role: "ADMIN" });
  admin = { id: created.user.id, token: created.token };
  // Everything the payouts print goes through console: kept to look for the key in it.
  for (const level of ["log", "error", "warn", "info"] as const)
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(" "));
    });
});

afterAll(async () => {
  jest.restoreAllMocks();
  for (const s of SETTINGS) delete process.env[s];
  resetEnvCache();
  await node?.stop();
});

async function approved(asset: "ETHEREUM" | "USDC", amount: string) {
  const { user, token } = await createUser();
  await fund(user.id, asset, "100000");
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  const request = await openWithdrawalRequest({
    userId: user.id,
    asset,
    amount,
    network: "Ethereum Network",
    address: recipient,
  });
  await approveWithdrawal(request.id, admin.id);
  return { userId: user.id, token, id: request.id, recipient };
}

const requestRow = async (id: number) =>
  (await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id)))[0]!;
const payoutOf = async (id: number) =>
  (await db().select().from(payouts).where(eq(payouts.withdrawalRequestId, id)))[0]!;
const attemptsOf = async (payoutId: number) =>
  db().select().from(payoutAttempts).where(eq(payoutAttempts.payoutId, payoutId));
const cron = () =>
  call(cronPayouts, "/api/cron/payouts", { headers: { authorization: "Bearer payout-cron-secret" } });

describe("hot-wallet payouts on anvil", () => {
  test("ETH: approve → BROADCAST with its hash shown to the investor → COMPLETED at 12 confirmations", async () => {
    const w = await approved("ETHEREUM", "0.25");
    expect(await requestRow(w.id)).toMatchObject({ status: "APPROVED", txHash: null });
    const [tx] = await db().select().from(transactions).where(eq(transactions.withdrawalRequestId, w.id));
    expect(tx.status).toBe("PENDING");

    const first = await cron();
    expect(first.status).toBe(200);
    const step = first.body.payouts.find((p: { id: number }) => p.id === w.id);
    expect(step).toMatchObject({ id: w.id, status: "BROADCAST" });
    expect(step.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await requestRow(w.id)).toMatchObject({ status: "BROADCAST", txHash: step.txHash });
    expect(formatEther(await client.getBalance({ address: w.recipient }))).toBe("0.25");

    const mine = await call(listWithdrawals, "/api/withdrawals", { token: w.token });
    expect(mine.status).toBe(200);
    expect(mine.body.withdrawalRequests[0]).toMatchObject({
      id: w.id,
      status: "BROADCAST",
      network: "Ethereum Network",
      txHash: step.txHash,
      explorerUrl: `https://etherscan.io/tx/${step.txHash}`,
    });

    // Mined in one block: 1 confirmation; 11 more make 12.
    await mineBlocks(client, 10);
    await advancePayouts();
    expect(await payoutOf(w.id)).toMatchObject({ state: "BROADCAST", confirmations: 11 });
    await mineBlocks(client, 1);
    const done = await cron();
    expect(done.body.payouts.find((p: { id: number }) => p.id === w.id)).toEqual({
      id: w.id,
      status: "COMPLETED",
      txHash: step.txHash,
    });
    expect(await requestRow(w.id)).toMatchObject({ status: "COMPLETED", txHash: step.txHash });
    const [after] = await db().select().from(transactions).where(eq(transactions.withdrawalRequestId, w.id));
    expect(after.status).toBe("COMPLETED");
    // Told at approval, when sent and when completed; e-mails at sent and completed (and the new-address notice).
    const titles = (await db().select().from(notifications).where(eq(notifications.userId, w.userId))).map(
      (n) => n.title,
    );
    expect(titles).toEqual(["Withdrawal approved", "Withdrawal sent", "Withdrawal completed"]);
    const mails = await queryRows<{ dedupe_key: string }>(
      db(),
      sql`select dedupe_key from jobs where dedupe_key like ${`mail:withdrawal-%:${w.id}`} order by id`,
    );
    // The first, at the request, is the address book's notice: this investor never withdrew to that address.
    expect(mails.map((m) => m.dedupe_key)).toEqual([
      `mail:withdrawal-new-address:${w.id}`,
      `mail:withdrawal-sent:${w.id}`,
      `mail:withdrawal-completed:${w.id}`,
    ]);
    // Each step in the audit trail, under the approving administrator.
    const audit = await queryRows<{ action: string; admin_id: number; details: string }>(
      db(),
      sql`select action, admin_id, details from audit_entries
           where user_id = ${w.userId} and action like 'PAYOUT_%' order by id`,
    );
    expect(audit).toEqual([
      {
        action: "PAYOUT_SENT",
        admin_id: admin.id,
        details: `Withdrawal request #${w.id}: sent from the hot wallet in ${step.txHash}`,
      },
      {
        action: "PAYOUT_COMPLETED",
        admin_id: admin.id,
        details: `Withdrawal request #${w.id}: completed in ${step.txHash}`,
      },
    ]);
    // The balance stays debited: the coins left.
    expect(await balanceOf(w.userId, "ETHEREUM")).toBe("99999.75");
    // Nothing further happens to a completed payout.
    expect((await advancePayouts()).find((p) => p.id === w.id)).toBeUndefined();
    expect(formatEther(await client.getBalance({ address: w.recipient }))).toBe("0.25");
  });

  test("USDC: an ERC-20 transfer to the investor's address, completed at 12 confirmations", async () => {
    const w = await approved("USDC", "12.5");
    const [step] = (await advancePayouts()).filter((p) => p.id === w.id);
    expect(step.status).toBe("BROADCAST");
    expect(await tokenBalance(client, usdc, w.recipient)).toBe("12.5");
    await mineBlocks(client, 11);
    expect((await advancePayouts()).find((p) => p.id === w.id)?.status).toBe("COMPLETED");
    const admins = await call(adminWithdrawals, "/api/admin/withdrawals/all", { token: admin.token });
    expect(admins.status).toBe(200);
    expect(admins.body.withdrawalRequests.find((r: { id: number }) => r.id === w.id)).toMatchObject({
      status: "COMPLETED",
      txHash: step.txHash,
      network: "Ethereum Network",
      payout: { confirmations: 12, requiredConfirmations: 12, problem: null },
    });
  });

  test("two runs at once: each payout sent once, with consecutive nonces and none skipped", async () => {
    const before = await client.getTransactionCount({ address: hotAddress });
    const ws = [];
    for (let i = 0; i < 4; i++) ws.push(await approved(i % 2 ? "USDC" : "ETHEREUM", "1"));
    await Promise.all([advancePayouts(), advancePayouts(), advancePayouts()]);
    const rows = await Promise.all(ws.map((w) => payoutOf(w.id)));
    expect(rows.every((r) => r.state === "BROADCAST")).toBe(true);
    expect(rows.map((r) => r.nonce).sort()).toEqual([before, before + 1, before + 2, before + 3]);
    for (const r of rows) expect(await attemptsOf(r.id)).toHaveLength(1);
    expect(await client.getTransactionCount({ address: hotAddress })).toBe(before + 4);
    await mineBlocks(client, 12);
    await advancePayouts();
    for (const w of ws) expect((await requestRow(w.id)).status).toBe("COMPLETED");
  });

  test("a crash after recording and before sending: the next run sends the same transaction, once", async () => {
    const before = await client.getTransactionCount({ address: hotAddress });
    const w = await approved("ETHEREUM", "0.5");
    // The run's own error handling keeps the failure for the back office; the process is as good as killed.
    await advancePayouts({
      afterRecord: () => {
        throw new Error("killed");
      },
    });
    const payout = await payoutOf(w.id);
    const [attempt] = await attemptsOf(payout.id);
    expect(payout).toMatchObject({ state: "BROADCAST", txHash: attempt.txHash, nonce: before });
    expect(attempt.sentAt).toBeNull();
    expect(await client.getTransactionCount({ address: hotAddress })).toBe(before);

    await advancePayouts();
    await advancePayouts();
    const attempts = await attemptsOf(payout.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0].sentAt).not.toBeNull();
    expect(await client.getTransactionCount({ address: hotAddress })).toBe(before + 1);
    const receipt = await client.getTransactionReceipt({ hash: attempt.txHash as `0x${string}` });
    expect(receipt.status).toBe("success");
    expect(formatEther(await client.getBalance({ address: w.recipient }))).toBe("0.5");
  });

  test("a hot wallet short of tokens: the withdrawal stays APPROVED, the administrators see the alert", async () => {
    const held = await tokenBalance(client, usdc, hotAddress);
    const w = await approved("USDC", "99");
    // More than the wallet holds once this one is counted.
    const big = await approved("USDC", String(Number(held) + 1));
    await advancePayouts();
    expect((await requestRow(big.id)).status).toBe("APPROVED");
    expect((await payoutOf(big.id)).lastError).toMatch(/holds .* tokens it needs/);
    const [wallet] = await db().select().from(hotWallets).where(eq(hotWallets.chain, "ETHEREUM"));
    expect(wallet.alert).toMatch(/hot wallet .* holds/);
    const seen = await call(hotWalletsRoute, "/api/admin/payouts/wallets", { token: admin.token });
    expect(seen.status).toBe(200);
    expect(seen.body.wallets[0]).toMatchObject({
      chain: "ETHEREUM",
      address: hotAddress,
      alert: wallet.alert,
    });
    expect(seen.body.wallets[0].balances.map((b: { asset: string }) => b.asset)).toEqual(["ETH", "USDC"]);
    const listed = await call(adminWithdrawals, "/api/admin/withdrawals/all", { token: admin.token });
    expect(
      listed.body.withdrawalRequests.find((r: { id: number }) => r.id === big.id).payout.problem,
    ).toMatch(/tokens it needs/);
    // The smaller one went out; the large one goes once the wallet is topped up, and the alert clears.
    expect((await requestRow(w.id)).status).toBe("BROADCAST");
    await mintToken(client, usdc, hotAddress, "1000");
    await advancePayouts();
    expect((await requestRow(big.id)).status).toBe("BROADCAST");
    const [cleared] = await db().select().from(hotWallets).where(eq(hotWallets.chain, "ETHEREUM"));
    expect(cleared.alert).toBeNull();
    await mineBlocks(client, 12);
    await advancePayouts();
  });

  test("a network without a key keeps the manual payout: approval queues nothing", async () => {
    delete process.env.HOT_WALLET_KEY_ETHEREUM;
    resetEnvCache();
    try {
      const w = await approved("ETHEREUM", "1");
      expect(await db().select().from(payouts).where(eq(payouts.withdrawalRequestId, w.id))).toHaveLength(0);
      const [tx] = await db().select().from(transactions).where(eq(transactions.withdrawalRequestId, w.id));
      expect(tx.status).toBe("COMPLETED");
    } finally {
      process.env.HOT_WALLET_KEY_ETHEREUM = hotKey;
      resetEnvCache();
    }
  });

  test("the key appears in no error, log line or stored row", async () => {
    const bare = hotKey.slice(2);
    // A malformed key (one digit short) is refused by naming the setting only.
    const problems = hotWalletKeyProblems({ HOT_WALLET_KEY_ETHEREUM: hotKey.slice(0, -1) });
    expect(problems).toEqual([
      "HOT_WALLET_KEY_ETHEREUM is not a private key (64 hexadecimal digits, 0x optional)",
    ]);
    expect(hotWalletKeyProblems({ HOT_WALLET_KEY_ETHEREUM: "0x" + "0".repeat(64) })[0]).not.toContain(
      "0".repeat(64),
    );
    process.env.HOT_WALLET_KEY_ETHEREUM = hotKey.slice(0, -1);
    resetEnvCache();
    try {
      let message = "";
      try {
        payoutSigner("ETHEREUM");
      } catch (err) {
        message = `${(err as Error).message}\n${(err as Error).stack}`;
      }
      expect(message).toContain("HOT_WALLET_KEY_ETHEREUM");
      expect(message).not.toContain(bare.slice(0, 20));
    } finally {
      process.env.HOT_WALLET_KEY_ETHEREUM = hotKey;
      resetEnvCache();
    }
    // A node that refuses: the error kept for the back office names neither the key nor the node's URL.
    const w = await approved("ETHEREUM", "1");
    process.env.ETHEREUM_RPC_URL = "http://127.0.0.1:9/";
    resetEnvCache();
    try {
      await advancePayouts();
    } finally {
      process.env.ETHEREUM_RPC_URL = node.rpcUrl;
      resetEnvCache();
    }
    const payout = await payoutOf(w.id);
    expect(payout.lastError).toMatch(/ETHEREUM node could not be reached/);
    expect(payout.lastError).not.toContain("127.0.0.1:9");
    await advancePayouts();
    const everything = JSON.stringify(
      await queryRows(
        db(),
        sql`select (select json_agg(p) from payouts p) as p, (select json_agg(a) from payout_attempts a) as a,
                   (select json_agg(h) from hot_wallets h) as h, (select json_agg(w) from withdrawal_requests w) as w`,
      ),
    ).toLowerCase();
    expect(everything).not.toContain(bare.toLowerCase());
    expect(logged.join("\n").toLowerCase()).not.toContain(bare.toLowerCase());
    expect(logged.join("\n")).not.toContain(bare.slice(0, 16));
  });
});

// Not automatic mining: a transaction waits in the pool until the test mines.
describe("hot-wallet payouts on a node that mines only when told", () => {
  let slow: AnvilNode;
  let slowClient: LocalChainClient;
  let slowUsdc: Address;
  // A wallet of its own: on a new chain the first wallet's nonces would start again at those it already used.
  const slowKey = generatePrivateKey();
  const slowAddress = privateKeyToAccount(slowKey).address;

  beforeAll(async () => {
    slow = await startAnvil({ noMining: true });
    slowClient = localChainClient(slow.rpcUrl, slow.accounts[0]);
    slowUsdc = (await deployTestToken(slowClient, TEST_USDC)).address;
    await sendEth(slowClient, slowAddress, "10");
    await mintToken(slowClient, slowUsdc, slowAddress, "1000");
    Object.assign(process.env, {
      HOT_WALLET_KEY_ETHEREUM: slowKey,
      ETHEREUM_RPC_URL: slow.rpcUrl,
      ETHEREUM_USDC_CONTRACT: slowUsdc,
      PAYOUT_REPLACE_AFTER_SECONDS: "1",
    });
    resetEnvCache();
    // The wallet's nonces start again on this node.
    await db().delete(hotWallets);
    await db()
      .update(payouts)
      .set({ state: "COMPLETED" })
      .where(sql`state in ('QUEUED', 'BROADCAST')`);
  });

  afterAll(async () => {
    process.env.ETHEREUM_RPC_URL = node.rpcUrl;
    process.env.HOT_WALLET_KEY_ETHEREUM = hotKey;
    process.env.ETHEREUM_USDC_CONTRACT = usdc;
    process.env.PAYOUT_REPLACE_AFTER_SECONDS = "600";
    resetEnvCache();
    await slow?.stop();
  });

  test("a stuck transaction is replaced with the same nonce and a higher fee, and completes once", async () => {
    const w = await approved("ETHEREUM", "0.75");
    await advancePayouts();
    const payout = await payoutOf(w.id);
    const [first] = await attemptsOf(payout.id);
    expect(payout).toMatchObject({ state: "BROADCAST", lastError: null });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await advancePayouts();
    const attempts = await attemptsOf(payout.id);
    expect(attempts).toHaveLength(2);
    expect(BigInt(attempts[1].maxFeePerGas)).toBeGreaterThan(BigInt(first.maxFeePerGas));
    expect(BigInt(attempts[1].maxPriorityFeePerGas)).toBeGreaterThan(BigInt(first.maxPriorityFeePerGas));
    expect((await payoutOf(w.id)).nonce).toBe(payout.nonce);
    expect((await requestRow(w.id)).txHash).toBe(attempts[1].txHash);
    const replacedAudit = await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_entries where user_id = ${w.userId} and action like 'PAYOUT_%' order by id`,
    );
    expect(replacedAudit.map((a) => a.action)).toEqual(["PAYOUT_SENT", "PAYOUT_REPLACED"]);

    await mineBlocks(slowClient, 12);
    await advancePayouts();
    expect(await requestRow(w.id)).toMatchObject({ status: "COMPLETED", txHash: attempts[1].txHash });
    expect(formatEther(await slowClient.getBalance({ address: w.recipient }))).toBe("0.75");
    expect(
      await slowClient.getTransactionReceipt({ hash: attempts[1].txHash as `0x${string}` }),
    ).toMatchObject({
      status: "success",
    });
  });

  test("a reverted token transfer: FAILED, the amount returned once, the investor told", async () => {
    const w = await approved("USDC", "40");
    await advancePayouts();
    expect((await requestRow(w.id)).status).toBe("BROADCAST");
    // The wallet's tokens vanish before the transfer is mined (balanceOf is the token's storage slot 3).
    const slot = keccak256(
      encodeAbiParameters([{ type: "address" }, { type: "uint256" }], [slowAddress, 3n]),
    );
    await slow.rpc("anvil_setStorageAt", [slowUsdc, slot, pad("0x0")]);
    expect(await tokenBalance(slowClient, slowUsdc, slowAddress)).toBe("0");
    await mineBlocks(slowClient, 1);
    await advancePayouts();
    await advancePayouts();
    const row = await requestRow(w.id);
    expect(row.status).toBe("FAILED");
    expect(row.failureReason).toBe("the transaction was reverted on chain");
    expect(await balanceOf(w.userId, "USDC")).toBe("100000");
    const refunds = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ledger_entries where reference = ${`withdrawal-reversal:${w.id}`}`,
    );
    expect(Number(refunds[0].n)).toBe(1);
    const notices = await db()
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, w.userId), eq(notifications.title, "Withdrawal failed")));
    expect(notices).toHaveLength(1);
    const [tx] = await db().select().from(transactions).where(eq(transactions.withdrawalRequestId, w.id));
    expect(tx.status).toBe("INACTIVE");
    const failedAudit = await queryRows<{ details: string }>(
      db(),
      sql`select details from audit_entries where user_id = ${w.userId} and action = 'PAYOUT_FAILED'`,
    );
    expect(failedAudit.map((a) => a.details)).toEqual([
      `Withdrawal request #${w.id}: payout failed (the transaction was reverted on chain); the amount was returned`,
    ]);
  });
});
