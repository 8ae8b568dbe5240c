// The Tron watcher: the deposit engine reading Tron through the Tron chain source, over the node answers in
// tests/fixtures/chain/tron. USDT to an investor's Tron address is PENDING with its confirmations, credited
// once at the required depth; a failed transfer and a token that is not configured are never deposits; the
// fork drops the deposit of a block it replaces and brings its own.
import { sql } from "drizzle-orm";
import { HDKey } from "@scure/bip32";
import { queryRows } from "@/db/client";
import { depositAddresses } from "@/db/schema";
import { DEPOSIT_TEST_MNEMONIC, mnemonicSeed } from "@/lib/chain/anvil";
import { accountKeyFor } from "@/lib/deposits/addresses/configured-keys";
import { deriveAddress } from "@/lib/deposits/addresses/derive-address";
import { scanChain } from "@/lib/deposits/watch/scan-chain";
import { tronSource } from "@/lib/deposits/watch/sources/tron-source";
import { watchedChain, type WatchedChain } from "@/lib/deposits/watch/watched-chains";
import { resetEnvCache } from "@/lib/env";
import { readBalance } from "@/lib/ledger/read-balances";
import { reconcile } from "@/lib/ledger/reconcile";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { tronChain, tronFixtureNode, tronFixtures } from "../helpers/tron-fixture-node";

const { db } = setupTestDb();

const H = tronChain.firstHeight;
const SETTINGS = [
  "DEPOSIT_XPUB_TRON",
  "TRON_API_URL",
  "TRON_USDT_CONTRACT",
  "TRON_CONFIRMATIONS",
  "TRON_START_BLOCK",
];

beforeAll(() => {
  Object.assign(process.env, {
    DEPOSIT_XPUB_TRON: HDKey.fromMasterSeed(mnemonicSeed(DEPOSIT_TEST_MNEMONIC)).derive("m/44'/195'/0'")
      .publicExtendedKey,
    TRON_API_URL: "https://tron-node.invalid",
    TRON_USDT_CONTRACT: tronChain.usdtContract,
    TRON_CONFIRMATIONS: "12",
    // The first block after the cursor's, H, which the fixtures hold.
    TRON_START_BLOCK: String(H + 1),
  });
  resetEnvCache();
});

afterAll(() => {
  for (const s of SETTINGS) delete process.env[s];
  resetEnvCache();
});

const tron = (): WatchedChain => watchedChain("TRON")!;

/**
 * An investor whose recorded Tron address is child `index` of the test key. In the app the child index is the
 * user's id; the fixtures pay children 0 and 1 (the test mnemonic's well-known addresses), which no test user's
 * id is, so the address is recorded here as the app would record it for that index.
 */
async function investorAt(index: 0 | 1) {
  const key = accountKeyFor("TRON")!;
  const address = deriveAddress(key, index);
  expect(address).toBe(tronChain.investors[index]);
  const { user } = await createUser();
  await db()
    .insert(depositAddresses)
    .values({ userId: user.id, network: "TRON", accountKeyId: key.keyId, childIndex: index, address });
  return { userId: user.id, address };
}

type Row = {
  asset: string;
  network: string;
  amount: string;
  status: string;
  chain_state: string;
  confirmations: number;
  required_confirmations: number;
  tx_hash: string;
  output_index: number;
  block_height: number;
  transaction_id: number | null;
};

const depositsOf = (userId: number) =>
  queryRows<Row>(
    db(),
    sql`select asset, network, amount::text, status, chain_state, confirmations, required_confirmations, tx_hash,
               output_index, block_height, transaction_id
          from deposits where user_id = ${userId} order by block_height, output_index`,
  );

const depositCredits = (userId: number) =>
  queryRows<{ amount: string }>(
    db(),
    sql`select amount::text from ledger_entries where user_id = ${userId} and kind = 'DEPOSIT'`,
  );

const txId = (height: number, n: number, branch: "main" | "fork" = "main") =>
  tronFixtures[branch].infos[height]![n]!.id;

