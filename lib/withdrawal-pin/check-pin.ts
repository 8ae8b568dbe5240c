// Verifies a withdrawal PIN with the lockout of docs/decisions.md, "Brute force": five wrong PINs in a row lock
// PIN use for 30 minutes, even for the right PIN, and e-mail the user. Every counter change is one
// guarded UPDATE, so concurrent guesses cannot slip past the limit or reset a lock.
import { eq, sql } from "drizzle-orm";
import { getDb, queryRows, type Executor } from "@/db/client";
import { users } from "@/db/schema";
import { templated } from "@/lib/api/error-codes";
import { badRequest, tooManyRequests } from "@/lib/api/errors";
import { verifySecret } from "@/lib/auth/password";
import { localeOf, translatorFor } from "@/lib/i18n/server-translator";
import { enqueueMail } from "@/lib/jobs/mail";

export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MINUTES = 30;

export const NO_PIN_MESSAGE = "You must set a withdrawal pin before making withdrawals.";

const NOT_LOCKED = sql`(pin_locked_until is null or pin_locked_until <= now())`;

/** The 429 of a locked PIN: `justLocked` for the guess that set the lock, else the wait that is left. */
export function lockedError(until: Date, justLocked: boolean) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  const minutes = justLocked ? PIN_LOCK_MINUTES : Math.ceil(seconds / 60);
  return justLocked
    ? tooManyRequests(
        seconds,
        `Too many incorrect PIN attempts. Withdrawal PIN use is locked for ${minutes} minutes.`,
        templated("WITHDRAWAL_PIN_LOCKED", { minutes }),
      )
    : tooManyRequests(
        seconds,
        `Withdrawal PIN is locked after too many incorrect attempts. Try again in ${minutes} minute(s).`,
        templated("WITHDRAWAL_PIN_STILL_LOCKED", { minutes }),
      );
}

export type PinMessages = { wrong: string; noPin?: string };

/** Resolves when the PIN is right; otherwise throws the `wrong` message (400) or a lock (429). */
export async function checkWithdrawalPin(userId: number, pin: string, messages: PinMessages): Promise<void> {
  const db = await getDb();
  const [user] = await db
    .select({
      hash: users.withdrawalPinHash,
      lockedUntil: users.pinLockedUntil,
      email: users.email,
      name: users.name,
      preferences: users.preferences,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.hash) throw badRequest(messages.noPin ?? NO_PIN_MESSAGE);
  // A malformed PIN is refused without counting as a guess: it cannot be anyone's PIN.
  if (!/^\d{4}$/.test(pin)) throw badRequest(messages.wrong);
  if (user.lockedUntil && user.lockedUntil > new Date()) throw lockedError(user.lockedUntil, false);

  if (await verifySecret(user.hash, pin)) {
    // Accepted only if no concurrent wrong guess locked the PIN while this one was being verified.
    const reset = await queryRows<{ id: number }>(
      db,
      sql`update users set pin_failed_attempts = 0 where id = ${userId} and ${NOT_LOCKED} returning id`,
    );
    if (reset.length === 0) throw await currentLock(userId);
    return;
  }

  const row = await db.transaction(async (tx) => {
    const [counted] = await queryRows<{ locked_until: string | Date | null; locked: boolean }>(
      tx,
      sql`update users set
            pin_failed_attempts = case when pin_failed_attempts + 1 >= ${PIN_MAX_FAILURES} then 0 else pin_failed_attempts + 1 end,
            pin_locked_until = case when pin_failed_attempts + 1 >= ${PIN_MAX_FAILURES}
                                    then now() + make_interval(mins => ${PIN_LOCK_MINUTES}) else pin_locked_until end
          where id = ${userId} and ${NOT_LOCKED}
          returning pin_locked_until as locked_until, coalesce(pin_locked_until > now(), false) as locked`,
    );
    // Only the guess that trips the lock gets here (the row lock serialises the updates): one e-mail, queued
    // with the lock itself.
    if (counted?.locked && counted.locked_until)
      await mailLockNotice(tx, userId, user, new Date(counted.locked_until));
    return counted;
  });
  if (!row) throw await currentLock(userId);
  if (row.locked && row.locked_until) throw lockedError(new Date(row.locked_until), true);
  throw badRequest(messages.wrong);
}

async function currentLock(userId: number) {
  const db = await getDb();
  const [u] = await db.select({ lockedUntil: users.pinLockedUntil }).from(users).where(eq(users.id, userId));
  return lockedError(u?.lockedUntil ?? new Date(Date.now() + PIN_LOCK_MINUTES * 60_000), false);
}

async function mailLockNotice(
  tx: Executor,
  userId: number,
  user: { email: string; name: string; preferences: { language?: unknown } | null },
  lockedUntil: Date,
) {
  const t = await translatorFor(localeOf(user), "emails");
  await enqueueMail(
    tx,
    {
      to: user.email,
      subject: t("pinLocked.subject"),
      text: t("pinLocked.text", { name: user.name, failures: PIN_MAX_FAILURES, minutes: PIN_LOCK_MINUTES }),
    },
    `pin-locked:${userId}:${lockedUntil.getTime()}`,
  );
}
