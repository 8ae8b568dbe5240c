// A proof-of-reserves snapshot: the owed amounts in one REPEATABLE READ read (a withdrawal or subscription that
// commits meanwhile is wholly in it or wholly out, never counted twice or not at all), the apex-por-v1 tree
// built from them, the reserves read from the nodes, then every row written in one transaction.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb, queryRows, type Executor } from "@/db/client";
import { recordAudit } from "@/lib/audit/record-audit";
import { reserveSnapshots } from "@/db/schema";
import {
  buildMerkleSumTree,
  fromUnits,
  sumsToJson,
  type JsonSums,
  type Sums,
  type TreeNode,
} from "./merkle-sum-tree";
import { readOwedAmounts, type OwedRow } from "./owed-amounts";
import { readReserves, type ReserveReading } from "./read-reserves";

const ROWS_PER_INSERT = 20_000;

export type SnapshotTaken = {
  snapshotId: string;
  takenAt: string;
  root: { hash: string; sums: JsonSums };
  leafCount: number;
  reserves: ReserveReading[];
};

function columns(sums: Sums) {
  return {
    usd: fromUnits(sums.USD),
    btc: fromUnits(sums.BTC),
    eth: fromUnits(sums.ETH),
    usdt: fromUnits(sums.USDT),
    usdc: fromUnits(sums.USDC),
  };
}

/** `takenBy`: the administrator who asked, null for the schedule. `exec`: a caller's transaction, if any. */
export async function takeReserveSnapshot(
  takenBy: number | null,
  opts: { exec?: Executor; reserves?: () => Promise<ReserveReading[]> } = {},
): Promise<SnapshotTaken> {
  const db = opts.exec ?? (await getDb());
  const { owed, takenAt } = await db.transaction(
    async (tx) => {
      const owed: OwedRow[] = await readOwedAmounts(tx);
      // The snapshot's instant is the read's, so "the ledger at takenAt" means what this read saw.
      const [{ now }] = await queryRows<{ now: Date | string }>(tx, sql`select now() as now`);
      return { owed, takenAt: new Date(now) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const reserves = await (opts.reserves ?? readReserves)();
  const tree = buildMerkleSumTree(owed.map((row) => ({ key: row.userId, amounts: row.amounts })));
  const snapshotId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(reserveSnapshots).values({
      id: snapshotId,
      takenAt,
      rootHash: tree.root.hash,
      ...columns(tree.root.sums),
      leafCount: tree.leaves.length,
      height: tree.levels.length - 1,
      reserves,
      takenBy,
    });
    // Each column of a chunk as one array parameter, unnested by the database: a hundred thousand leaves make a
    // quarter of a million nodes, which row-by-row parameters would spend most of the snapshot's time on.
    // Amounts travel as integer counts of 1e-8 (hex hashes and integers need no quoting in an array literal).
    for (const [height, level] of tree.levels.entries()) {
      for (let from = 0; from < level.length; from += ROWS_PER_INSERT) {
        const chunk = level.slice(from, from + ROWS_PER_INSERT);
        const column = (pick: (node: TreeNode) => string) => `{${chunk.map(pick).join(",")}}`;
        await tx.execute(sql`
          insert into reserve_snapshot_nodes (snapshot_id, height, position, hash, usd, btc, eth, usdt, usdc)
          select ${snapshotId}, ${height}, ${from} + x.i - 1, x.h,
            x.usd / 100000000, x.btc / 100000000, x.eth / 100000000, x.usdt / 100000000, x.usdc / 100000000
          from unnest(${column((n) => n.hash)}::text[], ${column((n) => n.sums.USD.toString())}::numeric[],
            ${column((n) => n.sums.BTC.toString())}::numeric[], ${column((n) => n.sums.ETH.toString())}::numeric[],
            ${column((n) => n.sums.USDT.toString())}::numeric[], ${column((n) => n.sums.USDC.toString())}::numeric[])
            with ordinality as x(h, usd, btc, eth, usdt, usdc, i)`);
      }
    }
    for (let from = 0; from < tree.leaves.length; from += ROWS_PER_INSERT) {
      const chunk = tree.leaves.slice(from, from + ROWS_PER_INSERT);
      const column = (pick: (leaf: (typeof chunk)[number]) => string | number) =>
        `{${chunk.map(pick).join(",")}}`;
      await tx.execute(sql`
        insert into reserve_snapshot_leaves (snapshot_id, user_id, leaf_index, nonce)
        select ${snapshotId}, x.u, x.i, x.n
        from unnest(${column((l) => l.key)}::int[], ${column((l) => l.index)}::int[], ${column((l) => l.nonce)}::text[])
          as x(u, i, n)`);
    }
    if (takenBy !== null) {
      await recordAudit(tx, {
        adminId: takenBy,
        action: "RESERVES_SNAPSHOT",
        details: `Proof of reserves snapshot ${snapshotId}: ${tree.leaves.length} investors, root ${tree.root.hash}`,
        after: { snapshotId, root: tree.root.hash, sums: sumsToJson(tree.root.sums) },
      });
    }
  });
  return {
    snapshotId,
    takenAt: takenAt.toISOString(),
    root: { hash: tree.root.hash, sums: sumsToJson(tree.root.sums) },
    leafCount: tree.leaves.length,
    reserves,
  };
}
