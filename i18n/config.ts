// The languages Apex speaks and how a request picks one. Client-safe: no server imports.
import { match } from "@formatjs/intl-localematcher";

export const LOCALES = ["en", "es", "fr", "de", "ja"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language's own name, as its speakers write it (the switchers list these, never translated). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  ja: "日本語",
};

/** Set by the language switchers and by saving Preferences; read before Accept-Language. One year. */
export const LOCALE_COOKIE = "APEX_LOCALE";
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The BCP 47 tag Intl formats with: "en" alone would still be en-US, but say so. */
export const INTL_TAG: Record<Locale, string> = {
  en: "en-US",
  es: "es-ES",
  fr: "fr-FR",
  de: "de-DE",
  ja: "ja-JP",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The best of our languages for an Accept-Language header ("fr-CH, fr;q=0.9, en;q=0.8" -> fr), else en. */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const requested = acceptLanguage
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag!.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ tag, q }) => tag && tag !== "*" && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
  try {
    const found = match(requested, [...LOCALES], DEFAULT_LOCALE);
    return isLocale(found) ? found : DEFAULT_LOCALE;
  } catch {
    // A malformed tag (RangeError from Intl): the visitor still gets a page, in English.
    return DEFAULT_LOCALE;
  }
}
