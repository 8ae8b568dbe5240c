import { getDb, type Tx } from "@/db/client";
import { users, type User } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import { isUniqueViolation } from "@/lib/db-errors";
import { openBalances } from "@/lib/ledger/open-balances";
import { consume, LIMITS } from "@/lib/rate-limit";
import { attachReferral, referrerForCode } from "@/lib/referrals/attach-referral";
import type { SignupInput } from "@/lib/validation/auth";
import { publicUser } from "./public-user";
import { hashSecret } from "./password";
import { issueVerificationCode } from "./verification-code";

export const EMAIL_TAKEN = "An account with this email already exists";

/** Creates an investor (and admins' "Add User" accounts) with zero balances in every asset. */
export async function createAccount(
  input: { name: string; email: string; phone: string; password: string },
  opts: { emailVerified: boolean; alsoInTransaction?: (tx: Tx, user: User) => Promise<void> },
) {
  const db = await getDb();
  const passwordHash = await hashSecret(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          passwordHash,
          emailVerifiedAt: opts.emailVerified ? new Date() : null,
        })
        .returning();
      await openBalances(tx, user.id);
      await opts.alsoInTransaction?.(tx, user);
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(EMAIL_TAKEN, { errors: [{ path: "email", message: EMAIL_TAKEN }] });
    throw err;
  }
}

/** POST /api/auth/signup: an unverified investor, a code in the mail, the spec's response fields. */
export async function signUp(input: SignupInput, ip: string) {
  await consume(`signup:ip:${ip}`, LIMITS.signupPerIp);
  const referral = await referrerForCode(input.referralCode);
  // The account and its code's mail commit together: no account is left waiting for a code never sent.
  const user = await createAccount(input, {
    emailVerified: false,
    alsoInTransaction: async (tx, created) => {
      await attachReferral(tx, created, referral);
      await issueVerificationCode(tx, created);
    },
  });
  return {
    status: 200,
    message: "Account created. We sent a 6-digit verification code to your email.",
    createdUser: publicUser(user),
  };
}
