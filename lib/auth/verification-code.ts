// Six-digit e-mail codes: random, stored as an HMAC (never in clear), valid 10 minutes, single use, and dead
// after CODE_MAX_ATTEMPTS tries (docs/decisions.md, "Brute force"): whoever guesses, a code can be tried only
// a few times, so six digits stay unguessable even from many addresses; the owner asks for a new one.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { emailVerificationCodes, type User } from "@/db/schema";
import { isLocale, type Locale } from "@/i18n/config";
import { logMailSecretForLocalUse } from "@/lib/email/mail-transport";
import { requestLocaleOrDefault, translatorFor } from "@/lib/i18n/server-translator";
import { enqueueMail } from "@/lib/jobs/mail";
import { authSecret } from "./secret";

export const CODE_TTL_MS = 10 * 60 * 1000;
/** Tries a code takes, right or wrong; the try after the last wrong one is refused even with the right code. */
export const CODE_MAX_ATTEMPTS = 5;

export function hashCode(code: string): string {
  return createHmac("sha256", authSecret()).update(`email-code:${code}`).digest("hex");
}

/**
 * Mails a new code in the account's saved language, else (a new account has none) `locale` or the language
 * of the request asking for it, else English. The code row and the queued mail are written through `db`,
 * the transaction of the change that calls for a code.
 */
export async function issueVerificationCode(
  db: Executor,
  user: Pick<User, "id" | "email" | "name"> & Partial<Pick<User, "preferences">>,
  locale?: Locale,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  // A new code replaces the old ones: only the latest e-mail's code works.
  await db
    .update(emailVerificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerificationCodes.userId, user.id), isNull(emailVerificationCodes.usedAt)));
  const [row] = await db
    .insert(emailVerificationCodes)
    .values({ userId: user.id, codeHash: hashCode(code), expiresAt: new Date(Date.now() + CODE_TTL_MS) })
    .returning({ id: emailVerificationCodes.id });
  const saved = user.preferences?.language;
  const t = await translatorFor(
    isLocale(saved) ? saved : (locale ?? (await requestLocaleOrDefault())),
    "emails",
  );
  await enqueueMail(
    db,
    {
      to: user.email,
      subject: t("verificationCode.subject"),
      text: t("verificationCode.text", { name: user.name, code }),
    },
    `verification-code:${row.id}`,
  );
  logMailSecretForLocalUse(`[mail] verification code for ${user.email}: ${code}`);
}

/**
 * Marks the user's live code used if it matches; false otherwise. The try is counted on the code before it
 * is compared (a guarded UPDATE, so parallel guesses cannot pass the limit either); a worn-out code matches
 * nothing. The single-use update closes double-spend races.
 */
export async function consumeVerificationCode(
  userId: number,
  code: string,
  exec?: Executor,
): Promise<boolean> {
  const db = exec ?? (await getDb());
  const [live] = await db
    .select({ id: emailVerificationCodes.id })
    .from(emailVerificationCodes)
    .where(
      and(
        eq(emailVerificationCodes.userId, userId),
        isNull(emailVerificationCodes.usedAt),
        gt(emailVerificationCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(emailVerificationCodes.id))
    .limit(1);
  if (!live) return false;
  const [row] = await db
    .update(emailVerificationCodes)
    .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
    .where(
      and(
        eq(emailVerificationCodes.id, live.id),
        isNull(emailVerificationCodes.usedAt),
        lt(emailVerificationCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: emailVerificationCodes.id, codeHash: emailVerificationCodes.codeHash });
  if (!row) return false;
  const a = Buffer.from(row.codeHash, "hex");
  const b = Buffer.from(hashCode(code), "hex");
  if (a.length !== b.length || !timingSafeEqual(a, b)) return false;
  const used = await db
    .update(emailVerificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerificationCodes.id, row.id), isNull(emailVerificationCodes.usedAt)))
    .returning({ id: emailVerificationCodes.id });
  return used.length === 1;
}
