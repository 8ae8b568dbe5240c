import { and, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { investmentPlans, subscriptions, users } from "@/db/schema";
import { creditedInterest, lastInterestCalculation } from "@/lib/interest/credited-interest";
import { Money, moneyString, toDisplayNumber } from "@/lib/money/decimal";
import { readPage } from "@/lib/paging/read-page";
import { containsPattern, usersMatching } from "@/lib/paging/search";
import type { InvestmentListQuery } from "@/lib/validation/admin-lists";
import { pageOf } from "@/lib/validation/paging";

/**
 * GET /api/admin/investments ("User investment"): every user's subscriptions, newest first, one
 * page at a time; `q` matches the plan name or the user's name or e-mail, `status` the subscription's.
 * The range is the plan's current minimum and maximum; the rate and total return (%) are the
 * subscription's own snapshot of the plan's terms, which is what it earns even after a plan edit.
 * Earn: `kind`, and `principalAsset`, the asset `amount`, the range, the interest and the redemptions are in (USD, or
 * a coin plan's coin; `asset` is what paid for it); the renewal settings; what its redemptions returned (a
 * REDEMPTION row's amount) and how many there were, and what they forfeited (`forfeited`: the interest paid or the
 * penalty an early redemption kept back); the subscription a renewal opened from it (`renewedTo`) and the one it
 * renewed (`renewedFrom`). The earn figures are exact decimal strings.
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
        asset: investmentPlans.asset,
      },
      user: { id: users.id, name: users.name, email: users.email },
      // The run no longer stamps every row daily: the latest accrual tells (lib/interest/credited-interest.ts).
      lastCredit: lastInterestCalculation,
      credited: creditedInterest,
      // One investor's rows by the owner's index, then this subscription's redemptions among them.
      redemptions: sql<{ returned: string; count: number }>`(select json_build_object(
          'returned', coalesce(sum(t.amount), 0)::text, 'count', count(*))
        from transactions t
        where t.user_id = ${subscriptions.userId} and t.deleted_at is null
          and t.subscription_id = ${subscriptions.id} and t.type = 'REDEMPTION')`,
      renewedTo: sql<number | null>`(select r.id from subscriptions r
        where r.user_id = ${subscriptions.userId} and r.renewed_from = ${subscriptions.id}
        order by r.id limit 1)`,
    })
    .from(subscriptions)
    .innerJoin(investmentPlans, eq(investmentPlans.id, subscriptions.planId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  const total = () => db.select({ total: count() }).from(subscriptions).where(where);
  const { rows, pagination } = await readPage(select.$dynamic(), total, pageOf(query));
  return {
    investments: rows.map(({ s, plan, user, lastCredit, credited, redemptions, renewedTo }) => ({
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
      kind: s.kind,
      principalAsset: s.principalAsset,
      /** The asset the plan's minimum and maximum are in (the plan's today; `principalAsset` is the snapshot). */
      rangeAsset: plan.asset,
      earlyRedemption: s.earlyRedemption,
      earlyRedemptionPenaltyPercent: moneyString(s.earlyRedemptionPenaltyPercent),
      autoRenew: s.autoRenew,
      compound: s.compound,
      interestCredited: moneyString(credited),
      redeemed: moneyString(redemptions?.returned ?? 0),
      redemptions: Number(redemptions?.count ?? 0),
      forfeited: forfeitedBy(s, redemptions),
      renewedFrom: s.renewedFrom,
      renewedTo: renewedTo === null ? null : Number(renewedTo),
      completedAt: s.completedAt?.toISOString() ?? null,
    })),
    pagination,
  };
}
/**
 * What a subscription's redemptions forfeited. A flexible position never forfeits; a fixed one is redeemed in
 * whole, once, and its row keeps the principal it had, so what the redemption kept back is that principal less
 * what it returned (lib/earn/redemption.ts: returned = principal - forfeited). No row stores the figure itself.
 */
function forfeitedBy(
  s: { kind: string; amount: string },
  redemptions: { returned: string; count: number } | null,
): string {
  if (s.kind !== "FIXED" || !redemptions || Number(redemptions.count) === 0) return "0";
  return moneyString(Money.max(new Money(s.amount).minus(redemptions.returned), 0));
}
export type AdminInvestment = Awaited<ReturnType<typeof listInvestments>>["investments"][number];
