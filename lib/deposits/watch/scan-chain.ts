// One scan of one chain: check the recorded chain still stands (walking back after a reorganisation), record
// the blocks up to the node's tip in batches, then credit the deposits that are deep enough. Safe to run on
// every instance at once: recording takes the cursor's row lock and crediting the deposit's.
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import type { ChainBlock, ChainId, ChainSource } from "./chain-source";
import { ChainSourceError } from "./chain-source";
import { creditConfirmed } from "./credit-confirmed";
import { ChainMovedError, recordBlocks } from "./record-blocks";
import { rewind, type Rewound } from "./rewind";
import type { WatchedChain } from "./watched-chains";

export type ScanOptions = {
  /** At most this many blocks per scan, so one call of the cron route ends in reasonable time. */
  maxBlocks?: number;
  /** Blocks fetched and recorded together. */
  batchSize?: number;
};

export type ChainScan = {
  chain: ChainId;
  network: string;
  /** The blocks recorded by this scan; both null when there was nothing new (or another scanner took them). */
  fromBlock: number | null;
  toBlock: number | null;
  tip: number;
  /** Transfers to investors recorded as deposits by this scan. */
  seen: number;
  /** Deposits credited by this scan. */
  credited: number;
  reorganisation: Rewound | null;
};

// Tron answers whole blocks with every transaction (hundreds of kB each on mainnet): smaller batches there.
const DEFAULT_BATCH: Record<ChainId, number> = { ETHEREUM: 50, BSC: 50, BITCOIN: 5, TRON: 10 };

export async function scanChain(
  source: ChainSource,
  watched: WatchedChain,
  options: ScanOptions = {},
): Promise<ChainScan> {
  const maxBlocks = options.maxBlocks ?? 500;
  const batchSize = options.batchSize ?? DEFAULT_BATCH[watched.chain];
  const tip = await source.tipHeight();
  let cursor = await startingCursor(source, watched, tip);
  let reorganisation: Rewound | null = null;
  // The block the cursor names must still be on the node's chain; if not, walk back before going on.
  if (cursor.hash !== "" && (await source.blockHash(cursor.height)) !== cursor.hash) {
    reorganisation = await rewind(source, watched, cursor.height);
    cursor = await readCursor(watched.chain);
  }

  const db = await getDb();
  const first = cursor.height + 1;
  const last = Math.min(tip, cursor.height + maxBlocks);
  let recordedTo: number | null = null;
  let seen = 0;
  for (let from = first; from <= last; from += batchSize) {
    const to = Math.min(last, from + batchSize - 1);
    const blocks = inOrder(await source.blocks(from, to), from, to);
    let recorded;
    try {
      recorded = await db.transaction((tx) => recordBlocks(tx, watched, blocks, from));
    } catch (err) {
      if (!(err instanceof ChainMovedError)) throw err;
      // The chain changed under the fetch: walk back now; the next scan records the new branch.
      reorganisation = await rewind(source, watched, from - 1);
      break;
    }
    if (!recorded.recorded) break;
    seen += recorded.seen;
    recordedTo = to;
  }

  const credited = await creditConfirmed(watched, tip);
  await db.execute(sql`
    update chain_cursors set tip = ${tip}, scanned_at = now(), last_error = null, last_error_at = null
     where chain = ${watched.chain}`);
  return {
    chain: watched.chain,
    network: watched.network,
    fromBlock: recordedTo === null ? null : first,
    toBlock: recordedTo,
    tip,
    seen,
    credited,
    reorganisation,
  };
}

/** Keeps a scan's error beside the cursor for the back office (never a URL or key: sources keep them out). */
export async function recordScanError(chain: ChainId, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  const db = await getDb();
  await db.execute(sql`
    insert into chain_cursors (chain, height, hash, last_error, last_error_at)
    values (${chain}, -1, '', ${message.slice(0, 500)}, now())
    on conflict (chain) do update set last_error = excluded.last_error, last_error_at = excluded.last_error_at`);
}

type Cursor = { height: number; hash: string };

async function readCursor(chain: ChainId): Promise<Cursor> {
  const [row] = await queryRows<Cursor>(
    await getDb(),
    sql`select height, hash from chain_cursors where chain = ${chain}`,
  );
  return { height: Number(row.height), hash: row.hash };
}

/**
 * The cursor, created on the chain's first scan (a row holding only an error, with no tip yet, counts as none):
 * just before the configured start block, or a little before the tip so that a deposit sent while the server
 * was being set up is not missed.
 */
async function startingCursor(source: ChainSource, watched: WatchedChain, tip: number): Promise<Cursor> {
  const db = await getDb();
  const [row] = await queryRows<Cursor & { tip: number | null }>(
    db,
    sql`select height, hash, tip from chain_cursors where chain = ${watched.chain}`,
  );
  if (row && row.tip !== null) return { height: Number(row.height), hash: row.hash };
  const start = watched.startBlock ?? Math.max(0, tip - 2 * watched.requiredConfirmations);
  const height = start - 1;
  const hash = height >= 0 ? await source.blockHash(height) : "";
  if (hash === null) throw new ChainSourceError(`${watched.chain}: block ${height} is above the node's tip`);
  await db.execute(sql`
    insert into chain_cursors (chain, height, hash, tip) values (${watched.chain}, ${height}, ${hash}, ${tip})
    on conflict (chain) do update set height = excluded.height, hash = excluded.hash, tip = excluded.tip
     where chain_cursors.tip is null`);
  if (height >= 0)
    await db.execute(sql`
      insert into chain_blocks (chain, height, hash, parent_hash) values (${watched.chain}, ${height}, ${hash}, '')
      on conflict do nothing`);
  return readCursor(watched.chain);
}

/** A source must answer every block asked for, in order; anything else is a broken node, not an empty chain. */
function inOrder(blocks: ChainBlock[], from: number, to: number): ChainBlock[] {
  if (blocks.length !== to - from + 1 || blocks.some((b, i) => b.height !== from + i))
    throw new ChainSourceError(
      `blocks ${from}–${to}: the node answered ${blocks.length} blocks out of order or missing`,
    );
  return blocks;
}
