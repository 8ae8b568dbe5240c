// What the public and the investor read: the latest snapshot with its reserves and coverage, the history, and
// one investor's proof (the JSON of apex-por-v1, bare). Built from explicit columns, never from whole rows.
import Decimal from "decimal.js";
import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import {
  reserveSignatures,
  reserveSnapshotLeaves,
  reserveSnapshotNodes,
  reserveSnapshots,
} from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import {
  POR_ASSETS,
  proofJson,
  toUnits,
  type JsonSums,
  type PorAsset,
  type PorProof,
  type Sums,
} from "./merkle-sum-tree";
import type { ReserveReading } from "./read-reserves";

export const NO_SNAPSHOT = "No proof of reserves has been published yet";
export const NOT_IN_SNAPSHOT = "You are not in the latest proof of reserves (it was taken before you joined)";

const sumColumns = {
  usd: reserveSnapshots.usd,
  btc: reserveSnapshots.btc,
  eth: reserveSnapshots.eth,
  usdt: reserveSnapshots.usdt,
  usdc: reserveSnapshots.usdc,
};

type SumRow = { usd: string; btc: string; eth: string; usdt: string; usdc: string };

const eight = (value: string) => new Decimal(value).toFixed(8);

function jsonSums(row: SumRow): JsonSums {
  return {
    USD: eight(row.usd),
    BTC: eight(row.btc),
    ETH: eight(row.eth),
    USDT: eight(row.usdt),
    USDC: eight(row.usdc),
  };
}

function unitSums(row: SumRow): Sums {
  const json = jsonSums(row);
  return {
    USD: toUnits(json.USD),
    BTC: toUnits(json.BTC),
    ETH: toUnits(json.ETH),
    USDT: toUnits(json.USDT),
    USDC: toUnits(json.USDC),
  };
}

export type Coverage = Record<PorAsset, { liabilities: string; reserves: string; ratio: string | null }>;

/** Per asset, reserves read over liabilities; USD is covered by the stablecoins beyond their own liabilities, 1:1. */
export function coverageOf(liabilities: JsonSums, reserves: ReserveReading[]): Coverage {
  const held = Object.fromEntries(POR_ASSETS.map((a) => [a, new Decimal(0)])) as Record<PorAsset, Decimal>;
  for (const r of reserves) if (r.amount !== null) held[r.asset] = held[r.asset].plus(r.amount);
  const surplus = (asset: "USDT" | "USDC") => Decimal.max(0, held[asset].minus(liabilities[asset]));
  held.USD = held.USD.plus(surplus("USDT")).plus(surplus("USDC"));
  return Object.fromEntries(
    POR_ASSETS.map((asset) => {
      const owed = new Decimal(liabilities[asset]);
      return [
        asset,
        {
          liabilities: liabilities[asset],
          reserves: held[asset].toFixed(8),
          ratio: owed.isZero() ? null : held[asset].div(owed).toFixed(4, Decimal.ROUND_DOWN),
        },
      ];
    }),
  ) as Coverage;
}

async function latestSnapshot(db: Executor) {
  const [row] = await db
    .select({
      id: reserveSnapshots.id,
      takenAt: reserveSnapshots.takenAt,
      rootHash: reserveSnapshots.rootHash,
      leafCount: reserveSnapshots.leafCount,
      height: reserveSnapshots.height,
      reserves: reserveSnapshots.reserves,
      ...sumColumns,
    })
    .from(reserveSnapshots)
    .orderBy(desc(reserveSnapshots.takenAt), desc(reserveSnapshots.id))
    .limit(1);
  return row;
}

/** A snapshot as published: its root and sums, its reserves (each marked signed or not) and the coverage. */
function snapshotAnswer(
  snapshot: Parameters<typeof jsonSums>[0] & {
    id: string;
    takenAt: Date;
    rootHash: string;
    leafCount: number;
    reserves: unknown;
  },
  signed: { network: string; address: string }[],
) {
  const signedKeys = new Set(signed.map((s) => `${s.network}:${s.address}`));
  const readings = snapshot.reserves as ReserveReading[];
  const sums = jsonSums(snapshot);
  return {
    snapshotId: snapshot.id,
    takenAt: snapshot.takenAt.toISOString(),
    root: { hash: snapshot.rootHash, sums },
    leafCount: snapshot.leafCount,
    reserves: readings.map((r) => ({ ...r, signed: signedKeys.has(`${r.network}:${r.address}`) })),
    coverage: coverageOf(sums, readings),
  };
}

/** GET /api/reserves. */
export async function publishedReserves() {
  const db = await getDb();
  const snapshot = await latestSnapshot(db);
  if (!snapshot) throw notFound(NO_SNAPSHOT);
  const signed = await db
    .select({ network: reserveSignatures.network, address: reserveSignatures.address })
    .from(reserveSignatures)
    .where(eq(reserveSignatures.snapshotId, snapshot.id));
  return snapshotAnswer(snapshot, signed);
}

