// The address book's e-mails, each queued in the transaction of the change it reports (lib/jobs/mail.ts) and
// written in the investor's saved language: the confirmation link when an address is added, the notice that
// an address was confirmed (and from when it can be used), the notice of a withdrawal to an address the
// investor never used before, and the notice that "whitelist only" was switched off (while the cool-down still
// leaves time to switch it on again). Someone holding a stolen session and PIN cannot do any of it unseen.
import type { Executor } from "@/db/client";
import { logMailSecretForLocalUse } from "@/lib/email/mail-transport";
import { queueSecurityMail } from "@/lib/email/security-mail";
import { publicBaseUrl } from "@/lib/env";
import { utcTimeFor } from "@/lib/i18n/server-translator";
import {
  withdrawalRequestValues,
  type WithdrawalRequestFacts,
} from "@/lib/withdrawals/mail-withdrawal-requested";
import { cooldownHours } from "./cooldown";

type Recipient = { id: number; name: string; email: string; preferences?: { language?: unknown } | null };
type SavedAddress = { id: number; label: string; network: string; address: string };

export async function mailAddressConfirmation(
  tx: Executor,
  user: Recipient,
  saved: SavedAddress,
  token: string,
): Promise<void> {
  const link = `${publicBaseUrl()}/confirm-address?token=${token}`;
  await queueSecurityMail(
    tx,
    user,
    "withdrawalAddress.confirm",
    `withdrawal-address-confirm:${saved.id}`,
    () => ({
      label: saved.label,
      address: saved.address,
      network: saved.network,
      link,
      hours: cooldownHours(),
    }),
  );
  logMailSecretForLocalUse(`[mail] withdrawal address confirmation link for ${user.email}: ${link}`);
}

export async function mailAddressConfirmed(
  tx: Executor,
  user: Recipient,
  saved: SavedAddress,
  confirmedAt: Date,
  activeAt: Date,
): Promise<void> {
  await queueSecurityMail(
    tx,
    user,
    "withdrawalAddress.added",
    `withdrawal-address-confirmed:${saved.id}`,
    (locale) => ({
      label: saved.label,
      address: saved.address,
      network: saved.network,
      time: utcTimeFor(locale, confirmedAt),
      activeAt: utcTimeFor(locale, activeAt),
    }),
  );
}

/** The amount is written as given, not trimmed of trailing zeros as mailWithdrawalRequested writes it. */
export async function mailNewAddressWithdrawal(
  tx: Executor,
  user: Recipient,
  request: WithdrawalRequestFacts,
): Promise<void> {
  await queueSecurityMail(
    tx,
    user,
    "withdrawalAddress.newAddressWithdrawal",
    `withdrawal-new-address:${request.id}`,
    (locale) => withdrawalRequestValues(locale, request),
  );
}

export async function mailWhitelistOff(tx: Executor, user: Recipient, at: Date, offAt: Date): Promise<void> {
  await queueSecurityMail(
    tx,
    user,
    "withdrawalAddress.whitelistOff",
    `whitelist-off:${user.id}:${at.getTime()}`,
    (locale) => ({
      time: utcTimeFor(locale, at),
      offAt: utcTimeFor(locale, offAt),
    }),
  );
}
