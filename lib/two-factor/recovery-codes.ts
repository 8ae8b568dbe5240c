// Recovery codes: ten random codes per enable, shown once. Each carries 80 random bits, so a plain sha256
// is enough to store it: nobody can guess a preimage of a random 80-bit value, and a fast hash can be
// looked up by value with the unique index instead of checking ten slow (argon2/bcrypt) hashes per try,
// which would hand an attacker a cheap way to load the server. Slow hashes are for low-entropy secrets
// (passwords, PINs).
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { twoFactorRecoveryCodes } from "@/db/schema";

export const RECOVERY_CODE_COUNT = 10;
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** "ABCD-EFGH-IJKL-MNOP": 16 base32 characters (80 bits) in groups of four, easy to copy by hand. */
function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => BASE32[b & 31]).join("");
  return chars.match(/.{4}/g)!.join("-");
}

/** What a user typed, as it was issued: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, "");
}

/** Could this be a recovery code at all (rather than a TOTP code or junk)? */
export const looksLikeRecoveryCode = (input: string) => /^[A-Z2-7]{16}$/.test(normaliseRecoveryCode(input));

export const hashRecoveryCode = (code: string) =>
  createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");

/** Replaces the user's codes with ten new ones and returns them (the only time they exist in clear). */
export async function replaceRecoveryCodes(exec: Executor, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await exec.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await exec
    .insert(twoFactorRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

export async function deleteRecoveryCodes(exec: Executor, userId: number): Promise<void> {
  await exec.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
}

/**
 * Spends one unused recovery code of the user; false if it is not one of theirs or already spent. One
 * guarded UPDATE, so two concurrent uses of the same code cannot both succeed.
 */
export async function spendRecoveryCode(exec: Executor, userId: number, code: string): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const spent = await exec
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date(Date.now()) })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return spent.length > 0;
}
