// What a user hears of a new sign-in: an e-mail when their login-notifications switch is on, and a notice in
// the bell and an e-mail when the device was never seen on the account before (whatever the switch says), except
// on the account's very first sign-in: the one right after sign-up is its owner's, and a new account's first
// notification must not be a warning about itself.
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { notifications, sessions, users } from "@/db/schema";
import { recipientLocaleIn, translatorFor, utcTimeFor } from "@/lib/i18n/server-translator";
import { enqueueMail } from "@/lib/jobs/mail";

/** The bell notice's title in English (the catalogue's notifications.signIn.title). */
export const NEW_DEVICE_TITLE = "New sign-in to your account";

/**
 * A job's payload: `at` is the session's creation time, ISO 8601. `newDevice` is decided in the sign-in's own
 * transaction (deviceIsNew); a job queued before it was part of the payload decides from the sessions table.
 */
export type SignIn = {
  userId: number;
  sessionId: string;
  device: string;
  ip: string;
  at: string;
  newDevice?: boolean;
  /** The passkey the sign-in was made with (its name); absent for a password sign-in. */
  passkey?: string;
};

// Two-key advisory lock: this namespace and the user's id. Sign-ins of one account take turns, so each one's
// "seen before" sees every session of the account that came before it, committed.
const SIGN_IN_LOCK = 727102;

/**
 * Call in the sign-in's transaction before its session is written: takes the account's sign-in lock, then says
 * whether the device is new to the account. Not new: a session (live or ended) with the same label. Not new
 * either on the account's very first sign-in (no session at all).
 */
export async function deviceIsNew(tx: Executor, userId: number, device: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK}, ${userId})`);
  return newAmongSessions(tx, userId, device);
}

// One read: a session of the account with the same label if there is one, else any session (none: the account's
// first sign-in). `before`: only the sessions created before that one (by creation time, then id).
async function newAmongSessions(
  exec: Executor,
  userId: number,
  device: string,
  before?: { at: Date; sessionId: string },
): Promise<boolean> {
  const [earlier] = await exec
    .select({ device: sessions.device })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        before &&
          or(
            lt(sessions.createdAt, before.at),
            and(eq(sessions.createdAt, before.at), lt(sessions.id, before.sessionId)),
          ),
      ),
    )
    .orderBy(desc(sql`${sessions.device} = ${device}`))
    .limit(1);
  return earlier !== undefined && earlier.device !== device;
}

/** Runs in the job's transaction: the bell notice and the queued mail happen once per sign-in. */
export async function noticeSignIn(signIn: SignIn, db: Executor): Promise<void> {
  const s = { ...signIn, at: new Date(signIn.at) };
  const [user] = await db
    .select({ name: users.name, email: users.email, loginNotifications: users.loginNotifications })
    .from(users)
    .where(and(eq(users.id, s.userId), isNull(users.deletedAt)));
  if (!user) return;
  // A job queued without `newDevice` decides from the sessions created before its own; it can miss a concurrent
  // sign-in not yet committed, which is why the decision is now made in the sign-in's transaction.
  const newDevice = s.newDevice ?? (await newAmongSessions(db, s.userId, s.device, s));
  // Written in the owner's language: the notice is stored as text, the mail sent as it is.
  const locale = await recipientLocaleIn(db, s.userId);
  if (newDevice) {
    const t = await translatorFor(locale, "notifications");
    await db.insert(notifications).values({
      userId: s.userId,
      title: t("signIn.title"),
      content:
        t("signIn.content", { time: utcTimeFor(locale, s.at), device: s.device, ip: s.ip }) +
        (s.passkey ? ` ${t("signIn.withPasskey", { passkey: s.passkey })}` : ""),
    });
  }
  // The alert of every sign-in when the switch is on; otherwise, whatever the switch, the mail of a device never
  // seen on the account (the bell notice's case): a security e-mail either way, so it carries the lock link.
  if (user.loginNotifications || newDevice) {
    const t = await translatorFor(locale, "emails");
    const kind = user.loginNotifications ? "signIn" : "newDevice";
    await enqueueMail(
      db,
      {
        to: user.email,
        subject: t(`${kind}.subject`),
        text:
          t(`${kind}.text`, {
            name: user.name,
            time: utcTimeFor(locale, s.at),
            device: s.device,
            ip: s.ip,
          }) + (s.passkey ? `\n\n${t("signIn.withPasskey", { passkey: s.passkey })}` : ""),
      },
      `sign-in:${s.sessionId}`,
    );
  }
}
