// The Ethereum watcher against a real anvil node: ETH and USDT sent to an investor's derived address are
// PENDING with their confirmations at once and credited exactly once at the required depth (two scanners at
// the same time, a crash inside the crediting transaction); a reorganisation before that depth drops the
// deposit, one deeper than that after the credit flags it (never reversed); a deposit below the minimum and a token that is not
// configured are never credited.
import { sql } from "drizzle-orm";
import type { Address } from "viem";
import { DEPOSIT_TEST_MNEMONIC, evmAccountXpub, startAnvil, type AnvilNode } from "@/lib/chain/anvil";
import {
  deployTestToken,
  localChainClient,
  mineBlocks,
  mintToken,
  reorg,
  sendEth,
  sendToken,
  TEST_USDC,
  TEST_USDT,
  type LocalChainClient,
} from "@/lib/chain/local-chain";
import { queryRows } from "@/db/client";
import { ownDepositAddresses } from "@/lib/deposits/addresses/own-addresses";
import { scanChain } from "@/lib/deposits/watch/scan-chain";
import { sourceFor } from "@/lib/deposits/watch/sources/source-for";
import { watchedChain, type WatchedChain } from "@/lib/deposits/watch/watched-chains";
import { resetEnvCache } from "@/lib/env";
import { readBalance } from "@/lib/ledger/read-balances";
import { reconcile } from "@/lib/ledger/reconcile";
import { GET as cronDeposits } from "@/app/api/cron/deposits/route";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();

let node: AnvilNode;
let client: LocalChainClient;
let usdt: Address;
let usdc: Address;
let dai: Address;
const SETTINGS = [
  "DEPOSIT_XPUB_EVM",
  "ETHEREUM_RPC_URL",
  "ETHEREUM_USDT_CONTRACT",
  "ETHEREUM_USDC_CONTRACT",
  "ETHEREUM_CONFIRMATIONS",
  "ETHEREUM_START_BLOCK",
];

beforeAll(async () => {
  node = await startAnvil();
  client = localChainClient(node.rpcUrl, node.accounts[0]);
  usdt = (await deployTestToken(client, TEST_USDT)).address;
  usdc = (await deployTestToken(client, TEST_USDC)).address;
  dai = (await deployTestToken(client, { name: "Dai (test)", symbol: "DAI", decimals: 18 })).address;
  for (const token of [usdt, usdc]) await mintToken(client, token, node.accounts[0].address, "1000000");
  await mintToken(client, dai, node.accounts[0].address, "1000");
  Object.assign(process.env, {
    DEPOSIT_XPUB_EVM: evmAccountXpub(DEPOSIT_TEST_MNEMONIC),
    ETHEREUM_RPC_URL: node.rpcUrl,
    ETHEREUM_USDT_CONTRACT: usdt,
    ETHEREUM_USDC_CONTRACT: usdc,
    ETHEREUM_CONFIRMATIONS: "12",
    // Everything after the set-up blocks.
    ETHEREUM_START_BLOCK: String(Number(await client.getBlockNumber()) + 1),
  });
  resetEnvCache();
});

afterAll(async () => {
  for (const s of SETTINGS) delete process.env[s];
  resetEnvCache();
  await node?.stop();
});

function ethereum(): WatchedChain {
  return watchedChain("ETHEREUM")!;
}

const scan = () => scanChain(sourceFor(ethereum()), ethereum());

async function investorAddress() {
  const { user } = await createUser();
  const own = await ownDepositAddresses(user.id);
  return { userId: user.id, address: own.EVM as Address };
}

type Row = {
  id: number;
  asset: string;
  amount: string;
  status: string;
  chain_state: string;
  confirmations: number;
  required_confirmations: number;
  tx_hash: string;
  output_index: number;
  transaction_id: number | null;
};

const depositsOf = (userId: number) =>
  queryRows<Row>(
    db(),
    sql`select id, asset, amount::text, status, chain_state, confirmations, required_confirmations, tx_hash,
               output_index, transaction_id
          from deposits where user_id = ${userId} order by id`,
  );

const ledgerEntries = (userId: number) =>
  queryRows<{ reference: string; amount: string }>(
    db(),
    sql`select reference, amount::text from ledger_entries where user_id = ${userId} and kind = 'DEPOSIT'`,
  );

