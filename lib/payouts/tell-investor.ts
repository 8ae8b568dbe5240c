// A payout's news for its investor: the bell and an e-mail in their language, written in the same transaction
// as the step itself (the e-mail's queue key names the step, so a retried step queues it once).
import { eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { notifications, users, type WithdrawalRequest } from "@/db/schema";
import { enqueueMail } from "@/lib/jobs/mail";
import { amountFor, localeOf, translatorFor } from "@/lib/i18n/server-translator";
import { assetSymbol } from "@/lib/labels";
import { moneyString } from "@/lib/money/decimal";
import type { Coin } from "@/lib/money/assets";

export type PayoutNews = "sent" | "completed" | "failed";

const MAIL_KEY: Record<PayoutNews, string> = {
  sent: "withdrawalSent",
  completed: "withdrawalCompleted",
  failed: "withdrawalFailed",
};

export async function tellInvestor(
  tx: Tx,
  request: WithdrawalRequest,
  news: PayoutNews,
  hash: string,
  explorerUrl: string,
): Promise<void> {
  const [owner] = await tx
    .select({
      email: users.email,
      name: users.name,
      preferences: users.preferences,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, request.userId));
  if (!owner) return;
  const locale = localeOf(owner);
  const values = {
    amount: amountFor(locale, moneyString(request.amount)),
    asset: assetSymbol(request.asset as Coin),
    network: request.network,
    address: request.address,
    name: owner.name,
    hash,
    url: explorerUrl,
  };
  const notice = await translatorFor(locale, "notifications");
  await tx.insert(notifications).values({
    userId: request.userId,
    title: notice(`withdrawal.${news}.title`),
    content: notice(`withdrawal.${news}.content`, values),
  });
  if (owner.deletedAt) return;
  const mail = await translatorFor(locale, "emails");
  await enqueueMail(
    tx,
    {
      to: owner.email,
      subject: mail(`${MAIL_KEY[news]}.subject`, values),
      text: mail(`${MAIL_KEY[news]}.text`, values),
    },
    `withdrawal-${news}:${request.id}`,
  );
}
