// What a user hears of a new sign-in: an e-mail when their login-notifications switch is on, and a notice in
// the bell when the device was never seen on the account before (whatever the switch says), except on the
// account's very first sign-in: the one right after sign-up is its owner's, and a new account's first
// notification must not be a warning about itself.
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { notifications, sessions, users } from "@/db/schema";
import { recipientLocaleIn, translatorFor, utcTimeFor } from "@/lib/i18n/server-translator";
import { enqueueMail } from "@/lib/jobs/mail";

/** The bell notice's title in English (the catalogue's notifications.signIn.title). */
export const NEW_DEVICE_TITLE = "New sign-in to your account";

/** The queued job (lib/jobs/kinds.ts) that runs noticeSignIn after the sign-in committed. */
export const SIGN_IN_NOTICE_JOB = "sign-in-notice";

/** A job's payload: `at` is the session's creation time, ISO 8601. */
export type SignIn = { userId: number; sessionId: string; device: string; ip: string; at: string };

/** Runs in the job's transaction: the bell notice and the queued mail happen once per sign-in. */
export async function noticeSignIn(signIn: SignIn, db: Executor): Promise<void> {
  const s = { ...signIn, at: new Date(signIn.at) };
  const [user] = await db
    .select({ name: users.name, email: users.email, loginNotifications: users.loginNotifications })
    .from(users)
    .where(and(eq(users.id, s.userId), isNull(users.deletedAt)));
  if (!user) return;
  // Seen before: an earlier session of the account with the same label. "Earlier" (not "another"), so of two
  // sign-ins from a new device at once the first still gets its notice. One read: an earlier session with the
  // same label if there is one, else any earlier session (none: the account's first sign-in).
  const [earlier] = await db
    .select({ device: sessions.device })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, s.userId),
        or(lt(sessions.createdAt, s.at), and(eq(sessions.createdAt, s.at), lt(sessions.id, s.sessionId))),
      ),
    )
    .orderBy(desc(sql`${sessions.device} = ${s.device}`))
    .limit(1);
  // Written in the owner's language: the notice is stored as text, the mail sent as it is.
  const locale = await recipientLocaleIn(db, s.userId);
  if (earlier && earlier.device !== s.device) {
    const t = await translatorFor(locale, "notifications");
    await db.insert(notifications).values({
      userId: s.userId,
      title: t("signIn.title"),
      content: t("signIn.content", { time: utcTimeFor(locale, s.at), device: s.device, ip: s.ip }),
    });
  }
  if (user.loginNotifications) {
    const t = await translatorFor(locale, "emails");
    await enqueueMail(
      db,
      {
        to: user.email,
        subject: t("signIn.subject"),
        text: t("signIn.text", {
          name: user.name,
          time: utcTimeFor(locale, s.at),
          device: s.device,
          ip: s.ip,
        }),
      },
      `sign-in:${s.sessionId}`,
    );
  }
}
