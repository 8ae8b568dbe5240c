// Loads message catalogues (messages/<locale>/<namespace>.json) for the server: the request config, the
// providers that hand a subset to the browser, and the e-mails and notifications written in their reader's
// language. English is laid under every other language, so a key a translation has not caught up with yet
// reads in English rather than as its key (the catalogue test keeps that from happening on main).
import type { AbstractIntlMessages } from "next-intl";
import { DEFAULT_LOCALE, type Locale } from "./config";

type Messages = Record<string, unknown>;

function isPlainObject(value: unknown): value is Messages {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `over` on top of `under`, object by object (strings in `over` win). */
function deepMerge(under: Messages, over: Messages): Messages {
  const out: Messages = { ...under };
  for (const [key, value] of Object.entries(over)) {
    const below = out[key];
    out[key] = isPlainObject(value) && isPlainObject(below) ? deepMerge(below, value) : value;
  }
  return out;
}

/** Puts `value` at the dotted path `namespace` of `target` ("investor.invest" -> target.investor.invest). */
function nest(target: Messages, namespace: string, value: Messages) {
  const parts = namespace.split(".");
  let at = target;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(at[part])) at[part] = {};
    at = at[part] as Messages;
  }
  const last = parts.at(-1)!;
  at[last] = isPlainObject(at[last]) ? deepMerge(at[last] as Messages, value) : value;
}

async function readCatalogue(locale: Locale, namespace: string): Promise<Messages> {
  try {
    return (await import(`../messages/${locale}/${namespace}.json`)).default as Messages;
  } catch {
    return {};
  }
}

/** The named namespaces in `locale`, English beneath, nested as next-intl reads them. */
export async function loadMessages(
  locale: Locale,
  namespaces: readonly string[],
): Promise<AbstractIntlMessages> {
  const out: Messages = {};
  await Promise.all(
    namespaces.map(async (namespace) => {
      const english = await readCatalogue(DEFAULT_LOCALE, namespace);
      const own = locale === DEFAULT_LOCALE ? {} : await readCatalogue(locale, namespace);
      nest(out, namespace, deepMerge(english, own));
    }),
  );
  return out as AbstractIntlMessages;
}
