// The owner hears of every withdrawal request when it is made, queued in the request's transaction (lib/jobs):
// someone holding a stolen session and PIN cannot take money out unseen. A request to an address the account
// never withdrew to gets the address book's stronger notice instead (mailNewAddressWithdrawal), one mail either
// way. A security e-mail, so it carries the lock link (lib/email/personalise.ts), which cancels the request.
import type { Executor } from "@/db/client";
import { amountFor, localeOf, translatorFor, utcTimeFor } from "@/lib/i18n/server-translator";
import { enqueueMail } from "@/lib/jobs/mail";
import { assetSymbol } from "@/lib/labels";
import type { Coin } from "@/lib/money/assets";
import { moneyString } from "@/lib/money/decimal";

export async function mailWithdrawalRequested(
  tx: Executor,
  user: { id: number; name: string; email: string; preferences?: { language?: unknown } | null },
  request: { id: number; amount: string; asset: Coin; network: string; address: string; createdAt: Date },
): Promise<void> {
  const locale = localeOf(user);
  const t = await translatorFor(locale, "emails");
  await enqueueMail(
    tx,
    {
      to: user.email,
      subject: t("withdrawalRequested.subject"),
      text: t("withdrawalRequested.text", {
        name: user.name,
        amount: amountFor(locale, moneyString(request.amount)),
        asset: assetSymbol(request.asset),
        address: request.address,
        network: request.network,
        time: utcTimeFor(locale, request.createdAt),
      }),
    },
    `withdrawal-requested:${request.id}`,
  );
}
