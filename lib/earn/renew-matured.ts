// Renewals at maturity, inside the daily run's transaction, right after its statement completed the
// day's matured subscriptions (their principal is already back on the balance: reference principal:<id>). Each
// completed one with autoRenew is subscribed again to the same plan, on the plan's terms of that day, with its
// principal (plus the interest it paid, with `compound`), if the plan is still open, still FIXED in the same
// asset, and the amount within its limits and covered by the balance; otherwise the money stays on the
// balance. Either way the investor is told which happened: the bell and an e-mail in their language.
//
// The renewed subscription is stamped inside the completed day (last_interest_calculation), so it is not due
// for that day (the matured one was credited for it) and earns from the next day on; created_at is kept inside
// the day too, so a back-filled run's later days credit it.
import { eq, sql } from "drizzle-orm";
import { queryRows, type Tx } from "@/db/client";
import { investmentPlans, notifications, subscriptions, transactions, users } from "@/db/schema";
import { enqueueMail } from "@/lib/jobs/mail";
import { amountFor, localeOf, translatorFor } from "@/lib/i18n/server-translator";
import { assetSymbol } from "@/lib/labels";
import { InsufficientFundsError } from "@/lib/ledger/insufficient-funds";
import { postEntry } from "@/lib/ledger/post-entry";
import { Money, moneyString } from "@/lib/money/decimal";

export type RenewalOutcome = { renewed: number; returned: number };

export async function renewMatured(tx: Tx, day: string): Promise<RenewalOutcome> {
  // The subscriptions this transaction's statement completed: completed_at = now(), the transaction's start.
  const matured = await queryRows<{ id: number }>(
    tx,
    sql`select id from subscriptions
        where status = 'COMPLETED' and auto_renew and kind = 'FIXED' and completed_at = now()
        order by id`,
  );
  const outcome: RenewalOutcome = { renewed: 0, returned: 0 };
  for (const { id } of matured) {
    const [s] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
    const [plan] = await tx
      .select()
      .from(investmentPlans)
      .where(eq(investmentPlans.id, s.planId))
      .limit(1)
      .for("share");
    const amount = s.compound ? new Money(s.amount).plus(s.interestCredited) : new Money(s.amount);
    const open =
      plan &&
      !plan.retiredAt &&
      plan.kind === "FIXED" &&
      plan.asset === s.principalAsset &&
      amount.gte(plan.minimumAmount) &&
      amount.lte(plan.maximumAmount);
    let renewedId: number | null = null;
    if (open) {
      renewedId = await tx.transaction(async (sp) => {
        try {
          await postEntry(sp, {
            userId: s.userId,
            asset: s.principalAsset,
            amount: amount.neg().toFixed(),
            kind: "RENEWAL",
            reference: `renewal:${s.id}`,
            memo: `Renewal of subscription #${s.id}`,
          });
        } catch (err) {
          // The compounded interest was spent meanwhile: the principal stays on the balance.
          if (err instanceof InsufficientFundsError) return null;
          throw err;
        }
        const inDay = sql`least(greatest(now(), (${day}::date)::timestamp at time zone 'UTC'),
                                ((${day}::date + 1)::timestamp at time zone 'UTC') - interval '1 microsecond')`;
        const [created] = await sp
          .insert(subscriptions)
          .values({
            userId: s.userId,
            planId: s.planId,
            amount: amount.toFixed(),
            asset: s.principalAsset,
            assetAmount: amount.toFixed(),
            priceUsd: s.principalAsset === "USD" ? "1" : "0",
            interestRate: plan.interestRate,
            totalReturns: plan.totalReturns,
            kind: "FIXED",
            principalAsset: s.principalAsset,
            earlyRedemption: plan.earlyRedemption,
            earlyRedemptionPenaltyPercent: plan.earlyRedemptionPenaltyPercent,
            autoRenew: true,
            compound: s.compound,
            renewedFrom: s.id,
            status: "ACTIVE",
            createdAt: inDay as unknown as Date,
            lastInterestCalculation: inDay as unknown as Date,
          })
          .returning({ id: subscriptions.id });
        await sp.insert(transactions).values({
          userId: s.userId,
          type: "RENEWAL",
          asset: s.principalAsset,
          amount: amount.toFixed(),
          assetAmount: amount.toFixed(),
          status: "ACTIVE",
          details: `Renewal of ${plan.name}`,
          planId: s.planId,
          subscriptionId: created.id,
          usdEquivalent: s.principalAsset === "USD" ? amount.toFixed() : null,
        });
        return created.id;
      });
    }
    if (renewedId) outcome.renewed += 1;
    else outcome.returned += 1;
    const told = renewedId !== null ? amount.toFixed() : s.amount;
    await tellInvestor(tx, s.userId, s.id, renewedId !== null, told, s.principalAsset, plan?.name ?? "");
  }
  return outcome;
}

async function tellInvestor(
  tx: Tx,
  userId: number,
  subscriptionId: number,
  renewed: boolean,
  amount: string,
  asset: (typeof subscriptions.$inferSelect)["principalAsset"],
  plan: string,
) {
  const [owner] = await tx
    .select({
      email: users.email,
      name: users.name,
      preferences: users.preferences,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!owner) return;
  const locale = localeOf(owner);
  const values = {
    name: owner.name,
    plan,
    amount: amountFor(locale, moneyString(amount)),
    asset: assetSymbol(asset),
  };
  const event = renewed ? "renewed" : "returned";
  const notice = await translatorFor(locale, "notifications");
  await tx.insert(notifications).values({
    userId,
    title: notice(`earn.${event}.title`),
    content: notice(`earn.${event}.content`, values),
  });
  if (owner.deletedAt) return;
  const mail = await translatorFor(locale, "emails");
  await enqueueMail(
    tx,
    {
      to: owner.email,
      subject: mail(`earn.${event}.subject`, values),
      text: mail(`earn.${event}.text`, values),
    },
    `earn-${event}:${subscriptionId}`,
  );
}
