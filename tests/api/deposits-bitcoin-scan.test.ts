// The Bitcoin watcher: the deposit engine reading Bitcoin through the source the watcher picks for it (Esplora),
// over the blocks in tests/fixtures/chain/bitcoin. BTC to an investor's BIP84 address is PENDING with its
// confirmations and credited once at the required depth; an output below the minimum is recorded, never
// credited; the fork drops the pending deposit of a block it replaces.
import { sql } from "drizzle-orm";
import { HDKey } from "@scure/bip32";
import { queryRows } from "@/db/client";
import { depositAddresses } from "@/db/schema";
import { DEPOSIT_TEST_MNEMONIC, mnemonicSeed } from "@/lib/chain/anvil";
import { accountKeyFor, addressNetwork } from "@/lib/deposits/addresses/configured-keys";
import { deriveAddress } from "@/lib/deposits/addresses/derive-address";
import { scanChain } from "@/lib/deposits/watch/scan-chain";
import { sourceFor } from "@/lib/deposits/watch/sources/source-for";
import { watchedChain, type WatchedChain } from "@/lib/deposits/watch/watched-chains";
import { resetEnvCache } from "@/lib/env";
import { readBalance } from "@/lib/ledger/read-balances";
import { reconcile } from "@/lib/ledger/reconcile";
import { setupTestDb } from "../helpers/db";
import { bitcoinChain, bitcoinDeposit, esploraFixtureNode } from "../helpers/esplora-fixture-node";
import { createUser } from "../helpers/factories";

const { db } = setupTestDb();

const SETTINGS = [
  "DEPOSIT_XPUB_BITCOIN",
  "BITCOIN_ESPLORA_URL",
  "BITCOIN_CONFIRMATIONS",
  "BITCOIN_START_BLOCK",
];

beforeAll(() => {
  Object.assign(process.env, {
    // BIP84's account key of the test mnemonic, as the plain xpub many wallets export.
    DEPOSIT_XPUB_BITCOIN: HDKey.fromMasterSeed(mnemonicSeed(DEPOSIT_TEST_MNEMONIC)).derive("m/84'/0'/0'")
      .publicExtendedKey,
    BITCOIN_ESPLORA_URL: "https://esplora.invalid/api",
    BITCOIN_CONFIRMATIONS: "12",
    // The block after the genesis block, where the cursor starts.
    BITCOIN_START_BLOCK: "1",
  });
  resetEnvCache();
});

afterAll(() => {
  for (const s of SETTINGS) delete process.env[s];
  resetEnvCache();
});

const bitcoin = (): WatchedChain => watchedChain("BITCOIN")!;

/**
 * An investor whose recorded Bitcoin address is child `index` of the test key. In the app the child index is
 * the user's id; the fixtures pay children 0 and 1 (BIP84's published addresses), which no test user's id is,
 * so the address is recorded here as the app would record it for that index.
 */
async function investorAt(index: 0 | 1) {
  const key = accountKeyFor("BITCOIN")!;
  const address = deriveAddress(key, index);
  expect(address).toBe(bitcoinChain.investors[index]);
  const { user } = await createUser();
  await db()
    .insert(depositAddresses)
    .values({
      userId: user.id,
      network: addressNetwork(key),
      accountKeyId: key.keyId,
      childIndex: index,
      address,
    });
  return { userId: user.id, address };
}

type Row = {
  asset: string;
  network: string;
  amount: string;
  chain_amount: string;
  status: string;
  chain_state: string;
  confirmations: number;
  required_confirmations: number;
  tx_hash: string;
  output_index: number;
  address: string;
  block_height: number;
  block_hash: string;
  transaction_id: number | null;
};

const depositsOf = (userId: number) =>
  queryRows<Row>(
    db(),
    sql`select asset, network, amount::text, chain_amount::text, status, chain_state, confirmations,
               required_confirmations, tx_hash, output_index, address, block_height, block_hash, transaction_id
          from deposits where user_id = ${userId} order by block_height, output_index`,
  );

const depositCredits = (userId: number) =>
  queryRows<{ amount: string }>(
    db(),
    sql`select amount::text from ledger_entries where user_id = ${userId} and kind = 'DEPOSIT'`,
  );

