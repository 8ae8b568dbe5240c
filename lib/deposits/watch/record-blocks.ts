// Records a run of fetched blocks: the transfers to investors' addresses become deposits, the blocks are kept
// for reorganisation checks, and the cursor moves on, all in one transaction under the cursor's row lock. A
// second scanner that fetched the same blocks finds the cursor already moved and records nothing; the unique
// (chain, tx_hash, output_index) key would refuse a second row anyway.
import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "@/db/client";
import { addressLookupKey, depositAddressOwners } from "../addresses/address-owners";
import type { ChainBlock, ChainTransfer } from "./chain-source";
import { depositAmount, isBelowMinimum } from "./deposit-amount";
import type { WatchedChain } from "./watched-chains";

/** How many recorded blocks a chain keeps: a reorganisation deeper than this needs an operator. */
export const KEPT_BLOCKS = 256;

export type LockedCursor = { height: number; hash: string };

/** The cursor, locked until the transaction ends; null when the chain has none yet. */
export async function lockCursor(tx: Tx, chain: string): Promise<LockedCursor | null> {
  const [row] = await queryRows<{ height: number; hash: string }>(
    tx,
    sql`select height, hash from chain_cursors where chain = ${chain} for update`,
  );
  return row ? { height: Number(row.height), hash: row.hash } : null;
}

export class ChainMovedError extends Error {
  constructor(readonly height: number) {
    super(`block ${height} does not follow the recorded chain`);
    this.name = "ChainMovedError";
  }
}

export type Recorded = { recorded: boolean; seen: number };

/**
 * Records `blocks` (consecutive, starting right after `expectFrom - 1`) if the cursor still stands where the
 * caller read it. Throws ChainMovedError when a block's parent is not the block before it: the chain
 * reorganised while the blocks were fetched, and the next scan walks back.
 */
export async function recordBlocks(
  tx: Tx,
  watched: WatchedChain,
  blocks: ChainBlock[],
  expectFrom: number,
): Promise<Recorded> {
  const cursor = await lockCursor(tx, watched.chain);
  if (!cursor || cursor.height !== expectFrom - 1) return { recorded: false, seen: 0 };
  let parent = cursor.hash;
  for (const b of blocks) {
    // An empty hash is the cursor of a chain recorded from its genesis block: nothing before it to match.
    if (parent !== "" && b.parentHash !== parent) throw new ChainMovedError(b.height);
    parent = b.hash;
  }
  const seen = await insertDeposits(tx, watched, blocks);
  const last = blocks[blocks.length - 1];
  await tx.execute(sql`
    insert into chain_blocks (chain, height, hash, parent_hash)
    select ${watched.chain}, b.height, b.hash, b.parent
      from unnest(${pgArray(blocks.map((b) => b.height))}::int[],
                  ${pgArray(blocks.map((b) => b.hash))}::text[],
                  ${pgArray(blocks.map((b) => b.parentHash))}::text[]) as b(height, hash, parent)
    on conflict (chain, height) do update set hash = excluded.hash, parent_hash = excluded.parent_hash`);
  await tx.execute(
    sql`delete from chain_blocks where chain = ${watched.chain} and height <= ${last.height - KEPT_BLOCKS}`,
  );
  await tx.execute(sql`
    update chain_cursors set height = ${last.height}, hash = ${last.hash}, updated_at = now()
     where chain = ${watched.chain}`);
  return { recorded: true, seen };
}

type Candidate = { block: ChainBlock; transfer: ChainTransfer; key: string };

async function insertDeposits(tx: Tx, watched: WatchedChain, blocks: ChainBlock[]): Promise<number> {
  const candidates = new Map<string, Candidate>();
  for (const block of blocks)
    for (const transfer of block.transfers) {
      const key = addressLookupKey(transfer.to);
      // Keyed like the unique index: a source that repeats a transfer must not make one statement touch a row twice.
      if (key && depositAmount(transfer.amount) !== null)
        candidates.set(`${transfer.txHash}:${transfer.index}`, { block, transfer, key });
    }
  if (candidates.size === 0) return 0;
  // One indexed lookup for the whole run of blocks, however many investors there are.
  const owners = await depositAddressOwners(
    [...candidates.values()].map((c) => c.key),
    tx,
  );
  const rows = [...candidates.values()].flatMap((c) => {
    const owner = owners.get(c.key);
    // An address of another family (a Tron-looking string on Ethereum) is no deposit here.
    if (!owner || !familyMatches(watched, owner.network)) return [];
    const amount = depositAmount(c.transfer.amount)!;
    const state = isBelowMinimum(amount) ? "BELOW_MINIMUM" : "PENDING";
    return [{ ...c, address: owner.address, userId: owner.userId, amount, state }];
  });
  if (rows.length === 0) return 0;
  // One statement for the batch: a block paying a thousand investors costs one round trip, not a thousand.
  const inserted = await queryRows<{ id: number }>(
    tx,
    sql`insert into deposits (user_id, asset, network, amount, status, chain, tx_hash, output_index, address,
                              chain_amount, block_height, block_hash, confirmations, required_confirmations,
                              chain_state, updated_at)
        select r.user_id, r.asset::asset, ${watched.network}, r.amount, 'PENDING', ${watched.chain}, r.tx_hash,
               r.output_index, r.address, r.chain_amount, r.block_height, r.block_hash, 1,
               ${watched.requiredConfirmations}, r.state, now()
          from unnest(${pgArray(rows.map((r) => r.userId))}::int[],
                      ${pgArray(rows.map((r) => r.transfer.asset))}::text[],
                      ${pgArray(rows.map((r) => r.amount))}::numeric[],
                      ${pgArray(rows.map((r) => r.transfer.txHash))}::text[],
                      ${pgArray(rows.map((r) => r.transfer.index))}::int[],
                      ${pgArray(rows.map((r) => r.address))}::text[],
                      ${pgArray(rows.map((r) => r.transfer.amount))}::numeric[],
                      ${pgArray(rows.map((r) => r.block.height))}::int[],
                      ${pgArray(rows.map((r) => r.block.hash))}::text[],
                      ${pgArray(rows.map((r) => r.state))}::text[])
               as r(user_id, asset, amount, tx_hash, output_index, address, chain_amount, block_height,
                    block_hash, state)
        on conflict (chain, tx_hash, output_index) do update
           set block_height = excluded.block_height, block_hash = excluded.block_hash, updated_at = now(),
               -- Seen again in the new chain after a reorganisation: pending again, or credited again when it
               -- had been credited (the flag was about coins that might not have arrived).
               chain_state = case deposits.chain_state
                               when 'ORPHANED' then excluded.chain_state
                               when 'FLAGGED' then 'CREDITED'
                               else deposits.chain_state end
         where deposits.chain_state in ('ORPHANED', 'FLAGGED')
        returning id`,
  );
  return inserted.length;
}

/** Bitcoin test-network keys store their addresses under BITCOIN_TESTNET; every other family is its own name. */
function familyMatches(watched: WatchedChain, stored: string): boolean {
  return stored === watched.family || (watched.family === "BITCOIN" && stored === "BITCOIN_TESTNET");
}

/** A Postgres array literal for one parameter (values are numbers, hashes, addresses and decimals). */
function pgArray(values: (string | number)[]): string {
  return `{${values.map((v) => (typeof v === "number" ? String(v) : `"${v.replace(/["\\]/g, "\\$&")}"`)).join(",")}}`;
}
