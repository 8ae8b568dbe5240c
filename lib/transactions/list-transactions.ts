import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { investmentPlans, transactions } from "@/db/schema";
import { listSubscriptions } from "@/lib/investments/list-subscriptions";
import { detailsCodeOutput } from "./transaction-details";
import type { TransactionsQuery } from "@/lib/validation/account";

// Built once per database handle, like the session read (lib/auth/authenticate.ts): drizzle building this
// select and join anew on every call cost about twice what Postgres and the driver spend on its rows
// (bench/README.md, "API: the cost of a signed-in call"). Only the columns the answer carries are read: the
// row has 25, and decoding the others (two more timestamps turned into Dates among them) was waste.
const buildQuery = (db: Db, byType: boolean) =>
  db
    .select({
      id: transactions.id,
      type: transactions.type,
      asset: transactions.asset,
      amount: transactions.amount,
      assetAmount: transactions.assetAmount,
      status: transactions.status,
      createdAt: transactions.createdAt,
      details: transactions.details,
      detailsCode: transactions.detailsCode,
      detailsParams: transactions.detailsParams,
      planId: transactions.planId,
      displayPlanName: transactions.displayPlanName,
      usdEquivalent: transactions.usdEquivalent,
      planName: investmentPlans.name,
    })
    .from(transactions)
    .leftJoin(investmentPlans, eq(investmentPlans.id, transactions.planId))
    .where(
      and(
        eq(transactions.userId, sql.placeholder("userId")),
        isNull(transactions.deletedAt),
        byType ? eq(transactions.type, sql.placeholder("type")) : undefined,
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .prepare(byType ? "user_transactions_by_type" : "user_transactions");

type Queries = { all: ReturnType<typeof buildQuery>; byType: ReturnType<typeof buildQuery> };
const prepared = new WeakMap<Db, Queries>();

function queries(db: Db): Queries {
  let q = prepared.get(db);
  if (!q) {
    q = { all: buildQuery(db, false), byType: buildQuery(db, true) };
    prepared.set(db, q);
  }
  return q;
}

/**
 * GET /api/users/transactions: the caller's activity, newest first. `type=SUBSCRIPTION` is the spec's
 * "My Investments" read, so it answers the subscriptions themselves (with status, rate and interest).
 */
export async function listTransactions(userId: number, { type }: TransactionsQuery) {
  if (type === "SUBSCRIPTION") return { transactions: await listSubscriptions(userId) };
  const q = queries(await getDb());
  const rows = type ? await q.byType.execute({ userId, type }) : await q.all.execute({ userId });
  return {
    transactions: rows.map((t) => ({
      id: t.id,
      type: t.type,
      asset: t.asset,
      // `amount` is the spec's (a subscription's is USD); `assetAmount` is what moved, in units of `asset`.
      amount: Number(t.amount),
      assetAmount: Number(t.assetAmount),
      status: t.status,
      date: t.createdAt.toISOString(),
      createdAt: t.createdAt.toISOString(),
      details: t.details,
      // The details as a code and its params, for the reader's language; absent when an administrator typed them.
      ...detailsCodeOutput(t),
      planId: t.planId,
      // An admin's edit of the display name wins over the plan's own name.
      planName: t.displayPlanName ?? t.planName ?? null,
      usdEquivalent: t.usdEquivalent === null ? null : Number(t.usdEquivalent),
    })),
  };
}
