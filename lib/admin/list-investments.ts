import { and, count, desc, eq, ilike, inArray, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { investmentPlans, subscriptions, users } from "@/db/schema";
import { lastInterestCalculation } from "@/lib/interest/credited-interest";
import { toDisplayNumber } from "@/lib/money/decimal";
import { readPage } from "@/lib/paging/read-page";
import { containsPattern, usersMatching } from "@/lib/paging/search";
import type { InvestmentListQuery } from "@/lib/validation/admin-lists";
import { pageOf } from "@/lib/validation/paging";

/**
 * GET /api/admin/investments ("User investment"): every user's subscriptions, newest first, one
 * page at a time; `q` matches the plan name or the user's name or e-mail, `status` the subscription's.
 * The range is the plan's current minimum and maximum; the rate and total return (%) are the
 * subscription's own snapshot of the plan's terms, which is what it earns even after a plan edit.
 */
export async function listInvestments(query: InvestmentListQuery) {
  const db = await getDb();
  const where = and(
    query.status ? eq(subscriptions.status, query.status) : undefined,
    query.q === undefined
      ? undefined
      : or(
          // Plans are a handful of rows: the match runs once and the subscriptions are found by plan id.
          inArray(
            subscriptions.planId,
            db
              .select({ id: investmentPlans.id })
              .from(investmentPlans)
              .where(ilike(investmentPlans.name, containsPattern(query.q))),
          ),
          inArray(subscriptions.userId, usersMatching(db, query.q)),
        ),
  );
  const select = db
    .select({
      s: subscriptions,
      plan: {
        name: investmentPlans.name,
        minimumAmount: investmentPlans.minimumAmount,
        maximumAmount: investmentPlans.maximumAmount,
      },
      user: { id: users.id, name: users.name, email: users.email },
      // The run no longer stamps every row daily: the latest accrual tells (lib/interest/credited-interest.ts).
      lastCredit: lastInterestCalculation,
    })
    .from(subscriptions)
    .innerJoin(investmentPlans, eq(investmentPlans.id, subscriptions.planId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  const total = () => db.select({ total: count() }).from(subscriptions).where(where);
  const { rows, pagination } = await readPage(select.$dynamic(), total, pageOf(query));
  return {
    investments: rows.map(({ s, plan, user, lastCredit }) => ({
      id: s.id,
      plan: plan.name,
      user,
      amount: toDisplayNumber(s.amount),
      asset: s.asset,
      status: s.status,
      minimumAmount: toDisplayNumber(plan.minimumAmount),
      maximumAmount: toDisplayNumber(plan.maximumAmount),
      interestRate: toDisplayNumber(s.interestRate),
      totalReturn: toDisplayNumber(s.totalReturns),
      createdAt: s.createdAt.toISOString(),
      lastInterestCalculation: lastCredit?.toISOString() ?? null,
    })),
    pagination,
  };
}
export type AdminInvestment = Awaited<ReturnType<typeof listInvestments>>["investments"][number];
