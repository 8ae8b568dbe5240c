// A reorganisation: the recorded chain and the node's best chain part ways. Walk back over the recorded blocks
// until one is still on the node's chain (the fork point), move the cursor there, and deal with the deposits
// of the abandoned blocks: not yet credited → ORPHANED (re-seen as PENDING if the new chain carries them);
// already credited → FLAGGED for an administrator. A credit is never reversed silently.
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import type { ChainSource } from "./chain-source";
import { KEPT_BLOCKS, lockCursor } from "./record-blocks";
import type { WatchedChain } from "./watched-chains";

export class DeepReorganisationError extends Error {
  constructor(chain: string, from: number) {
    super(
      `${chain}: the chain reorganised below the ${KEPT_BLOCKS} recorded blocks under ${from}; ` +
        `an operator must check the deposits of those blocks and move the cursor`,
    );
    this.name = "DeepReorganisationError";
  }
}

export type Rewound = { forkHeight: number; orphaned: number; flagged: number };

export async function rewind(
  source: ChainSource,
  watched: WatchedChain,
  from: number,
): Promise<Rewound | null> {
  const db = await getDb();
  const recorded = await queryRows<{ height: number; hash: string }>(
    db,
    sql`select height, hash from chain_blocks where chain = ${watched.chain} and height <= ${from}
         order by height desc limit ${KEPT_BLOCKS}`,
  );
  let fork: { height: number; hash: string } | null = null;
  for (const block of recorded) {
    if ((await source.blockHash(Number(block.height))) === block.hash) {
      fork = { height: Number(block.height), hash: block.hash };
      break;
    }
  }
  if (!fork) throw new DeepReorganisationError(watched.chain, from);
  const at = fork;
  return db.transaction(async (tx) => {
    const cursor = await lockCursor(tx, watched.chain);
    // Another scanner walked back (or on) meanwhile: its view wins, this scan ends.
    if (!cursor || cursor.height !== from) return null;
    const [orphaned] = await queryRows<{ n: number }>(
      tx,
      sql`with moved as (
            update deposits set chain_state = 'ORPHANED', updated_at = now()
             where chain = ${watched.chain} and block_height > ${at.height}
               and chain_state in ('PENDING', 'BELOW_MINIMUM')
            returning 1)
          select count(*)::int as n from moved`,
    );
    const [flagged] = await queryRows<{ n: number }>(
      tx,
      sql`with moved as (
            update deposits set chain_state = 'FLAGGED', updated_at = now()
             where chain = ${watched.chain} and block_height > ${at.height} and chain_state = 'CREDITED'
            returning 1)
          select count(*)::int as n from moved`,
    );
    await tx.execute(sql`delete from chain_blocks where chain = ${watched.chain} and height > ${at.height}`);
    await tx.execute(sql`
      update chain_cursors set height = ${at.height}, hash = ${at.hash}, updated_at = now()
       where chain = ${watched.chain}`);
    return { forkHeight: at.height, orphaned: Number(orphaned.n), flagged: Number(flagged.n) };
  });
}
