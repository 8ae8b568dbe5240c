// A chain deposit below the minimum (0.001 of its asset) is recorded and never credited; the investor's Deposit
// History (GET /api/deposits) shows it arrived, INACTIVE, with the reason and the minimum, while one whose block
// left the chain stays out. The chain is a source in memory: the watcher records and credits its blocks exactly
// as it does a node's (tests/api/deposits-evm-scan.test.ts runs the same path against anvil).
import { sql } from "drizzle-orm";
import { GET as depositsRoute } from "@/app/api/deposits/route";
import { POST as creditRoute } from "@/app/api/users/credit/route";
import { evmAccountXpub, DEPOSIT_TEST_MNEMONIC } from "@/lib/chain/anvil";
import { ownDepositAddresses } from "@/lib/deposits/addresses/own-addresses";
import { scanChain } from "@/lib/deposits/watch/scan-chain";
import { watchedChain } from "@/lib/deposits/watch/watched-chains";
import { resetEnvCache } from "@/lib/env";
import { readBalance } from "@/lib/ledger/read-balances";
import { reconcile } from "@/lib/ledger/reconcile";
import { setupTestDb } from "../helpers/db";
import { MemoryChain } from "../helpers/memory-chain";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();

const SETTINGS = {
  DEPOSIT_XPUB_EVM: evmAccountXpub(DEPOSIT_TEST_MNEMONIC),
  // Never called: the blocks come from the source below.
  ETHEREUM_RPC_URL: "http://127.0.0.1:9",
  ETHEREUM_CONFIRMATIONS: "12",
  ETHEREUM_START_BLOCK: "1",
};

let chain: MemoryChain;
beforeAll(() => {
  Object.assign(process.env, SETTINGS);
  resetEnvCache();
  chain = new MemoryChain();
});
afterAll(() => {
  for (const s of Object.keys(SETTINGS)) delete process.env[s];
  resetEnvCache();
});
afterEach(async () => expect(await reconcile(db())).toEqual([]));

const scan = () => scanChain(chain, watchedChain("ETHEREUM")!);

async function investor() {
  const created = await createUser();
  const own = await ownDepositAddresses(created.user.id);
  return { ...created, address: own.EVM! };
}

async function depositHistory(token: string) {
  const res = await call(depositsRoute, "/api/deposits", { token });
  expect(res.status).toBe(200);
  return res.body.deposits as Record<string, unknown>[];
}

it("lists a deposit below the minimum as not credited, with the reason and the minimum", async () => {
  const { user, token, address } = await investor();
  chain.mine([
    { to: address, asset: "ETHEREUM", amount: "0.0005" },
    { to: address, asset: "ETHEREUM", amount: "0.25" },
  ]);
  await scan();
  chain.mineEmpty(12);
  await scan();

  const history = await depositHistory(token);
  const below = history.find((d) => d.amount === 0.0005);
  const credited = history.find((d) => d.amount === 0.25);
  expect(below).toMatchObject({
    asset: "ETHEREUM",
    network: "Ethereum Network",
    amount: 0.0005,
    status: "INACTIVE",
    txHash: expect.stringMatching(/^0x/),
    notCredited: { reason: "BELOW_MINIMUM", minimum: "0.001" },
  });
  expect(credited).toMatchObject({ amount: 0.25, status: "COMPLETED", notCredited: null });
  expect(history).toHaveLength(2);
  // Recorded, never credited: only the 0.25 reached the balance.
  expect(await readBalance(db(), user.id, "ETHEREUM")).toBe("0.25");
});

it("still shows nothing whose block left the chain before it was credited", async () => {
  const { token, address } = await investor();
  chain.mine([{ to: address, asset: "ETHEREUM", amount: "0.0002" }]);
  await scan();
  // What a reorganisation leaves behind (tests/api/deposits-evm-scan.test.ts walks a real one).
  await db().execute(sql`update deposits set chain_state = 'ORPHANED' where address = ${address}`);
  expect(await depositHistory(token)).toEqual([]);
});

it("a deposit the team credited carries no reason", async () => {
  const { user, token } = await investor();
  const admin = await createUser({ role: "ADMIN" });
  const res = await call(creditRoute, "/api/users/credit", {
    token: admin.token,
    body: { userId: user.id, currency: "ETHEREUM", amount: "0.0001" },
  });
  expect(res.status).toBe(200);
  expect(await depositHistory(token)).toEqual([
    expect.objectContaining({ amount: 0.0001, status: "COMPLETED", notCredited: null }),
  ]);
});
