// Sign-up with a referral code: the referrer is fixed then and never changes. An unknown code is a
// field error before anything is created; a disabled programme ignores the code. Self-referral and the other
// reasons to void are the daily pass's to decide (lib/referrals/run-referrals.ts): sign-up never fails on them.
import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { referrals, users, type User } from "@/db/schema";
import { badRequest } from "@/lib/api/errors";
import { newReferralCode } from "./codes";
import { readReferralSettings, type ReferralSettings } from "./settings";

export const UNKNOWN_REFERRAL_CODE = "This referral code does not exist";

export type PendingReferral = { referrerId: number; settings: ReferralSettings } | null;

/** Before the account is created: whose code it is (null when none was given or the programme is off). */
export async function referrerForCode(code: string | undefined): Promise<PendingReferral> {
  if (!code) return null;
  const db = await getDb();
  const settings = await readReferralSettings(db);
  if (!settings.enabled) return null;
  const [referrer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code), isNull(users.deletedAt), eq(users.role, "INVESTOR")));
  if (!referrer)
    throw badRequest(UNKNOWN_REFERRAL_CODE, {
      errors: [{ path: "referralCode", message: UNKNOWN_REFERRAL_CODE }],
    });
  return { referrerId: referrer.id, settings };
}

/** In the sign-up's transaction: the new investor's own code, and the referral under the settings of now. */
export async function attachReferral(tx: Tx, user: User, pending: PendingReferral) {
  await tx.update(users).set({ referralCode: newReferralCode() }).where(eq(users.id, user.id));
  if (!pending) return;
  const { settings } = pending;
  await tx.insert(referrals).values({
    referrerId: pending.referrerId,
    refereeId: user.id,
    referrerRewardUsd: settings.referrerRewardUsd,
    refereeRewardUsd: settings.refereeRewardUsd,
    minDepositUsd: settings.minDepositUsd,
    holdDays: settings.holdDays,
  });
}
