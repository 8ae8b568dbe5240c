// npm run bench:deposits -- [--investors 100000] [--transfers 1000] [--blocks 10000] [--db postgres|pglite]
// The deposit watcher's costs, in a throw-away database with N investors' EVM addresses:
//  1. one block of T transfers matched and recorded (recordBlocks: the address lookup, the deposits insert, the
//     block and the cursor, in one transaction), with none, a tenth and all of them to investors;
//  2. a scanner catching up B blocks from a source held in memory (the engine's own rate, no node latency);
//  3. the same catch-up against a real anvil node (the JSON-RPC round trips included).
import os from "node:os";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { installDb, queryRows, type Db } from "@/db/client";
import { startAnvil } from "@/lib/chain/anvil";
import { localChainClient, sendEth } from "@/lib/chain/local-chain";
import { depositAddressOwners } from "@/lib/deposits/addresses/address-owners";
import { toChecksumAddress } from "@/lib/deposits/addresses/derive-address";
import type { ChainBlock, ChainSource, ChainTransfer } from "@/lib/deposits/watch/chain-source";
import { recordBlocks } from "@/lib/deposits/watch/record-blocks";
import { scanChain } from "@/lib/deposits/watch/scan-chain";
import { evmSource } from "@/lib/deposits/watch/sources/evm-source";
import type { WatchedChain } from "@/lib/deposits/watch/watched-chains";
import { reconcile } from "@/lib/ledger/reconcile";
import { openThrowawayDb } from "../lib/throwaway-db";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const investors = Number(arg("investors", "100000"));
const transfersPerBlock = Number(arg("transfers", "1000"));
const catchUpBlocks = Number(arg("blocks", "10000"));
const kind = arg("db", "postgres");
const serverUrl = arg("url", process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");

const watched = (chain: "ETHEREUM" | "BSC"): WatchedChain => ({
  chain,
  network: chain === "ETHEREUM" ? "Ethereum Network" : "Smart Chain (BNB Network)",
  family: "EVM",
  url: "",
  tokens: {},
  native: chain === "ETHEREUM" ? "ETHEREUM" : null,
  requiredConfirmations: 12,
  startBlock: 0,
  explorerTxUrl: "",
});

const hex = (bytes: number) => `0x${randomBytes(bytes).toString("hex")}`;
const randomAddress = () => toChecksumAddress(hex(20));

async function seedInvestors(db: Db, n: number): Promise<string[]> {
  await db.execute(sql`
    insert into users (name, email, password_hash, role, email_verified_at)
    select 'Bench ' || g, 'bench-' || g || '@example.com', 'not-a-hash', 'INVESTOR', now()
      from generate_series(1, ${n}) g`);
  const ids = (
    await queryRows<{ id: number }>(db, sql`select id from users where email like 'bench-%' order by id`)
  ).map((r) => Number(r.id));
  const addresses = ids.map(() => randomAddress());
  for (let i = 0; i < ids.length; i += 10_000) {
    const chunk = ids.slice(i, i + 10_000);
    await db.execute(sql`
      insert into deposit_addresses (user_id, network, account_key_id, child_index, address)
      select u, 'EVM', 'bench', u, a
        from unnest(${`{${chunk.join(",")}}`}::int[], ${`{${addresses.slice(i, i + 10_000).join(",")}}`}::text[]) as t(u, a)`);
  }
  await db.execute(sql`analyze`);
  return addresses;
}

function block(height: number, parentHash: string, transfers: ChainTransfer[]): ChainBlock {
  return { height, hash: hex(32), parentHash, transfers };
}

function transfers(count: number, toInvestors: number, addresses: string[]): ChainTransfer[] {
  return Array.from({ length: count }, (_, i) => ({
    txHash: hex(32),
    index: -1,
    to: i < toInvestors ? addresses[Math.floor(Math.random() * addresses.length)] : randomAddress(),
    asset: "ETHEREUM" as const,
    amount: "0.25",
  }));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timeOneBlock(db: Db, addresses: string[], toInvestors: number, rounds: number) {
  const chain = watched("BSC");
  // The chain's cursor at a fresh height for this case.
  await db.execute(sql`delete from chain_cursors where chain = 'BSC'`);
  let parent = hex(32);
  await db.execute(sql`insert into chain_cursors (chain, height, hash, tip) values ('BSC', 0, ${parent}, 0)`);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const b = block(r + 1, parent, transfers(transfersPerBlock, toInvestors, addresses));
    const start = process.hrtime.bigint();
    const recorded = await db.transaction((tx) => recordBlocks(tx, chain, [b], r + 1));
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (!recorded.recorded) throw new Error("block not recorded");
    parent = b.hash;
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

/** A chain held in memory: B blocks, one in a hundred paying an investor. */
function memorySource(addresses: string[], blocks: number): ChainSource {
  const chain: ChainBlock[] = [block(0, hex(32), [])];
  for (let h = 1; h <= blocks; h++)
    chain.push(block(h, chain[h - 1].hash, [...transfers(20, h % 100 === 0 ? 1 : 0, addresses)]));
  return {
    chain: "ETHEREUM",
    tipHeight: async () => blocks,
    blockHash: async (h) => chain[h]?.hash ?? null,
    blocks: async (from, to) => chain.slice(from, to + 1),
  };
}

async function timed<T>(label: string, fn: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const start = process.hrtime.bigint();
  const value = await fn();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(`${label.padEnd(44)} ${seconds.toFixed(2).padStart(8)} s`);
  return { value, seconds };
}

async function main() {
  console.log(
    `deposit watcher benchmark: ${investors} investors, ${transfersPerBlock} transfers a block, ${catchUpBlocks} blocks to catch up, ${kind}`,
  );
  console.log(
    `machine: ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}, ${new Date().toISOString()}`,
  );
  const { db, handle, version, cleanup } = await openThrowawayDb(kind, serverUrl);
  installDb(handle);
  console.log(`database: ${version.split(" on x86")[0]}`);
  try {
    const { value: addresses } = await timed(`seed ${investors} investors and addresses`, () =>
      seedInvestors(db, investors),
    );

    console.log(`\n1. one block of ${transfersPerBlock} transfers, matched and recorded (20 blocks each):`);
    for (const share of [0, 0.1, 1]) {
      const t = await timeOneBlock(db, addresses, Math.round(transfersPerBlock * share), 20);
      console.log(
        `   ${String(Math.round(share * 100)).padStart(3)} % to investors: median ${t.median.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, max ${t.max.toFixed(1)} ms`,
      );
    }

    const lookup: number[] = [];
    for (let r = 0; r < 20; r++) {
      const list = transfers(transfersPerBlock, transfersPerBlock / 10, addresses).map((t) => t.to);
      const start = process.hrtime.bigint();
      await depositAddressOwners(list, db);
      lookup.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    lookup.sort((a, b) => a - b);
    console.log(`   the address lookup alone (10 %): median ${percentile(lookup, 50).toFixed(1)} ms`);

    console.log(
      `\n2. catching up ${catchUpBlocks} blocks held in memory (20 transfers each, 1 deposit per 100 blocks):`,
    );
    const source = memorySource(addresses, catchUpBlocks);
    const memory = await timed("   scan to the tip (record + credit)", async () => {
      let scans = 0;
      let last;
      do {
        last = await scanChain(source, watched("ETHEREUM"), { maxBlocks: catchUpBlocks, batchSize: 50 });
        scans++;
      } while (last.toBlock !== null && last.toBlock < catchUpBlocks);
      return scans;
    });
    const [mem] = await queryRows<{ n: number; credited: number }>(
      db,
      sql`select count(*)::int as n, count(*) filter (where chain_state = 'CREDITED')::int as credited
            from deposits where chain = 'ETHEREUM'`,
    );
    console.log(
      `   -> ${Math.round(catchUpBlocks / memory.seconds).toLocaleString("en-US")} blocks/s; ${mem.n} deposits, ${mem.credited} credited`,
    );

    console.log(`\n3. catching up ${catchUpBlocks} blocks on a real anvil node (JSON-RPC, batches of 50):`);
    const node = await startAnvil();
    try {
      const client = localChainClient(node.rpcUrl, node.accounts[0]);
      for (let i = 0; i < 10; i++) await sendEth(client, addresses[i] as `0x${string}`, "1");
      // In steps: one call mining ten thousand blocks outlasts the RPC helper's timeout.
      for (let left = catchUpBlocks - 10; left > 0; left -= 200)
        await node.rpc("anvil_mine", [`0x${Math.min(left, 200).toString(16)}`]);
      await db.execute(sql`delete from chain_cursors where chain = 'ETHEREUM'`);
      await db.execute(sql`delete from chain_blocks where chain = 'ETHEREUM'`);
      const evm = evmSource({ chain: "ETHEREUM", url: node.rpcUrl, native: "ETHEREUM", tokens: {} });
      const anvil = await timed("   scan to the tip (record + credit)", async () => {
        let last;
        do last = await scanChain(evm, watched("ETHEREUM"), { maxBlocks: catchUpBlocks + 10 });
        while (last.toBlock !== null && last.toBlock < last.tip);
        return last;
      });
      console.log(`   -> ${Math.round(catchUpBlocks / anvil.seconds).toLocaleString("en-US")} blocks/s`);
    } finally {
      await node.stop();
    }
    const problems = await reconcile(db);
    console.log(`\ncheck: reconcile ${problems.length === 0 ? "clean" : `${problems.length} mismatches`}`);
    // Every deposit at least 12 blocks deep is credited, once; the ones in the last 11 blocks are still pending.
    const due = Math.floor((catchUpBlocks - 11) / 100);
    if (problems.length > 0 || mem.credited !== due || mem.n !== Math.floor(catchUpBlocks / 100))
      throw new Error("wrong results");
  } finally {
    await cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