test("USDT on Tron: pending with its confirmations, credited once at 12, and the fork drops a pending deposit", async () => {
  const first = await investorAt(0);
  const second = await investorAt(1);
  const node = tronFixtureNode({ tip: H + 10 });
  const scan = () => scanChain(tronSource({ url: tron().url, tokens: tron().tokens }, node.fetch), tron());

  // Tip H+10: the transfers of H+2 have 9 confirmations, the one of H+8 has 3.
  let result = await scan();
  expect(result).toMatchObject({
    chain: "TRON",
    fromBlock: H + 1,
    toBlock: H + 10,
    tip: H + 10,
    seen: 3,
    credited: 0,
  });
  expect(await depositsOf(first.userId)).toEqual([
    expect.objectContaining({
      asset: "USDT",
      network: tron().network,
      amount: "125.50000000",
      status: "PENDING",
      chain_state: "PENDING",
      confirmations: 9,
      required_confirmations: 12,
      tx_hash: txId(H + 2, 0),
      output_index: 0,
      block_height: H + 2,
      transaction_id: null,
    }),
  ]);
  // The reverted 500 USDT, the 77 of a token not configured and the zero-amount transfer to the first investor
  // are not deposits; the second investor's USDT came as log 1 of a payout contract's call.
  expect(await depositsOf(second.userId)).toEqual([
    expect.objectContaining({
      amount: "42.00000100",
      output_index: 1,
      tx_hash: txId(H + 2, 1),
      confirmations: 9,
    }),
    expect.objectContaining({
      amount: "300.00000000",
      output_index: 0,
      tx_hash: txId(H + 8, 0),
      confirmations: 3,
    }),
  ]);
  expect(await readBalance(db(), first.userId, "USDT")).toBe("0");

  // Tip H+13: H+2 reaches 12 confirmations and is credited; H+8 has 6.
  node.setTip(H + 13);
  result = await scan();
  expect(result).toMatchObject({ fromBlock: H + 11, toBlock: H + 13, seen: 0, credited: 2 });
  expect((await depositsOf(first.userId))[0]).toMatchObject({
    status: "COMPLETED",
    chain_state: "CREDITED",
    confirmations: 12,
  });
  expect(await readBalance(db(), first.userId, "USDT")).toBe("125.5");
  expect(await readBalance(db(), second.userId, "USDT")).toBe("42.000001");
  expect((await depositsOf(second.userId))[1]).toMatchObject({ chain_state: "PENDING", confirmations: 6 });

  // Scanning again credits nothing twice.
  result = await scan();
  expect(result).toMatchObject({ fromBlock: null, toBlock: null, credited: 0 });
  expect(await depositCredits(first.userId)).toEqual([{ amount: "125.50000000" }]);

  // The node switches to the fork: H+8 onwards replaced, the 300 USDT of the old H+8 gone, 7.25 USDT to the
  // first investor at H+9' instead (13 confirmations at the fork's tip H+21, credited at once).
  node.switchToFork();
  result = await scan();
  expect(result.reorganisation).toMatchObject({ forkHeight: H + 7, orphaned: 1, flagged: 0 });
  expect(result).toMatchObject({ fromBlock: H + 8, toBlock: H + 21, tip: H + 21, seen: 1, credited: 1 });
  const orphaned = await depositsOf(second.userId);
  expect(orphaned[1]).toMatchObject({
    amount: "300.00000000",
    chain_state: "ORPHANED",
    transaction_id: null,
  });
  expect(await readBalance(db(), second.userId, "USDT")).toBe("42.000001");
  expect(await depositsOf(first.userId)).toEqual([
    expect.objectContaining({ amount: "125.50000000", chain_state: "CREDITED" }),
    expect.objectContaining({
      amount: "7.25000000",
      chain_state: "CREDITED",
      status: "COMPLETED",
      tx_hash: txId(H + 9, 0, "fork"),
      block_height: H + 9,
    }),
  ]);
  expect(await readBalance(db(), first.userId, "USDT")).toBe("132.75");
  expect(await depositCredits(first.userId)).toHaveLength(2);
  expect(await reconcile(db())).toEqual([]);
});
