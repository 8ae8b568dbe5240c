// A transaction edit or deletion under the two-person rule: what its proposal records (the transaction as it
// was, and what approving would post to the ledger), and the check at approval that nothing changed since.
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { ApiError, conflict } from "@/lib/api/errors";
import { ASSETS } from "@/lib/money/assets";
import { Money } from "@/lib/money/decimal";
import type { transactionSnapshot } from "../find-admin-transaction";
import type { Delta } from "../transaction-ledger";

export const TRANSACTION_CHANGED =
  "This transaction changed after the proposal was made: nothing was changed, propose it again";

type Snapshot = ReturnType<typeof transactionSnapshot>;

/** What the gate proposes instead of making a balance-changing edit or deletion. */
export type TransactionChange = {
  id: number;
  userId: number;
  asset: Snapshot["asset"];
  amount: string;
  usdValue: string | null;
  before: Snapshot;
  /** Per asset, the signed amount approving would post to the investor's balance. */
  effect: Delta[];
};

export const effectSchema = z.array(z.object({ asset: z.enum(ASSETS), amount: z.string() }));
export const snapshotSchema = z.record(z.string(), z.unknown());

export type ProposedChange = { check(now: Snapshot, effect: Delta[]): void };

const sameEffect = (a: Delta[], b: Delta[]) =>
  a.length === b.length &&
  a.every((d) => b.some((e) => e.asset === d.asset && new Money(e.amount).eq(d.amount)));

/** The approval's guard: the transaction's fields and its effect must be the recorded ones, else 409. */
export function asProposed(before: Record<string, unknown>, effect: Delta[]): ProposedChange {
  return {
    check(now, nowEffect) {
      // The recorded snapshot came back from JSON: compare like with like.
      const current = JSON.parse(JSON.stringify(now)) as unknown;
      if (!isDeepStrictEqual(current, before) || !sameEffect(nowEffect, effect))
        throw conflict(TRANSACTION_CHANGED);
    },
  };
}

/** Finds the transaction; when approving a proposal, one deleted meanwhile has changed too (409, not 404). */
export async function findAsProposed<T>(
  proposed: ProposedChange | undefined,
  find: () => Promise<T>,
): Promise<T> {
  try {
    return await find();
  } catch (err) {
    if (proposed && err instanceof ApiError && err.status === 404) throw conflict(TRANSACTION_CHANGED);
    throw err;
  }
}
