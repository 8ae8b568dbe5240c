// The only code that changes a balance (docs/architecture.md, "Money rules"), with the interest run's set-based
// postings (post-interest-batch.ts): one append-only ledger row and one guarded balance statement, inside the
// caller's transaction.
import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "@/db/client";
import type { LedgerEntry } from "@/db/schema";
import type { Asset } from "@/lib/money/assets";
import { MONEY_SCALE, Money, moneyString } from "@/lib/money/decimal";
import { InsufficientFundsError } from "./insufficient-funds";

export type LedgerKind = LedgerEntry["kind"];

export type Posting = {
  userId: number;
  asset: Asset;
  /** Signed decimal string: credits positive, debits negative. */
  amount: string;
  kind: LedgerKind;
  /** Unique: posting the same reference twice is a no-op, which makes every caller idempotent. */
  reference: string;
  memo?: string | null;
};

export type PostResult = { applied: true; entryId: number; balance: string } | { applied: false };

export async function postEntry(tx: Tx, posting: Posting): Promise<PostResult> {
  const amount = new Money(posting.amount);
  if (!amount.isFinite() || amount.isZero()) throw new Error(`ledger: invalid amount ${posting.amount}`);
  // Refused, not rounded: a caller that computed more precision than the column holds has a bug.
  if (amount.decimalPlaces() > MONEY_SCALE)
    throw new Error(`ledger: more than ${MONEY_SCALE} decimals in ${posting.amount}`);
  const value = amount.toFixed();

  const [entry] = await queryRows<{ id: number | string }>(
    tx,
    sql`insert into ledger_entries (user_id, asset, amount, kind, reference, memo)
        values (${posting.userId}, ${posting.asset}, ${value}::numeric, ${posting.kind}, ${posting.reference}, ${posting.memo ?? null})
        on conflict (reference) do nothing
        returning id`,
  );
  if (!entry) return { applied: false };

  if (amount.gt(0)) {
    const [row] = await queryRows<{ amount: string }>(
      tx,
      sql`insert into balances (user_id, asset, amount) values (${posting.userId}, ${posting.asset}, ${value}::numeric)
          on conflict (user_id, asset) do update set amount = balances.amount + excluded.amount, updated_at = now()
          returning amount::text as amount`,
    );
    return { applied: true, entryId: Number(entry.id), balance: moneyString(row.amount) };
  }

  // One guarded statement: concurrent debits queue on the row lock and each re-checks the guard, so
  // no interleaving can take the balance below zero.
  const [row] = await queryRows<{ amount: string }>(
    tx,
    sql`update balances set amount = amount + ${value}::numeric, updated_at = now()
        where user_id = ${posting.userId} and asset = ${posting.asset} and amount + ${value}::numeric >= 0
        returning amount::text as amount`,
  );
  if (!row) {
    // Undo the entry too, so the transaction stays consistent even if a caller catches the error.
    await tx.execute(sql`delete from ledger_entries where id = ${entry.id}`);
    const [current] = await queryRows<{ amount: string }>(
      tx,
      sql`select amount::text as amount from balances where user_id = ${posting.userId} and asset = ${posting.asset}`,
    );
    throw new InsufficientFundsError(posting.asset, moneyString(current?.amount ?? "0"));
  }
  return { applied: true, entryId: Number(entry.id), balance: moneyString(row.amount) };
}
