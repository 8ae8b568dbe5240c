// The owner hears of every withdrawal request when it is made, queued in the request's transaction (lib/jobs):
// someone holding a stolen session and PIN cannot take money out unseen. A request to an address the account
// never withdrew to gets the address book's stronger notice instead (mailNewAddressWithdrawal), one mail either
// way. A security e-mail, so it carries the lock link (lib/email/personalise.ts), which cancels the request.
import type { Executor } from "@/db/client";
import type { Locale } from "@/i18n/config";
import { queueSecurityMail } from "@/lib/email/security-mail";
import { amountFor, utcTimeFor } from "@/lib/i18n/server-translator";
import { assetSymbol } from "@/lib/labels";
import type { Coin } from "@/lib/money/assets";
import { moneyString } from "@/lib/money/decimal";

type Recipient = { id: number; name: string; email: string; preferences?: { language?: unknown } | null };
export type WithdrawalRequestFacts = {
  id: number;
  amount: string;
  asset: Coin;
  network: string;
  address: string;
  createdAt: Date;
};

/** What either notice of a withdrawal request says of it, in the reader's locale (the amount as given). */
export function withdrawalRequestValues(locale: Locale, request: WithdrawalRequestFacts) {
  return {
    amount: amountFor(locale, request.amount),
    asset: assetSymbol(request.asset),
    address: request.address,
    network: request.network,
    time: utcTimeFor(locale, request.createdAt),
  };
}

export async function mailWithdrawalRequested(
  tx: Executor,
  user: Recipient,
  request: WithdrawalRequestFacts,
): Promise<void> {
  await queueSecurityMail(tx, user, "withdrawalRequested", `withdrawal-requested:${request.id}`, (locale) =>
    withdrawalRequestValues(locale, { ...request, amount: moneyString(request.amount) }),
  );
}
