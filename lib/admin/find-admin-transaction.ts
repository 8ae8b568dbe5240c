import { and, eq, isNull } from "drizzle-orm";
import type { Executor, Tx } from "@/db/client";
import { investmentPlans, transactions, users, type Transaction } from "@/db/schema";
import { notFound } from "@/lib/api/errors";

/** Transactions with their owner and plan name: the one query shape the admin screens read. */
export function selectAdminTransactions(exec: Executor) {
  return exec
    .select({
      t: transactions,
      user: { id: users.id, name: users.name, email: users.email, phone: users.phone },
      planName: investmentPlans.name,
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(investmentPlans, eq(investmentPlans.id, transactions.planId));
}

/** A live transaction of a live user, row-locked so two admins' edits of it run one after the other. */
export async function findAdminTransaction(tx: Tx, id: number) {
  const [row] = await selectAdminTransactions(tx)
    .where(and(eq(transactions.id, id), isNull(transactions.deletedAt), isNull(users.deletedAt)))
    .for("update", { of: transactions });
  if (!row) throw notFound("Transaction not found");
  return row;
}

/** What an audit row keeps of a transaction. */
export function transactionSnapshot(t: Transaction) {
  return {
    type: t.type,
    asset: t.asset,
    amount: t.amount,
    assetAmount: t.assetAmount,
    status: t.status,
    details: t.details,
    name: t.displayName,
    phone: t.displayPhone,
    planName: t.displayPlanName,
    usdEquivalent: t.usdEquivalent,
  };
}
