// Texts the server writes for a person to read later (e-mails, the notifications the platform writes), in
// that person's language: their saved language (users.preferences.language), else English. Before an
// account has one (the code mailed at sign-up) the language of the request that asked for it, when there is
// a request. Admin-written texts (broadcasts, "send mail") are sent as written and never pass through here.
import { createTranslator } from "use-intl/core";
import type { Executor } from "@/db/client";
import { DEFAULT_LOCALE, INTL_TAG, isLocale, type Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { NAMESPACES } from "@/i18n/namespaces";
import { logError } from "@/lib/log-error";
import { requestLocale, savedLanguage } from "./request-locale";

export type ServerNamespace = (typeof NAMESPACES.server)[number];
export type ServerTranslator = (key: string, values?: Record<string, string | number>) => string;

/** One server catalogue in `locale` (English beneath, so a missing key reads in English). */
export async function translatorFor(locale: Locale, namespace: ServerNamespace): Promise<ServerTranslator> {
  const messages = await loadMessages(locale, [namespace]);
  const t = createTranslator({
    locale,
    messages,
    namespace,
    onError: (err) => logError(`[i18n] ${namespace} (${locale})`, err),
  });
  return (key, values) => (t as (k: string, v?: Record<string, string | number>) => string)(key, values);
}

/** The language of the request being served, or English outside one (a job, a script). */
export async function requestLocaleOrDefault(): Promise<Locale> {
  try {
    return await requestLocale();
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * The language to write to a user in: the saved one, else (`orRequest`) the request's, else English.
 * `orRequest` is for mail sent while the account has no saved language yet and its owner is the one asking.
 * `exec` reads it inside a transaction (a second connection could wait on the transaction's own locks).
 */
export async function recipientLocale(
  userId: number,
  { orRequest = false, exec }: { orRequest?: boolean; exec?: Executor } = {},
): Promise<Locale> {
  const saved = await savedLanguage(userId, exec);
  if (saved) return saved;
  return orRequest ? requestLocaleOrDefault() : DEFAULT_LOCALE;
}

/** recipientLocale read through `exec` (inside a transaction). */
export const recipientLocaleIn = (exec: Executor, userId: number): Promise<Locale> =>
  recipientLocale(userId, { exec });

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A ledger amount ("1234.5") as its reader writes numbers, every decimal kept (de: 1.234,5; en stays the
 * ledger's own string). The string itself is formatted, not a float made of it: Intl reads a decimal string
 * exactly, so an amount past 15 significant digits keeps every one of them.
 */
export function amountFor(locale: Locale, amount: string): string {
  if (locale === DEFAULT_LOCALE || !DECIMAL.test(amount)) return amount;
  const decimals = amount.split(".")[1]?.length ?? 0;
  return new Intl.NumberFormat(INTL_TAG[locale], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount as `${number}`);
}

/** The saved language on a user row already read, else English. */
export function localeOf(user: { preferences?: { language?: unknown } | null }): Locale {
  const language = user.preferences?.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/**
 * A moment as its reader writes it, in UTC (a mail is read anywhere): "2026-11-23 06:41 UTC" in English,
 * "23. November 2026 um 06:41 UTC" in German, "2026年11月23日 6:41 UTC" in Japanese.
 */
export function utcTimeFor(locale: Locale, at: Date): string {
  if (locale === DEFAULT_LOCALE) return `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const text = new Intl.DateTimeFormat(INTL_TAG[locale], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(at);
  return `${text} UTC`;
}
