// The language of this request: the signed-in user's saved language, else the cookie the language switchers
// set, else the browser's Accept-Language, else English. Once per request (React cache).
import { eq } from "drizzle-orm";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { getDb, type Executor } from "@/db/client";
import { users } from "@/db/schema";
import { readToken, SESSION_COOKIE } from "@/lib/auth/token";
import { logError } from "@/lib/log-error";
import { isLocale, LOCALE_COOKIE, negotiateLocale, type Locale } from "@/i18n/config";

/**
 * The saved language of a user, or null when none is saved (or the account cannot be read just now). Read
 * through `exec` inside a transaction; there a failed read fails the transaction, so it is thrown, not hidden.
 */
export async function savedLanguage(userId: number, exec?: Executor): Promise<Locale | null> {
  try {
    const [row] = await (exec ?? (await getDb()))
      .select({ preferences: users.preferences })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    const language = row?.preferences?.language;
    return isLocale(language) ? language : null;
  } catch (err) {
    if (exec) throw err;
    logError("[i18n] saved language read failed", err);
    return null;
  }
}

export const requestLocale = cache(async (): Promise<Locale> => {
  const jar = await cookies();
  // The signature is enough here: a language is no secret, and the routes re-check the session themselves.
  const claims = await readToken(jar.get(SESSION_COOKIE)?.value);
  if (claims) {
    const saved = await savedLanguage(claims.userId);
    if (saved) return saved;
  }
  const chosen = jar.get(LOCALE_COOKIE)?.value;
  if (isLocale(chosen)) return chosen;
  return negotiateLocale((await headers()).get("accept-language"));
});
