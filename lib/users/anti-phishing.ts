// The anti-phishing code: a word of 4 to 20 letters and digits the owner chooses, printed at the top
// of every e-mail Apex sends them (lib/email/send-mail.ts), so a look-alike message without it stands out.
// Kept encrypted at rest like the TOTP secret: AES-256-GCM under DATA_ENCRYPTION_KEY, bound to its owner.
import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { users } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { checkCurrentPassword } from "@/lib/auth/check-current-password";
import { decryptText, encryptText } from "@/lib/security/encryption";
import type { AntiPhishingInput } from "@/lib/validation/anti-phishing";

export const ANTI_PHISHING_WRONG_PASSWORD = "Password is incorrect";
export const ANTI_PHISHING_SAVED = "Anti-phishing code saved";
export const ANTI_PHISHING_REMOVED = "Anti-phishing code removed";

const context = (userId: number) => `anti-phishing:${userId}`;

export const sealAntiPhishingCode = (userId: number, code: string) => encryptText(code, context(userId));
export const openAntiPhishingCode = (userId: number, stored: Uint8Array) =>
  decryptText(stored, context(userId));

/** What its owner is shown: every character but the last two hidden ("••••42"). */
export function maskAntiPhishingCode(code: string): string {
  return "•".repeat(Math.max(code.length - 2, 0)) + code.slice(-2);
}

/** The owner's code masked, or null when none is set (GET /api/users/security). */
export async function maskedAntiPhishingCode(userId: number): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ code: users.antiPhishingCode }).from(users).where(eq(users.id, userId));
  return row?.code ? maskAntiPhishingCode(openAntiPhishingCode(userId, row.code)) : null;
}

/**
 * PUT /api/users/security `{ antiPhishingCode, password }`: sets, changes (a string) or removes (null) the
 * code after the password check (the shared counter of lib/auth/check-current-password.ts). Audited under the
 * owner's own id, without the code itself.
 */
export async function setAntiPhishingCode(userId: number, input: AntiPhishingInput) {
  const db = await getDb();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw notFound("User not found");
  await checkCurrentPassword(user, input.password, ANTI_PHISHING_WRONG_PASSWORD, "password");
  const code = input.antiPhishingCode;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ antiPhishingCode: code ? sealAntiPhishingCode(userId, code) : null, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      adminId: userId,
      action: "ANTI_PHISHING_CODE_SET",
      userId,
      ...auditDetails(code ? "ANTI_PHISHING_CODE_SET" : "ANTI_PHISHING_CODE_REMOVED", { email: user.email }),
      before: { antiPhishingCode: user.antiPhishingCode ? "set" : "none" },
      after: { antiPhishingCode: code ? "set" : "none" },
    });
  });
  return {
    message: code ? ANTI_PHISHING_SAVED : ANTI_PHISHING_REMOVED,
    antiPhishingCode: code ? maskAntiPhishingCode(code) : null,
  };
}

/**
 * The code of the live account at this address, if it has one (the mail renderer's read). `userId`: the account
 * the mail is about, read by its id instead: a mail to the address an account has just left (the e-mail change's
 * notice to the old address) still belongs to it.
 */
export async function antiPhishingCodeFor(
  exec: Executor,
  email: string,
  userId?: number,
): Promise<{ code: string | null; user: { id: number; preferences: unknown } } | undefined> {
  const [row] = await exec
    .select({ id: users.id, code: users.antiPhishingCode, preferences: users.preferences })
    .from(users)
    .where(
      and(
        userId === undefined ? eq(users.email, email.trim().toLowerCase()) : eq(users.id, userId),
        isNull(users.deletedAt),
      ),
    );
  if (!row) return undefined;
  return {
    code: row.code ? openAntiPhishingCode(row.id, row.code) : null,
    user: { id: row.id, preferences: row.preferences },
  };
}