describe("Ethereum deposit watcher on anvil", () => {
  test("ETH to an investor's address: PENDING with 1 of 12 confirmations, credited once at 12", async () => {
    const { userId, address } = await investorAddress();
    const receipt = await sendEth(client, address, "0.5");
    await scan();
    let [row] = await depositsOf(userId);
    expect(row).toMatchObject({
      asset: "ETHEREUM",
      amount: "0.50000000",
      status: "PENDING",
      chain_state: "PENDING",
      confirmations: 1,
      required_confirmations: 12,
      tx_hash: receipt.transactionHash,
      output_index: -1,
    });
    expect(await readBalance(db(), userId, "ETHEREUM")).toBe("0");

    await mineBlocks(client, 10);
    await scan();
    [row] = await depositsOf(userId);
    expect(row).toMatchObject({ status: "PENDING", confirmations: 11 });
    expect(await readBalance(db(), userId, "ETHEREUM")).toBe("0");

    await mineBlocks(client, 1);
    const result = await scan();
    expect(result.credited).toBeGreaterThanOrEqual(1);
    [row] = await depositsOf(userId);
    expect(row).toMatchObject({ status: "COMPLETED", chain_state: "CREDITED" });
    expect(row.transaction_id).not.toBeNull();
    expect(await readBalance(db(), userId, "ETHEREUM")).toBe("0.5");

    // Told by the bell and by e-mail (queued), once.
    const notices = await queryRows<{ title: string }>(
      db(),
      sql`select title from notifications where user_id = ${userId}`,
    );
    expect(notices.map((n) => n.title)).toContain("Deposit received");
    const mails = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from jobs where dedupe_key = ${`mail:deposit-credited:${row.id}`}`,
    );
    expect(mails[0].n).toBe(1);

    await mineBlocks(client, 3);
    await scan();
    expect(await ledgerEntries(userId)).toHaveLength(1);
    expect(await readBalance(db(), userId, "ETHEREUM")).toBe("0.5");
  });

  test("USDT by its Transfer log, two scanners at once: one deposit, one credit", async () => {
    const { userId, address } = await investorAddress();
    await sendToken(client, usdt, address, "125.5");
    await Promise.all([scan(), scan()]);
    expect(await depositsOf(userId)).toEqual([
      expect.objectContaining({ asset: "USDT", amount: "125.50000000", status: "PENDING" }),
    ]);
    await mineBlocks(client, 12);
    await Promise.all([scan(), scan(), scan()]);
    const rows = await depositsOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "COMPLETED", chain_state: "CREDITED" });
    expect(rows[0].output_index).toBeGreaterThanOrEqual(0);
    expect(await ledgerEntries(userId)).toHaveLength(1);
    expect(await readBalance(db(), userId, "USDT")).toBe("125.5");
  });

  test("a reorganisation before the required depth drops the deposit; a new transfer is credited", async () => {
    const { userId, address } = await investorAddress();
    await sendToken(client, usdc, address, "10");
    await mineBlocks(client, 2);
    await scan();
    expect((await depositsOf(userId))[0]).toMatchObject({ chain_state: "PENDING", confirmations: 3 });

    // The last 4 blocks (the transfer's among them) are replaced by empty ones.
    await reorg(node.rpcUrl, 4);
    const afterReorg = await scan();
    expect(afterReorg.reorganisation).toMatchObject({ orphaned: 1, flagged: 0 });
    expect((await depositsOf(userId))[0]).toMatchObject({ chain_state: "ORPHANED", status: "PENDING" });
    await mineBlocks(client, 14);
    await scan();
    await scan();
    expect((await depositsOf(userId))[0]).toMatchObject({ chain_state: "ORPHANED" });
    expect(await readBalance(db(), userId, "USDC")).toBe("0");

    // The same investor is paid again in a new transaction: a new deposit, credited normally.
    await sendToken(client, usdc, address, "10");
    await mineBlocks(client, 11);
    await scan();
    const rows = await depositsOf(userId);
    expect(rows.map((r) => r.chain_state)).toEqual(["ORPHANED", "CREDITED"]);
    expect(await readBalance(db(), userId, "USDC")).toBe("10");
  });

  test("a reorganisation deeper than the required depth after the credit: flagged, the credit stands", async () => {
    const { userId, address } = await investorAddress();
    await sendToken(client, usdt, address, "40");
    await mineBlocks(client, 12);
    await scan();
    expect((await depositsOf(userId))[0]).toMatchObject({ chain_state: "CREDITED" });
    await reorg(node.rpcUrl, 14);
    const result = await scan();
    expect(result.reorganisation).toMatchObject({ flagged: 1 });
    expect((await depositsOf(userId))[0]).toMatchObject({ chain_state: "FLAGGED", status: "COMPLETED" });
    expect(await readBalance(db(), userId, "USDT")).toBe("40");
    expect(await ledgerEntries(userId)).toHaveLength(1);
  });

  test("below the minimum: recorded, never credited; a token that is not configured: ignored", async () => {
    const { userId, address } = await investorAddress();
    await sendEth(client, address, "0.0005");
    await sendToken(client, dai, address, "50");
    await mineBlocks(client, 12);
    await scan();
    await scan();
    const rows = await depositsOf(userId);
    expect(rows).toEqual([expect.objectContaining({ asset: "ETHEREUM", chain_state: "BELOW_MINIMUM" })]);
    expect(await readBalance(db(), userId, "ETHEREUM")).toBe("0");
    expect(await ledgerEntries(userId)).toHaveLength(0);
  });

  test("a crash inside the crediting transaction leaves nothing half done; the next scan credits once", async () => {
    const { userId, address } = await investorAddress();
    await sendEth(client, address, "1.25");
    await scan();
    await mineBlocks(client, 12);
    // The database refuses the investor's notice: the credit's transaction fails after its ledger entry.
    await db().execute(sql`
      create or replace function refuse_notice() returns trigger language plpgsql as
        $$ begin raise exception 'notice refused'; end $$`);
    await db().execute(sql`
      create trigger refuse_notice before insert on notifications for each row execute function refuse_notice()`);
    await expect(scan()).rejects.toThrow();
    expect((await depositsOf(userId))[0]).toMatchObject({ chain_state: "PENDING", transaction_id: null });
    expect(await ledgerEntries(userId)).toHaveLength(0);
    expect(await readBalance(db(), userId, "ETHEREUM")).toBe("0");

    await db().execute(sql`drop trigger refuse_notice on notifications`);
    await scan();
    await scan();
    expect((await depositsOf(userId))[0]).toMatchObject({ chain_state: "CREDITED" });
    expect(await ledgerEntries(userId)).toHaveLength(1);
    expect(await readBalance(db(), userId, "ETHEREUM")).toBe("1.25");
    expect(await reconcile(db())).toEqual([]);
  });

  test("GET /api/cron/deposits: refused without the secret, one scan of every watched chain with it", async () => {
    delete process.env.CRON_SECRET;
    resetEnvCache();
    expect((await call(cronDeposits, "/api/cron/deposits")).status).toBe(403);
    process.env.CRON_SECRET = "cron-secret-for-deposits";
    resetEnvCache();
    try {
      expect((await call(cronDeposits, "/api/cron/deposits")).status).toBe(401);
      const wrong = { headers: { authorization: "Bearer nope" } };
      expect((await call(cronDeposits, "/api/cron/deposits", wrong)).status).toBe(401);

      const { userId, address } = await investorAddress();
      await sendEth(client, address, "2");
      const auth = { headers: { authorization: "Bearer cron-secret-for-deposits" } };
      const first = await call(cronDeposits, "/api/cron/deposits", auth);
      expect(first.status).toBe(200);
      expect(first.body.networks).toEqual([
        expect.objectContaining({ network: "Ethereum Network", chain: "ETHEREUM", seen: 1, credited: 0 }),
      ]);
      const [eth] = first.body.networks;
      expect(eth.toBlock).toBe(eth.tip);
      await mineBlocks(client, 11);
      const second = await call(cronDeposits, "/api/cron/deposits", auth);
      expect(second.body.networks[0]).toMatchObject({
        fromBlock: eth.tip + 1,
        toBlock: eth.tip + 11,
        credited: 1,
      });
      expect(await readBalance(db(), userId, "ETHEREUM")).toBe("2");
    } finally {
      delete process.env.CRON_SECRET;
      resetEnvCache();
    }
  });
});