/** GET /api/reserves/snapshots: newest first. */
export async function snapshotHistory() {
  const db = await getDb();
  const rows = await db
    .select({
      id: reserveSnapshots.id,
      takenAt: reserveSnapshots.takenAt,
      rootHash: reserveSnapshots.rootHash,
      leafCount: reserveSnapshots.leafCount,
      ...sumColumns,
    })
    .from(reserveSnapshots)
    .orderBy(desc(reserveSnapshots.takenAt), desc(reserveSnapshots.id))
    .limit(240);
  return {
    snapshots: rows.map((row) => ({
      snapshotId: row.id,
      takenAt: row.takenAt.toISOString(),
      root: { hash: row.rootHash, sums: jsonSums(row) },
      leafCount: row.leafCount,
    })),
  };
}

/** GET /api/reserves/proof: the investor's proof in the latest snapshot, read as one path of stored nodes. */
export async function investorProof(userId: number): Promise<PorProof> {
  const db = await getDb();
  const snapshot = await latestSnapshot(db);
  if (!snapshot) throw notFound(NO_SNAPSHOT);
  const [leaf] = await db
    .select({ index: reserveSnapshotLeaves.leafIndex, nonce: reserveSnapshotLeaves.nonce })
    .from(reserveSnapshotLeaves)
    .where(and(eq(reserveSnapshotLeaves.snapshotId, snapshot.id), eq(reserveSnapshotLeaves.userId, userId)));
  if (!leaf) throw notFound(NOT_IN_SNAPSHOT);
  const wanted: SQL[] = [
    sql`(${reserveSnapshotNodes.height} = 0 and ${reserveSnapshotNodes.position} = ${leaf.index})`,
  ];
  for (let height = 0; height < snapshot.height; height++) {
    wanted.push(
      sql`(${reserveSnapshotNodes.height} = ${height} and ${reserveSnapshotNodes.position} = ${(leaf.index >> height) ^ 1})`,
    );
  }
  const nodes = await db
    .select({
      height: reserveSnapshotNodes.height,
      position: reserveSnapshotNodes.position,
      hash: reserveSnapshotNodes.hash,
      usd: reserveSnapshotNodes.usd,
      btc: reserveSnapshotNodes.btc,
      eth: reserveSnapshotNodes.eth,
      usdt: reserveSnapshotNodes.usdt,
      usdc: reserveSnapshotNodes.usdc,
    })
    .from(reserveSnapshotNodes)
    .where(and(eq(reserveSnapshotNodes.snapshotId, snapshot.id), or(...wanted)));
  const at = (height: number, position: number) => {
    const node = nodes.find((n) => n.height === height && n.position === position);
    if (!node) throw new Error(`Snapshot ${snapshot.id} lacks its node ${height}/${position}`);
    return { hash: node.hash, sums: unitSums(node) };
  };
  return proofJson({
    snapshotId: snapshot.id,
    takenAt: snapshot.takenAt,
    root: { hash: snapshot.rootHash, sums: unitSums(snapshot) },
    leaf: { index: leaf.index, nonce: leaf.nonce, amounts: at(0, leaf.index).sums },
    path: Array.from({ length: snapshot.height }, (_, height) => at(height, (leaf.index >> height) ^ 1)),
  });
}

/** GET /api/admin/reserves/snapshots: each snapshot with its reserves, coverage and the signatures uploaded. */
export async function adminSnapshotList() {
  const db = await getDb();
  const rows = await db
    .select({
      id: reserveSnapshots.id,
      takenAt: reserveSnapshots.takenAt,
      rootHash: reserveSnapshots.rootHash,
      leafCount: reserveSnapshots.leafCount,
      reserves: reserveSnapshots.reserves,
      ...sumColumns,
    })
    .from(reserveSnapshots)
    .orderBy(desc(reserveSnapshots.takenAt), desc(reserveSnapshots.id))
    .limit(60);
  const signatures = rows.length
    ? await db
        .select({
          snapshotId: reserveSignatures.snapshotId,
          network: reserveSignatures.network,
          address: reserveSignatures.address,
          uploadedBy: reserveSignatures.uploadedBy,
          createdAt: reserveSignatures.createdAt,
        })
        .from(reserveSignatures)
        .where(
          inArray(
            reserveSignatures.snapshotId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return {
    snapshots: rows.map((row) => {
      const mine = signatures.filter((s) => s.snapshotId === row.id);
      return {
        ...snapshotAnswer(row, mine),
        signatures: mine.map((s) => ({
          network: s.network,
          address: s.address,
          uploadedBy: s.uploadedBy,
          createdAt: s.createdAt.toISOString(),
        })),
      };
    }),
  };
}
