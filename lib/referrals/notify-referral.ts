// The bell and an e-mail to both people when a referral qualifies and when it is paid, each in their own
// language, written in the pass's transaction (one mail per referral, event and person: the dedupe key).
import { eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { notifications, users, type Referral } from "@/db/schema";
import { enqueueMail } from "@/lib/jobs/mail";
import { amountFor, localeOf, translatorFor } from "@/lib/i18n/server-translator";
import { moneyString } from "@/lib/money/decimal";
import { shortName } from "./short-name";

export type ReferralEvent = "qualified" | "paid";

async function person(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      preferences: users.preferences,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function notifyReferral(tx: Tx, referral: Referral, event: ReferralEvent) {
  const referrer = await person(tx, referral.referrerId);
  const referee = await person(tx, referral.refereeId);
  if (!referrer || !referee) return;
  const sides = [
    { to: referrer, role: "Referrer", amount: referral.referrerRewardUsd, friend: shortName(referee.name) },
    { to: referee, role: "Referee", amount: referral.refereeRewardUsd, friend: shortName(referrer.name) },
  ] as const;
  for (const side of sides) {
    const locale = localeOf(side.to);
    const values = {
      name: side.to.name,
      friend: side.friend,
      amount: amountFor(locale, moneyString(side.amount)),
    };
    const key = `${event}${side.role}`;
    const notice = await translatorFor(locale, "notifications");
    await tx.insert(notifications).values({
      userId: side.to.id,
      title: notice(`referral.${key}.title`),
      content: notice(`referral.${key}.content`, values),
    });
    if (side.to.deletedAt) continue;
    const mail = await translatorFor(locale, "emails");
    await enqueueMail(
      tx,
      {
        to: side.to.email,
        subject: mail(`referral.${key}.subject`, values),
        text: mail(`referral.${key}.text`, values),
      },
      `referral-${event}:${referral.id}:${side.to.id}`,
    );
  }
}
