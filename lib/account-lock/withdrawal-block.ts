// Withdrawal requests after an unlock by password reset wait 24 hours (lib/account-lock/lock-account.ts).
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { WITHDRAWALS_BLOCKED_AFTER_UNLOCK } from "./messages";

/** Throws 403 while the user's withdrawals are paused after an unlock. */
export async function assertWithdrawalsAllowed(userId: number): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ until: users.withdrawalsBlockedUntil })
    .from(users)
    .where(eq(users.id, userId));
  if (row?.until && row.until > now()) {
    throw new ApiError(403, WITHDRAWALS_BLOCKED_AFTER_UNLOCK, { blockedUntil: row.until.toISOString() });
  }
}
