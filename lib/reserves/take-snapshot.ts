// A proof-of-reserves snapshot: the owed amounts in one REPEATABLE READ read (a withdrawal or subscription that
// commits meanwhile is wholly in it or wholly out, never counted twice or not at all), the apex-por-v1 tree
// built from them, the reserves read from the nodes, then every row written in one transaction.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb, queryRows, type Executor } from "@/db/client";
import { recordAudit } from "@/lib/audit/record-audit";
import { reserveSnapshotLeaves, reserveSnapshotNodes, reserveSnapshots } from "@/db/schema";
import { buildMerkleSumTree, fromUnits, sumsToJson, type JsonSums, type Sums } from "./merkle-sum-tree";
import { readOwedAmounts, type OwedRow } from "./owed-amounts";
import { readReserves, type ReserveReading } from "./read-reserves";

// Under Postgres's 65,535 parameters a statement (nine columns a node row).
const ROWS_PER_INSERT = 5_000;

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

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(rows.slice(i, i + ROWS_PER_INSERT));
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
    const nodes = tree.levels.flatMap((level, height) =>
      level.map((node, position) => ({
        snapshotId,
        height,
        position,
        hash: node.hash,
        ...columns(node.sums),
      })),
    );
    await insertInChunks(nodes, (chunk) => tx.insert(reserveSnapshotNodes).values(chunk));
    const leaves = tree.leaves.map((leaf) => ({
      snapshotId,
      userId: leaf.key,
      leafIndex: leaf.index,
      nonce: leaf.nonce,
    }));
    await insertInChunks(leaves, (chunk) => tx.insert(reserveSnapshotLeaves).values(chunk));
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
