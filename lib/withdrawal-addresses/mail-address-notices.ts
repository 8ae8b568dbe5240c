// The address book's e-mails, each queued in the transaction of the change it reports (lib/jobs/mail.ts) and
// written in the investor's saved language: the confirmation link when an address is added, the notice that
// an address was confirmed (and from when it can be used), the notice of a withdrawal to an address the
// investor never used before, and the notice that "whitelist only" was switched off (while the cool-down still
// leaves time to switch it on again). Someone holding a stolen session and PIN cannot do any of it unseen.
import type { Executor } from "@/db/client";
import { logMailSecretForLocalUse } from "@/lib/email/mail-transport";
import { publicBaseUrl } from "@/lib/env";
import { amountFor, localeOf, translatorFor, utcTimeFor } from "@/lib/i18n/server-translator";
import { enqueueMail } from "@/lib/jobs/mail";
import { assetSymbol } from "@/lib/labels";
import type { Coin } from "@/lib/money/assets";
import { cooldownHours } from "./cooldown";

type Recipient = { id: number; name: string; email: string; preferences?: { language?: unknown } | null };
type SavedAddress = { id: number; label: string; network: string; address: string };

export async function mailAddressConfirmation(
  tx: Executor,
  user: Recipient,
  saved: SavedAddress,
  token: string,
): Promise<void> {
  const t = await translatorFor(localeOf(user), "emails");
  const link = `${publicBaseUrl()}/confirm-address?token=${token}`;
  await enqueueMail(
    tx,
    {
      to: user.email,
      subject: t("withdrawalAddress.confirm.subject"),
      text: t("withdrawalAddress.confirm.text", {
        name: user.name,
        label: saved.label,
        address: saved.address,
        network: saved.network,
        link,
        hours: cooldownHours(),
      }),
    },
    `withdrawal-address-confirm:${saved.id}`,
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
  const locale = localeOf(user);
  const t = await translatorFor(locale, "emails");
  await enqueueMail(
    tx,
    {
      to: user.email,
      subject: t("withdrawalAddress.added.subject"),
      text: t("withdrawalAddress.added.text", {
        name: user.name,
        label: saved.label,
        address: saved.address,
        network: saved.network,
        time: utcTimeFor(locale, confirmedAt),
        activeAt: utcTimeFor(locale, activeAt),
      }),
    },
    `withdrawal-address-confirmed:${saved.id}`,
  );
}

export async function mailNewAddressWithdrawal(
  tx: Executor,
  user: Recipient,
  request: { id: number; amount: string; asset: Coin; network: string; address: string; createdAt: Date },
): Promise<void> {
  const locale = localeOf(user);
  const t = await translatorFor(locale, "emails");
  await enqueueMail(
    tx,
    {
      to: user.email,
      subject: t("withdrawalAddress.newAddressWithdrawal.subject"),
      text: t("withdrawalAddress.newAddressWithdrawal.text", {
        name: user.name,
        amount: amountFor(locale, request.amount),
        asset: assetSymbol(request.asset),
        address: request.address,
        network: request.network,
        time: utcTimeFor(locale, request.createdAt),
      }),
    },
    `withdrawal-new-address:${request.id}`,
  );
}

export async function mailWhitelistOff(tx: Executor, user: Recipient, at: Date, offAt: Date): Promise<void> {
  const locale = localeOf(user);
  const t = await translatorFor(locale, "emails");
  await enqueueMail(
    tx,
    {
      to: user.email,
      subject: t("withdrawalAddress.whitelistOff.subject"),
      text: t("withdrawalAddress.whitelistOff.text", {
        name: user.name,
        time: utcTimeFor(locale, at),
        offAt: utcTimeFor(locale, offAt),
      }),
    },
    `whitelist-off:${user.id}:${at.getTime()}`,
  );
}
