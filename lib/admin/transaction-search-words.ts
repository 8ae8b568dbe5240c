// The transaction search in its reader's language: a card shows the type, the status and the platform's
// details in the administrator's language, so a term is also looked up in those texts of their catalogue (and,
// for the details, the English one), and the types, statuses and details codes it finds are searched by their
// indexes like the English names (lib/admin/transaction-search.ts).
import { DEFAULT_LOCALE, type Locale } from "@/i18n/config";
import { isPlainObject } from "@/i18n/catalogue-paths";
import { loadMessages } from "@/i18n/messages";
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from "@/lib/enums";
import { foldForSearch, literalsMatch } from "@/lib/i18n/message-literals";
import { TRANSACTION_DETAILS, type TransactionDetailsCode } from "@/lib/transactions/transaction-details";

type Texts = Record<string, string>;

const strings = (v: unknown): Texts =>
  isPlainObject(v)
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === "string"))
    : {};

async function texts(locale: Locale) {
  const m = (await loadMessages(locale, [
    "admin.shell.types",
    "admin.shell.status",
    "common.transactionDetails",
  ])) as { admin?: { shell?: Record<string, unknown> }; common?: Record<string, unknown> };
  return {
    types: strings(m.admin?.shell?.types),
    statuses: strings(m.admin?.shell?.status),
    details: strings(m.common?.transactionDetails),
  };
}

/**
 * Whether a label is found by the term: by the start of one of its words, as the English names are ("aktiv"
 * finds Aktiv, not Inaktiv), or anywhere in it in Japanese, which writes no spaces between words.
 */
function labelMatches(label: string, term: string, locale: Locale): boolean {
  const folded = foldForSearch(label, locale);
  const needle = foldForSearch(term, locale);
  if (!needle) return false;
  if (locale === "ja") return folded.includes(needle);
  return ` ${folded.replace(/[\s_-]+/g, " ")}`.includes(` ${needle.replace(/[\s_-]+/g, " ")}`);
}

/** A term this short names too many texts by their fixed words to narrow anything down. */
const MIN_DETAILS_TERM = 2;

export type TransactionSearchWords = {
  types: (typeof TRANSACTION_TYPES)[number][];
  statuses: (typeof TRANSACTION_STATUSES)[number][];
  detailsCodes: TransactionDetailsCode[];
};

/** The types and statuses whose name in `locale`, and the details codes whose text in `locale` or English,
 *  the term `q` finds. English names of types and statuses are matched by the search itself. */
export async function transactionSearchWords(q: string, locale: Locale): Promise<TransactionSearchWords> {
  const reader = await texts(locale);
  const english = locale === DEFAULT_LOCALE ? reader : await texts(DEFAULT_LOCALE);
  const localised = locale !== DEFAULT_LOCALE;
  const detailsTerm = foldForSearch(q, locale).length >= MIN_DETAILS_TERM;
  const detailsFound = (code: string) =>
    detailsTerm &&
    [
      [reader.details[code], locale],
      [english.details[code], DEFAULT_LOCALE],
    ].some(([text, l]) => text !== undefined && literalsMatch(text, q, l as Locale));
  return {
    types: localised
      ? TRANSACTION_TYPES.filter((t) => reader.types[t] && labelMatches(reader.types[t], q, locale))
      : [],
    statuses: localised
      ? TRANSACTION_STATUSES.filter((s) => reader.statuses[s] && labelMatches(reader.statuses[s], q, locale))
      : [],
    detailsCodes: (Object.keys(TRANSACTION_DETAILS) as TransactionDetailsCode[]).filter(detailsFound),
  };
}
