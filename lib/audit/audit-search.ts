// The audit trail's search in its reader's language. An entry's details are stored as an English sentence and
// a code; the back office shows the code's text in the reader's language, so a term is also looked up in the
// reader's catalogue (and the English one): the actions whose name and the details codes whose fixed words it
// matches are searched by those codes, through their indexes. The English sentence itself is searched too
// (trigram index): it holds what every language shows as given, such as plan names, subjects and addresses.
import type { Locale } from "@/i18n/config";
import { DEFAULT_LOCALE } from "@/i18n/config";
import { isPlainObject } from "@/i18n/catalogue-paths";
import { loadMessages } from "@/i18n/messages";
import { literalsMatch } from "@/lib/i18n/message-literals";
import { AUDIT_DETAILS, type AuditDetailsCode } from "./audit-details";
import { AUDIT_ACTIONS, type AuditAction } from "./record-audit";

type Texts = Record<string, string>;

async function auditTexts(locale: Locale): Promise<{ actions: Texts; details: Texts }> {
  const messages = await loadMessages(locale, ["admin.audit.actions", "admin.audit.details"]);
  const audit = (messages as { admin?: { audit?: Record<string, unknown> } }).admin?.audit ?? {};
  const texts = (v: unknown): Texts =>
    isPlainObject(v)
      ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === "string"))
      : {};
  return { actions: texts(audit.actions), details: texts(audit.details) };
}

export type AuditSearchCodes = { actions: AuditAction[]; detailsCodes: AuditDetailsCode[] };

/** The actions and details codes whose text, in `locale` or in English, the term `q` finds. */
export async function auditSearchCodes(
  q: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<AuditSearchCodes> {
  const languages = [...new Set([locale, DEFAULT_LOCALE])];
  const catalogues = await Promise.all(
    languages.map(async (l) => ({ locale: l, texts: await auditTexts(l) })),
  );
  const finds = (pick: (t: { actions: Texts; details: Texts }) => string | undefined) =>
    catalogues.some((c) => {
      const text = pick(c.texts);
      return text !== undefined && literalsMatch(text, q, c.locale);
    });
  return {
    actions: AUDIT_ACTIONS.filter((a) => finds((t) => t.actions[a])),
    detailsCodes: (Object.keys(AUDIT_DETAILS) as AuditDetailsCode[]).filter((c) =>
      finds((t) => t.details[c]),
    ),
  };
}
