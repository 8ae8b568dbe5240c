// Redeeming a subscription: a FLEXIBLE position in part or whole; a FIXED one in whole, by its plan's
// early-redemption rule (NONE: refused; FORFEIT_INTEREST: the principal minus the interest already paid, never
// below zero; PENALTY: the principal minus its penalty percent, truncated to 8 decimals). The quote and the
// redemption run the same function, so a quote equals what the redemption then does.
//
// Locks: the redemption takes the interest run's advisory lock SHARED (lib/interest/credit-interest-for-day.ts
// takes it exclusively), so it never interleaves with a run crediting or completing the same subscription, and
// the subscription's row FOR UPDATE, so two redemptions at once queue and the second sees what the first left.
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { investmentPlans, subscriptions, transactions, type Subscription } from "@/db/schema";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { creditedInterest } from "@/lib/interest/credited-interest";
import { INTEREST_LOCK } from "@/lib/interest/credit-interest-for-day";
import { postEntry } from "@/lib/ledger/post-entry";
import { Money, moneyString } from "@/lib/money/decimal";
import { transactionDetails } from "@/lib/transactions/transaction-details";
import { EARN_MESSAGES } from "./messages";
import { positionOutput } from "./position-output";

export type RedemptionQuote = { returned: string; forfeited: string; remaining: string };

/** What redeeming `amount` (undefined: all) of the subscription returns and forfeits, or why it cannot. */
export function quoteRedemption(s: Subscription, interestPaid: string, amount?: string): RedemptionQuote {
  if (s.status !== "ACTIVE") throw conflict(EARN_MESSAGES.notActive);
  const principal = new Money(s.amount);
  if (s.kind === "FLEXIBLE") {
    const x = amount === undefined ? principal : new Money(amount);
    if (x.gt(principal)) throw badRequest(EARN_MESSAGES.aboveprincipal);
    return { returned: moneyString(x), forfeited: "0", remaining: moneyString(principal.minus(x)) };
  }
  if (amount !== undefined && !new Money(amount).eq(principal)) throw badRequest(EARN_MESSAGES.fixedInWhole);
  let forfeited: Money;
  if (s.earlyRedemption === "FORFEIT_INTEREST") {
    forfeited = Money.min(new Money(interestPaid), principal);
  } else if (s.earlyRedemption === "PENALTY") {
    forfeited = Money.min(
      principal.times(s.earlyRedemptionPenaltyPercent).div(100).toDecimalPlaces(8, Money.ROUND_DOWN),
      principal,
    );
  } else {
    throw badRequest(EARN_MESSAGES.noEarlyRedemption);
  }
  return {
    returned: moneyString(principal.minus(forfeited)),
    forfeited: moneyString(forfeited),
    remaining: "0",
  };
}

async function findOwn(exec: Executor, userId: number, id: number, lock: boolean) {
  const query = exec
    .select({ s: subscriptions, planName: investmentPlans.name, paid: creditedInterest })
    .from(subscriptions)
    .innerJoin(investmentPlans, eq(investmentPlans.id, subscriptions.planId))
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: subscriptions }) : await query;
  if (!row) throw notFound(EARN_MESSAGES.notFound);
  return row;
}

/** GET /api/subscriptions/{id}/redemption-quote?amount= */
export async function redemptionQuote(userId: number, id: number, amount?: string) {
  const { s, paid } = await findOwn(await getDb(), userId, id, false);
  const { returned, forfeited } = quoteRedemption(s, moneyString(paid), amount);
  return { returned, forfeited, asset: s.principalAsset };
}

/** POST /api/subscriptions/{id}/redeem { amount? } (Idempotency-Key: the route). */
export async function redeem(userId: number, id: number, amount?: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${INTEREST_LOCK})`);
    const { s, planName, paid } = await findOwn(tx, userId, id, true);
    const quote = quoteRedemption(s, moneyString(paid), amount);
    const emptied = new Money(quote.remaining).isZero();
    const [updated] = await tx
      .update(subscriptions)
      .set(
        emptied
          ? {
              status: "COMPLETED",
              completedAt: new Date(),
              // The credited interest is frozen on the row: readers add accruals after this stamp's day only.
              interestCredited: moneyString(paid),
              lastInterestCalculation: sql`now()` as unknown as Date,
            }
          : { amount: quote.remaining, assetAmount: quote.remaining },
      )
      .where(eq(subscriptions.id, s.id))
      .returning();
    const [row] = await tx
      .insert(transactions)
      .values({
        userId,
        type: "REDEMPTION",
        asset: s.principalAsset,
        amount: quote.returned,
        assetAmount: quote.returned,
        status: "COMPLETED",
        // The forfeit is in the row's asset; the code lets each reader see the sentence in their language.
        ...(new Money(quote.forfeited).isZero()
          ? transactionDetails("REDEEMED", { plan: planName })
          : transactionDetails("REDEEMED_FORFEIT", { plan: planName, forfeited: quote.forfeited })),
        planId: s.planId,
        subscriptionId: s.id,
        usdEquivalent: s.principalAsset === "USD" ? quote.returned : null,
      })
      .returning({ id: transactions.id });
    if (new Money(quote.returned).gt(0)) {
      await postEntry(tx, {
        userId,
        asset: s.principalAsset,
        amount: quote.returned,
        kind: "REDEMPTION",
        reference: `redemption:${row.id}`,
        memo: `Redemption of subscription #${s.id}`,
      });
    }
    if (emptied) {
      await tx
        .update(transactions)
        .set({ status: "COMPLETED", updatedAt: new Date() })
        .where(
          and(
            eq(transactions.subscriptionId, s.id),
            sql`${transactions.type} in ('SUBSCRIPTION', 'RENEWAL')`,
            eq(transactions.status, "ACTIVE"),
          ),
        );
    }
    return {
      message: "Redemption completed",
      returned: quote.returned,
      forfeited: quote.forfeited,
      asset: s.principalAsset,
      subscription: positionOutput(updated, planName, moneyString(paid)),
    };
  });
}
