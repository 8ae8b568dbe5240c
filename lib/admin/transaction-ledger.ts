// How an admin edit or delete of a transaction reaches the money (docs/architecture.md, "Money rules"): the transaction's
// effect on balances is read back from the ledger, never assumed, and changed only by compensating entries.
import { and, eq, like, or, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { ledgerEntries, type Transaction } from "@/db/schema";
import { templated } from "@/lib/api/error-codes";
import { badRequest, conflict } from "@/lib/api/errors";
import { assetSymbol } from "@/lib/labels";
import { InsufficientFundsError } from "@/lib/ledger/insufficient-funds";
import { postEntry } from "@/lib/ledger/post-entry";
import { readBalance } from "@/lib/ledger/read-balances";
import { ASSETS, type Asset } from "@/lib/money/assets";
import { Money } from "@/lib/money/decimal";

/** +1 for a row that put its amount on the balance, -1 for one that took it off (a reset). */
const direction = (type: Transaction["type"]) => (type === "RESET" ? -1 : 1);

/**
 * The ledger references that belong to a transaction: the credit itself (lib/deposits), a reset's entry
 * (`ledger_reference`), and our adjustments.
 */
const refs = (t: Transaction) =>
  or(
    eq(ledgerEntries.reference, `credit:${t.id}`),
    t.ledgerReference ? eq(ledgerEntries.reference, t.ledgerReference) : undefined,
    like(ledgerEntries.reference, `txedit:${t.id}:%`),
    like(ledgerEntries.reference, `txdelete:${t.id}:%`),
  );

export type Effect = Partial<Record<Asset, InstanceType<typeof Money>>>;

/** What the transaction has done to its user's balances so far, per asset (zero sums omitted). */
export async function ledgerEffect(tx: Tx, t: Transaction): Promise<Effect> {
  const rows = await tx
    .select({ asset: ledgerEntries.asset, total: sql<string>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, t.userId), refs(t)))
    .groupBy(ledgerEntries.asset);
  const effect: Effect = {};
  for (const r of rows) if (!new Money(r.total).isZero()) effect[r.asset] = new Money(r.total);
  return effect;
}

/** Did the transaction ever move money? (A record an admin typed in, or a pending deposit, did not.) */
export async function movedMoney(tx: Tx, t: Transaction): Promise<boolean> {
  const [row] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, t.userId), refs(t)))
    .limit(1);
  return !!row;
}

export type Delta = { asset: Asset; amount: string };

/**
 * The entries that bring the transaction's effect to `target` (its asset and unsigned amount, in the direction
 * of its type; null: no effect): one signed amount per asset that differs, credits first. Reads only, so a
 * proposal can show what its approval would post.
 */
export async function plannedDeltas(
  tx: Tx,
  t: Transaction,
  target: { asset: Asset; amount: string } | null,
): Promise<Delta[]> {
  const current = await ledgerEffect(tx, t);
  return ASSETS.map((asset) => {
    const want =
      target && target.asset === asset ? new Money(target.amount).times(direction(t.type)) : new Money(0);
    return { asset, delta: want.minus(current[asset] ?? 0) };
  })
    .filter((d) => !d.delta.isZero())
    .sort((a, b) => b.delta.comparedTo(a.delta))
    .map((d) => ({ asset: d.asset, amount: d.delta.toFixed() }));
}

function refused(err: InsufficientFundsError, refusal: "edit" | "delete") {
  const params = { asset: assetSymbol(err.asset), available: new Money(err.available).toFixed() };
  const why = `the user's ${params.asset} balance (${params.available}) no longer covers it`;
  return refusal === "edit"
    ? badRequest(`This change would make a balance negative: ${why}`, {
        insufficientFunds: true,
        ...templated("TRANSACTION_EDIT_BALANCE_NEGATIVE", params),
      })
    : conflict(`This transaction's funds are already spent: ${why}`, {
        insufficientFunds: true,
        ...templated("TRANSACTION_FUNDS_SPENT", params),
      });
}

/** Refuses now, with settleEffect's answer, a debit among `deltas` that the balance no longer covers. */
export async function checkCovered(tx: Tx, t: Transaction, deltas: Delta[], refusal: "edit" | "delete") {
  for (const d of deltas) {
    if (!new Money(d.amount).isNegative()) continue;
    const available = await readBalance(tx, t.userId, d.asset);
    if (new Money(available).plus(d.amount).isNegative())
      throw refused(new InsufficientFundsError(d.asset, available), refusal);
  }
}

/**
 * Brings the transaction's effect to `target` (see plannedDeltas) with one ADJUSTMENT entry per asset that
 * differs. Credits are posted before debits; a debit the balance no longer covers rolls everything back.
 */
export async function settleEffect(
  tx: Tx,
  t: Transaction,
  target: { asset: Asset; amount: string } | null,
  ref: { prefix: "txedit" | "txdelete"; auditId: number; memo: string; refusal: "edit" | "delete" },
) {
  const deltas = await plannedDeltas(tx, t, target);
  try {
    for (const { asset, amount } of deltas) {
      await postEntry(tx, {
        userId: t.userId,
        asset,
        amount,
        kind: "ADJUSTMENT",
        reference: `${ref.prefix}:${t.id}:${ref.auditId}:${asset}`,
        memo: ref.memo,
      });
    }
  } catch (err) {
    if (!(err instanceof InsufficientFundsError)) throw err;
    throw refused(err, ref.refusal);
  }
  return deltas;
}
