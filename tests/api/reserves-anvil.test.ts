// Reserves read from a real anvil node (the journeys' chain): the listed addresses and the EVM hot wallet, ETH and
// the configured stablecoins, each at the block the snapshot records; a later transfer does not change a
// published figure; the reserve key's EIP-191 signature of the published address verifies.
import { sql } from "drizzle-orm";
import { privateKeyToAccount, generatePrivateKey } from "viem/accounts";
import { startAnvil, type AnvilNode } from "@/lib/chain/anvil";
import {
  deployTestToken,
  localChainClient,
  mintToken,
  sendEth,
  TEST_USDT,
  type LocalChainClient,
} from "@/lib/chain/local-chain";
import { POST as signaturePost } from "@/app/api/admin/reserves/signatures/route";
import { POST as snapshotPost } from "@/app/api/admin/reserves/snapshots/route";
import { GET as reservesGet } from "@/app/api/reserves/route";
import { resetEnvCache } from "@/lib/env";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { fund } from "../helpers/money";

const { db } = setupTestDb();

const SETTINGS = ["ETHEREUM_RPC_URL", "ETHEREUM_USDT_CONTRACT", "RESERVE_ADDRESSES"];
let node: AnvilNode;
let client: LocalChainClient;
const cold = privateKeyToAccount(generatePrivateKey()).address;
const hot = privateKeyToAccount(generatePrivateKey()).address;

type Reading = {
  network: string;
  asset: string;
  address: string;
  amount: string | null;
  block: number | null;
  signed: boolean;
};

beforeAll(async () => {
  node = await startAnvil();
  client = localChainClient(node.rpcUrl, node.accounts[0]);
  const usdt = (await deployTestToken(client, TEST_USDT)).address;
  await mintToken(client, usdt, node.accounts[2].address, "1234.567891");
  await sendEth(client, cold, "1.5");
  await sendEth(client, hot, "0.000000012345678912");
  Object.assign(process.env, {
    ETHEREUM_RPC_URL: node.rpcUrl,
    ETHEREUM_USDT_CONTRACT: usdt,
    RESERVE_ADDRESSES: JSON.stringify([
      { network: "ETHEREUM", address: node.accounts[2].address },
      { network: "ETHEREUM", address: cold },
    ]),
  });
  resetEnvCache();
  await db().execute(
    sql`insert into hot_wallets (chain, address, next_nonce) values ('ETHEREUM', ${hot}, 0)`,
  );
}, 60_000);

afterAll(async () => {
  for (const s of SETTINGS) delete process.env[s];
  resetEnvCache();
  await node?.stop();
});

test("a snapshot reads every reserve address at one recorded block, and publishes coverage", async () => {
  const owner = await createUser({ role: "ADMIN" });
  const investor = await createUser();
  await fund(investor.user.id, "USDT", "1000");
  await fund(investor.user.id, "ETHEREUM", "2");
  const taken = await call(snapshotPost, "/api/admin/reserves/snapshots", {
    method: "POST",
    token: owner.token,
  });
  expect(taken.status).toBe(200);
  const block = Number(await client.getBlockNumber());

  // Moves after the snapshot change nothing already published.
  await sendEth(client, cold, "5");

  const res = await call(reservesGet, "/api/reserves");
  expect(res.status).toBe(200);
  const readings: Reading[] = res.body.reserves;
  const at = (address: string, asset: string) =>
    readings.find((r) => r.address === address && r.asset === asset);
  expect(readings.every((r) => r.block === block && r.network === "ETHEREUM" && !r.signed)).toBe(true);
  expect(at(node.accounts[2].address, "USDT")?.amount).toBe("1234.56789100");
  expect(at(cold, "ETH")?.amount).toBe("1.50000000");
  expect(at(cold, "USDT")?.amount).toBe("0.00000000");
  // The hot wallet is published without being listed; wei below 1e-8 ETH are rounded down.
  expect(at(hot, "ETH")?.amount).toBe("0.00000001");
  expect(res.body.coverage.USDT).toEqual({
    liabilities: "1000.00000000",
    reserves: "1234.56789100",
    ratio: "1.2345",
  });
  // ETH: anvil's funded account holds ~10,000 ETH less gas; the cold address 1.5; the hot wallet a dust.
  expect(Number(res.body.coverage.ETH.reserves)).toBeGreaterThan(10_000);
  // USD: covered by the 234.567891 USDT beyond the USDT owed.
  expect(res.body.coverage.USD.reserves).toBe("234.56789100");

  const signer = node.accounts[2];
  const signature = await signer.signMessage({
    message: `Apex proof of reserves ${taken.body.snapshotId} ${signer.address}`,
  });
  const upload = await call(signaturePost, "/api/admin/reserves/signatures", {
    token: owner.token,
    body: { snapshotId: taken.body.snapshotId, network: "ETHEREUM", address: signer.address, signature },
  });
  expect(upload.status).toBe(200);
  const after: Reading[] = (await call(reservesGet, "/api/reserves")).body.reserves;
  expect(after.filter((r) => r.address === signer.address).every((r) => r.signed)).toBe(true);
  expect(after.filter((r) => r.address === cold).every((r) => !r.signed)).toBe(true);
}, 60_000);
