"use client";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from "@/i18n/config";

/**
 * Keeps the reader's language in the cookie the server reads before Accept-Language (lib/i18n/request-locale.ts),
 * so the pages before and after signing in speak it too. Not a secret, so the browser writes it itself.
 */
export function rememberLocale(locale: Locale) {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax${secure}`;
}
