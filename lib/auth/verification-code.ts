// Six-digit e-mail codes: random, stored as an HMAC (never in clear), valid 10 minutes, single use.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { emailVerificationCodes, type User } from "@/db/schema";
import { sendMail } from "@/lib/email/send-mail";
import { authSecret } from "./secret";

export const CODE_TTL_MS = 10 * 60 * 1000;

export function hashCode(code: string): string {
  return createHmac("sha256", authSecret()).update(`email-code:${code}`).digest("hex");
}

export async function issueVerificationCode(user: Pick<User, "id" | "email" | "name">): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const db = await getDb();
  // A new code replaces the old ones: only the latest e-mail's code works.
  await db
    .update(emailVerificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerificationCodes.userId, user.id), isNull(emailVerificationCodes.usedAt)));
  await db
    .insert(emailVerificationCodes)
    .values({ userId: user.id, codeHash: hashCode(code), expiresAt: new Date(Date.now() + CODE_TTL_MS) });
  await sendMail({
    to: user.email,
    subject: "Your Apex verification code",
    text: `Hello ${user.name},\n\nYour Apex verification code is ${code}. It expires in 10 minutes.\n\nIf you did not sign up for Apex, ignore this e-mail.`,
  });
  if (!process.env.SMTP_URL) console.log(`[mail] verification code for ${user.email}: ${code}`);
}

/** Marks the user's live code used if it matches; false otherwise. The single-use update closes double-spend races. */
export async function consumeVerificationCode(
  userId: number,
  code: string,
  exec?: Executor,
): Promise<boolean> {
  const db = exec ?? (await getDb());
  const [row] = await db
    .select()
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
