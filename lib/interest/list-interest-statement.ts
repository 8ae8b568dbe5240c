// The investor's per-day interest statement (docs/architecture.md, "Money rules": the accrual rows are the statement),
// read through the caller's own subscriptions so the (subscription, day) primary key serves the lookup.
import { and, asc, eq, gt, gte, lte, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { interestAccruals, investmentPlans, subscriptions } from "@/db/schema";
import { Money, moneyString, toDisplayNumber } from "@/lib/money/decimal";
import type { InterestStatementQuery } from "@/lib/validation/interest";
import { utcDay } from "./utc-day";

/** One credited day of one subscription. Interest is always paid into the USD main balance. */
export type InterestDay = {
  date: string;
  subscriptionId: number;
  plan: string;
  asset: "USD";
  /** Exact decimal string. */
  amount: string;
};

export type InterestStatement = {
  /** The period covered: the query's bounds, else the first credited day (or `to`) and today (UTC). */
  from: string;
  to: string;
  /** Oldest first, then by subscription. */
  days: InterestDay[];
  total: string;
};

export async function listInterestStatement(
  userId: number,
  query: Pick<InterestStatementQuery, "from" | "to" | "subscriptionId">,
): Promise<InterestStatement> {
  const db = await getDb();
  const where: SQL[] = [
    eq(subscriptions.userId, userId),
    eq(interestAccruals.userId, userId),
    // A completing subscription can accrue 0 on its last day; no money moved, so no statement line.
    gt(interestAccruals.amount, "0"),
  ];
  if (query.from) where.push(gte(interestAccruals.day, query.from));
  if (query.to) where.push(lte(interestAccruals.day, query.to));
  if (query.subscriptionId) where.push(eq(subscriptions.id, query.subscriptionId));

  const rows = await db
    .select({
      date: interestAccruals.day,
      subscriptionId: interestAccruals.subscriptionId,
      plan: investmentPlans.name,
      amount: interestAccruals.amount,
    })
    .from(subscriptions)
    .innerJoin(interestAccruals, eq(interestAccruals.subscriptionId, subscriptions.id))
    .innerJoin(investmentPlans, eq(investmentPlans.id, subscriptions.planId))
    .where(and(...where))
    .orderBy(asc(interestAccruals.day), asc(interestAccruals.subscriptionId));

  const days: InterestDay[] = rows.map((r) => ({ ...r, asset: "USD", amount: moneyString(r.amount) }));
  const total = days.reduce((sum, d) => sum.plus(d.amount), new Money(0));
  const to = query.to ?? utcDay();
  return { from: query.from ?? days[0]?.date ?? to, to, days, total: moneyString(total) };
}

/** The JSON answer: display numbers, like every other investor output (the CSV keeps exact decimals). */
export function interestStatementOutput(statement: InterestStatement) {
  return {
    from: statement.from,
    to: statement.to,
    days: statement.days.map((d) => ({ ...d, amount: toDisplayNumber(d.amount) })),
    total: toDisplayNumber(statement.total),
  };
}
