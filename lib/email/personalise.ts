// What every e-mail to an Apex account carries besides its own text, added in the one place mail
// leaves (./send-mail.ts), so no kind of e-mail can forget it:
// - the owner's anti-phishing code in its first line, in their language, when they chose one;
// - on a security e-mail (SECURITY_MAILS), a "lock my account" link at its end: single use, valid 7 days.
import { getDb } from "@/db/client";
import { issueLockLink } from "@/lib/account-lock/lock-token";
import { LOCALES } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { localeOf, translatorFor } from "@/lib/i18n/server-translator";
import { antiPhishingCodeFor } from "@/lib/users/anti-phishing";
import type { Mail } from "./send-mail";

/**
 * The security e-mails (messages/<locale>/emails.json keys): told apart by their subject, in any of the five
 * languages. A new kind of security e-mail adds its key here.
 */
export const SECURITY_MAILS = [
  "signIn",
  "newDevice",
  "passwordChanged",
  "emailChanged",
  "pinLocked",
  "twoFactor.enabled",
  "twoFactor.disabled",
  "twoFactor.reset",
  "passkey.added",
  "passkey.removed",
  "withdrawalAddress.confirm",
  "withdrawalAddress.added",
  "withdrawalAddress.whitelistOff",
  "withdrawalAddress.newAddressWithdrawal",
  "withdrawalRequested",
] as const;

let securitySubjects: Promise<Set<string>> | undefined;

async function loadSecuritySubjects(): Promise<Set<string>> {
  const subjects = new Set<string>();
  for (const locale of LOCALES) {
    const { emails } = (await loadMessages(locale, ["emails"])) as { emails?: Record<string, unknown> };
    for (const key of SECURITY_MAILS) {
      let node: unknown = emails;
      for (const part of `${key}.subject`.split(".")) {
        node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
      }
      // Security subjects have no placeholders: the catalogue's text is the subject as sent.
      if (typeof node === "string") subjects.add(node);
    }
  }
  return subjects;
}

/** Whether a subject is one of the security e-mails' (any language). */
export async function isSecuritySubject(subject: string): Promise<boolean> {
  securitySubjects ??= loadSecuritySubjects();
  return (await securitySubjects).has(subject);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The message as this one recipient gets it (an address that is no live account: unchanged). */
export async function personalise(mail: Mail & { to: string }): Promise<Mail> {
  const db = await getDb();
  const account = await antiPhishingCodeFor(db, mail.to, mail.userId);
  if (!account) return mail;
  const security = await isSecuritySubject(mail.subject);
  if (!account.code && !security) return mail;
  const t = await translatorFor(localeOf(account.user as { preferences?: { language?: unknown } }), "emails");
  let text = mail.text;
  let html = mail.html;
  if (security) {
    const link = await issueLockLink(db, account.user.id);
    const lock = t("lockLink.text", { link });
    text = `${text}\n\n${lock}`;
    if (html) html = `${html}<p>${escapeHtml(lock)}</p>`;
  }
  if (account.code) {
    const line = t("antiPhishing.line", { code: account.code });
    text = `${line}\n\n${text}`;
    if (html) html = `<p><strong>${escapeHtml(line)}</strong></p>${html}`;
  }
  return { ...mail, text, html };
}
