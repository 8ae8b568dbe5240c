// The language a signed-in person reads a screen in, for an API answer that depends on it (a search by what
// the screen shows): their saved language, else the request's (cookie, Accept-Language), else English.
import type { Locale } from "@/i18n/config";
import { savedLanguage } from "./request-locale";
import { requestLocaleOrDefault } from "./server-translator";

export async function readerLocale(userId: number): Promise<Locale> {
  return (await savedLanguage(userId)) ?? (await requestLocaleOrDefault());
}
