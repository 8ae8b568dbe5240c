// Loads message catalogues (messages/<locale>/<namespace>.json) for the server: the request config, the
// providers that hand a subset to the browser, and the e-mails and notifications written in their reader's
// language. English is laid under every other language, so a key a translation has not caught up with yet
// reads in English rather than as its key (the catalogue test keeps that from happening on main).
import type { AbstractIntlMessages } from "next-intl";
import { collectPaths, deepMerge, type Messages } from "./catalogue-paths";
import { DEFAULT_LOCALE, type Locale } from "./config";

async function readCatalogue(locale: Locale, namespace: string): Promise<Messages> {
  try {
    return (await import(`../messages/${locale}/${namespace}.json`)).default as Messages;
  } catch {
    return {};
  }
}

/**
 * The texts at `paths` (whole catalogues or parts of one, i18n/catalogue-paths.ts) in `locale`, English beneath,
 * nested as next-intl reads them.
 */
export async function loadMessages(locale: Locale, paths: readonly string[]): Promise<AbstractIntlMessages> {
  const read = async (catalogue: string) => {
    const english = await readCatalogue(DEFAULT_LOCALE, catalogue);
    return locale === DEFAULT_LOCALE ? english : deepMerge(english, await readCatalogue(locale, catalogue));
  };
  return (await collectPaths(paths, read)) as AbstractIntlMessages;
}
