import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { users, type User } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";
import { checkCurrentPassword } from "@/lib/auth/check-current-password";
import { publicUser } from "@/lib/auth/public-user";
import { EMAIL_TAKEN } from "@/lib/auth/sign-up";
import { issueVerificationCode } from "@/lib/auth/verification-code";
import { isUniqueViolation } from "@/lib/db-errors";
import { localeOf, translatorFor } from "@/lib/i18n/server-translator";
import { enqueueMail } from "@/lib/jobs/mail";
import { PASSWORD_FOR_EMAIL, type ProfileInput } from "@/lib/validation/account";

export { PASSWORD_FOR_EMAIL };

/** PUT /api/users/profile: name, e-mail and phone of the caller's own account. */

export async function updateProfile(user: User, input: ProfileInput) {
  // The e-mail is where password resets go: moving it with only a session (a stolen cookie, an unlocked
  // laptop) followed by "forgot password" would take the account over, so it takes the password too.
  const emailChanged = input.email !== user.email;
  if (emailChanged) await checkCurrentPassword(user, input.currentPassword, PASSWORD_FOR_EMAIL);
  const db = await getDb();
  let updated: User | undefined;
  try {
    updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          name: input.name,
          email: input.email,
          phone: input.phone,
          // Nobody has shown they read the new address yet: it is confirmed with its own code, like at sign-up.
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
        .returning();
      // The mails are queued with the change, so they go out exactly when it committed.
      if (row && emailChanged) await mailEmailChange(tx, user, row);
      return row;
    });
  } catch (err) {
    // The live-e-mail unique index decides, so two accounts racing for one address cannot both win.
    if (isUniqueViolation(err))
      throw conflict(EMAIL_TAKEN, { errors: [{ path: "email", message: EMAIL_TAKEN }] });
    throw err;
  }
  if (!updated) throw notFound("Account not found");
  return { message: "Profile updated successfully!", user: publicUser(updated) };
}

// Someone holding a stolen session could move the account to their own address; the old address hears of
// it. The new address gets its code (the sign-in page asks for it, and /api/auth/resend-code sends another).
async function mailEmailChange(tx: Executor, before: User, after: User) {
  const t = await translatorFor(localeOf(before), "emails");
  await enqueueMail(
    tx,
    {
      to: before.email,
      // The old address is no longer the account's: its code and lock link are found by the account's id.
      userId: before.id,
      subject: t("emailChanged.subject"),
      text: t("emailChanged.text", { name: before.name, email: after.email }),
    },
    `email-changed:${before.id}:${after.updatedAt.getTime()}`,
  );
  await issueVerificationCode(tx, after);
}
