// Checks a code of a user with two-factor on: a current TOTP code (spent on success, no replay) or, where
// allowed, one of their recovery codes (spent on success). Wrong codes are limited (code-limits.ts). Actions
// go through verifySecondFactor, which takes a passkey assertion bound to the action instead of the code.
import { and, eq, isNotNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { verifyPasskeyAssertion } from "@/lib/auth/passkeys/assertion";
import type { PasskeyAssertion } from "@/lib/auth/passkeys/assertion-schema";
import { claimTotpStep } from "./claim-totp-step";
import { withCodeLimits } from "./code-limits";
import { spendRecoveryCode } from "./recovery-codes";
import { matchTotpStep } from "./totp";
import { openTotpSecret } from "./two-factor-secret";

export type CodeOptions = {
  /** Recovery codes stand in for the authenticator at sign-in and to turn 2FA off, not for withdrawals. */
  allowRecoveryCode: boolean;
  /** The client address, for the per-client limit. */
  client?: string;
};

/** Resolves when the code is right (and spends it); throws 400 when wrong, 429 past a limit. */
export async function verifyTwoFactorCode(userId: number, code: string, options: CodeOptions): Promise<void> {
  const db = await getDb();
  await withCodeLimits({ userId, client: options.client }, async () => {
    const [row] = await db
      .select({ secret: users.twoFactorSecret })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.twoFactorEnabledAt)));
    if (!row?.secret) return false;
    const typed = code.replace(/\s/g, "");
    if (/^\d{6}$/.test(typed)) {
      const step = matchTotpStep(openTotpSecret(userId, row.secret), typed, Date.now());
      return step !== null && (await claimTotpStep(db, userId, step));
    }
    return options.allowRecoveryCode && (await spendRecoveryCode(db, userId, code));
  });
}

/** Is two-factor on for this user? */
export async function twoFactorEnabled(userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ enabledAt: users.twoFactorEnabledAt })
    .from(users)
    .where(eq(users.id, userId));
  return !!row?.enabledAt;
}

/** What an action that asks a TOTP code accepts: the code, or instead a passkey assertion bound to the action. */
export type SecondFactor = { code: string; passkey?: PasskeyAssertion };
/** The action a passkey assertion must have been asked for (lib/auth/passkeys/validation.ts, bindingOf). */
export type SecondFactorAction = { purpose: string; binding: string };

/**
 * The one check of an action's second factor (withdrawals, the address book's guarded changes, 2FA and passkey
 * changes): a passkey assertion whose challenge was issued for this very action (and spent by it), or else the
 * TOTP code (recovery codes where the options allow them).
 */
export async function verifySecondFactor(
  userId: number,
  factor: SecondFactor,
  action: SecondFactorAction,
  options: CodeOptions,
): Promise<void> {
  if (factor.passkey) {
    await verifyPasskeyAssertion(factor.passkey, { ...action, userId });
    return;
  }
  await verifyTwoFactorCode(userId, factor.code, options);
}
