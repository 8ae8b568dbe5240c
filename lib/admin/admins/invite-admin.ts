import { createHash, randomBytes } from "node:crypto";
import { getDb } from "@/db/client";
import { adminInvitations, balances, users } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { hashSecret } from "@/lib/auth/password";
import { EMAIL_TAKEN } from "@/lib/auth/sign-up";
import { now } from "@/lib/clock";
import { isUniqueViolation } from "@/lib/db-errors";
import { env, publicBaseUrl } from "@/lib/env";
import { recipientLocale, translatorFor } from "@/lib/i18n/server-translator";
import { enqueueMail } from "@/lib/jobs/mail";
import { ASSETS } from "@/lib/money/assets";
import type { InviteAdminInput } from "@/lib/validation/admins";
import { listedAdmin } from "./admin-output";

/** An invitation link works for a week, once. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The page an invited administrator opens to choose a password. */
export const invitationLink = (token: string) =>
  `${publicBaseUrl()}/admin/accept-invitation?token=${encodeURIComponent(token)}`;

/**
 * POST /api/admin/admins: the owner invites an administrator with a role. The account exists at once (so its
 * role can be changed or the invitation withdrawn by removing it) with a password nobody knows; the link's
 * token, stored hashed, sets the real one. Mailed in the inviter's language: the invitee has none yet.
 */
export async function inviteAdmin(ownerId: number, input: InviteAdminInput) {
  const token = randomBytes(32).toString("base64url");
  const unusable = await hashSecret(randomBytes(32).toString("base64url"));
  const locale = await recipientLocale(ownerId, { orRequest: true });
  const db = await getDb();
  try {
    const admin = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email,
          passwordHash: unusable,
          role: "ADMIN",
          adminRole: input.role,
          isVerified: true,
        })
        .returning();
      // Every account has its balance rows; an administrator's stay at zero (findLiveUser refuses them).
      await tx.insert(balances).values(ASSETS.map((asset) => ({ userId: user.id, asset })));
      const [invitation] = await tx
        .insert(adminInvitations)
        .values({
          userId: user.id,
          invitedBy: ownerId,
          tokenHash: hashInvitationToken(token),
          expiresAt: new Date(now().getTime() + INVITATION_TTL_MS),
        })
        .returning({ id: adminInvitations.id });
      await recordAudit(tx, {
        adminId: ownerId,
        action: "ADMIN_INVITE",
        userId: user.id,
        ...auditDetails("ADMIN_INVITED", { email: user.email, role: input.role }),
        after: { email: user.email, name: user.name, role: input.role },
      });
      const t = await translatorFor(locale, "emails");
      const link = invitationLink(token);
      await enqueueMail(
        tx,
        {
          to: user.email,
          subject: t("adminInvitation.subject"),
          text: t("adminInvitation.text", { name: user.name, role: input.role, link }),
        },
        `admin-invitation:${invitation.id}`,
      );
      if (!env().SMTP_URL) console.log(`[mail] administrator invitation for ${user.email}: ${link}`);
      return user;
    });
    return { message: "Invitation sent", admin: listedAdmin(admin) };
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(EMAIL_TAKEN, { errors: [{ path: "email", message: EMAIL_TAKEN }] });
    throw err;
  }
}
