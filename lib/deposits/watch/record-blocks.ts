// Records a run of fetched blocks: the transfers to investors' addresses become deposits, the blocks are kept
// for reorganisation checks, and the cursor moves on, all in one transaction under the cursor's row lock. A
// second scanner that fetched the same blocks finds the cursor already moved and records nothing; the unique
// (chain, tx_hash, output_index) key would refuse a second row anyway.
import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "@/db/client";
import { depositAddressOwners, storedAddressForm } from "../addresses/address-owners";
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
      from unnest(${sqlIntArray(blocks.map((b) => b.height))}::int[],
                  ${sqlTextArray(blocks.map((b) => b.hash))}::text[],
                  ${sqlTextArray(blocks.map((b) => b.parentHash))}::text[]) as b(height, hash, parent)
    on conflict (chain, height) do update set hash = excluded.hash, parent_hash = excluded.parent_hash`);
  await tx.execute(
    sql`delete from chain_blocks where chain = ${watched.chain} and height <= ${last.height - KEPT_BLOCKS}`,
  );
  await tx.execute(sql`
    update chain_cursors set height = ${last.height}, hash = ${last.hash}, updated_at = now()
     where chain = ${watched.chain}`);
  return { recorded: true, seen };
}

type Candidate = { block: ChainBlock; transfer: ChainTransfer; address: string };

async function insertDeposits(tx: Tx, watched: WatchedChain, blocks: ChainBlock[]): Promise<number> {
  const candidates: Candidate[] = [];
  for (const block of blocks)
    for (const transfer of block.transfers) {
      const address = storedAddressForm(transfer.to);
      if (address && depositAmount(transfer.amount) !== null) candidates.push({ block, transfer, address });
    }
  if (candidates.length === 0) return 0;
  // One indexed lookup for the whole run of blocks, however many investors there are.
  const owners = await depositAddressOwners(
    candidates.map((c) => c.address),
    tx,
  );
  let seen = 0;
  for (const c of candidates) {
    const owner = owners.get(c.address);
    // An address of another family (a Tron-looking string on Ethereum) is no deposit here.
    if (!owner || !familyMatches(watched, owner.network)) continue;
    const amount = depositAmount(c.transfer.amount)!;
    const state = isBelowMinimum(amount) ? "BELOW_MINIMUM" : "PENDING";
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`insert into deposits (user_id, asset, network, amount, status, chain, tx_hash, output_index, address,
                                chain_amount, block_height, block_hash, confirmations, required_confirmations,
                                chain_state, updated_at)
          values (${owner.userId}, ${c.transfer.asset}, ${watched.network}, ${amount}::numeric, 'PENDING',
                  ${watched.chain}, ${c.transfer.txHash}, ${c.transfer.index}, ${c.address},
                  ${c.transfer.amount}::numeric, ${c.block.height}, ${c.block.hash}, 1,
                  ${watched.requiredConfirmations}, ${state}, now())
          on conflict (chain, tx_hash, output_index) do update
             set block_height = excluded.block_height, block_hash = excluded.block_hash, updated_at = now(),
                 -- Seen again in the new chain after a reorganisation: pending again, or credited again when
                 -- it had been credited (the flag was about coins that might not have arrived).
                 chain_state = case deposits.chain_state
                                 when 'ORPHANED' then excluded.chain_state
                                 when 'FLAGGED' then 'CREDITED'
                                 else deposits.chain_state end
           where deposits.chain_state in ('ORPHANED', 'FLAGGED')
          returning id`,
    );
    if (rows.length > 0) seen++;
  }
  return seen;
}

/** Bitcoin test-network keys store their addresses under BITCOIN_TESTNET; every other family is its own name. */
function familyMatches(watched: WatchedChain, stored: string): boolean {
  return stored === watched.family || (watched.family === "BITCOIN" && stored === "BITCOIN_TESTNET");
}

function sqlIntArray(values: number[]) {
  return `{${values.join(",")}}`;
}

function sqlTextArray(values: string[]) {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}