test("BTC to a BIP84 address: pending with its confirmations, credited once at 12, and the fork drops a pending deposit", async () => {
  const first = await investorAt(0);
  const second = await investorAt(1);
  const node = esploraFixtureNode({ tip: 6 });
  // The source the watcher picks for Bitcoin (Esplora), over the fixture node.
  const scan = () => scanChain(sourceFor(bitcoin(), node.fetch), bitcoin());
  // Tip 6: the deposit of block 2 has 5 confirmations, block 3's have 4, block 5's has 2.
  let result = await scan();
  expect(result).toMatchObject({ chain: "BITCOIN", fromBlock: 1, toBlock: 6, tip: 6, seen: 4, credited: 0 });
  expect(await depositsOf(first.userId)).toEqual([
    expect.objectContaining({
      asset: "BITCOIN",
      network: bitcoin().network,
      amount: "0.00150000",
      chain_amount: expect.stringMatching(/^0\.00150+$/),
      status: "PENDING",
      chain_state: "PENDING",
      confirmations: 5,
      required_confirmations: 12,
      tx_hash: bitcoinDeposit("first").txHash,
      output_index: 0,
      address: first.address,
      block_height: 2,
      block_hash: bitcoinChain.main[2],
      transaction_id: null,
    }),
    // 0.0005 BTC in the same transaction as the second investor's: under the 0.001 minimum, never credited.
    expect.objectContaining({
      amount: "0.00050000",
      chain_state: "BELOW_MINIMUM",
      tx_hash: bitcoinDeposit("belowMinimum").txHash,
      output_index: 6,
      block_height: 3,
    }),
  ]);
  expect(await depositsOf(second.userId)).toEqual([
    expect.objectContaining({
      amount: "0.25000000",
      chain_state: "PENDING",
      tx_hash: bitcoinDeposit("second").txHash,
      output_index: 1,
      confirmations: 4,
    }),
    expect.objectContaining({
      amount: "0.50000000",
      chain_state: "PENDING",
      tx_hash: bitcoinDeposit("orphaned").txHash,
      output_index: 0,
      block_height: 5,
      confirmations: 2,
    }),
  ]);
  expect(await readBalance(db(), first.userId, "BITCOIN")).toBe("0");

  // The node switches to the fork, tip 12: block 5 onwards replaced, the 0.5 BTC of the old block 5 gone;
  // block 2's deposit has 11 confirmations, one short.
  node.switchToFork(12);
  result = await scan();
  expect(result.reorganisation).toMatchObject({ forkHeight: 4, orphaned: 1, flagged: 0 });
  expect(result).toMatchObject({ fromBlock: 5, toBlock: 12, tip: 12, seen: 0, credited: 0 });
  expect(await depositsOf(second.userId)).toEqual([
    expect.objectContaining({ amount: "0.25000000", chain_state: "PENDING", confirmations: 10 }),
    expect.objectContaining({ amount: "0.50000000", chain_state: "ORPHANED", transaction_id: null }),
  ]);
  expect((await depositsOf(first.userId))[0]).toMatchObject({ chain_state: "PENDING", confirmations: 11 });

  // Tip 13: block 2 reaches 12 confirmations and is credited; tip 14: block 3's.
  node.setTip(13);
  result = await scan();
  expect(result).toMatchObject({ fromBlock: 13, toBlock: 13, seen: 0, credited: 1 });
  expect((await depositsOf(first.userId))[0]).toMatchObject({
    status: "COMPLETED",
    chain_state: "CREDITED",
    confirmations: 12,
    transaction_id: expect.any(Number),
  });
  expect(await readBalance(db(), first.userId, "BITCOIN")).toBe("0.0015");
  expect(await readBalance(db(), second.userId, "BITCOIN")).toBe("0");
  node.setTip(14);
  result = await scan();
  expect(result).toMatchObject({ credited: 1 });
  expect(await readBalance(db(), second.userId, "BITCOIN")).toBe("0.25");

  // Deeper still and scanned again: nothing is credited twice, the one below the minimum never.
  node.switchToFork();
  result = await scan();
  expect(result).toMatchObject({ toBlock: 20, tip: 20, seen: 0, credited: 0 });
  result = await scan();
  expect(result).toMatchObject({ fromBlock: null, toBlock: null, credited: 0 });
  expect(await depositCredits(first.userId)).toEqual([{ amount: "0.00150000" }]);
  expect(await depositCredits(second.userId)).toEqual([{ amount: "0.25000000" }]);
  expect((await depositsOf(first.userId))[1]).toMatchObject({
    chain_state: "BELOW_MINIMUM",
    transaction_id: null,
  });
  expect(await readBalance(db(), first.userId, "BITCOIN")).toBe("0.0015");
  expect(await reconcile(db())).toEqual([]);
});
