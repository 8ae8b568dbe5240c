import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Executor, type Tx } from "@/db/client";
import { adminInvitations, users } from "@/db/schema";
import { needsSecondApproval } from "@/lib/admin/approvals/four-eyes";
import { propose } from "@/lib/admin/approvals/propose";
import { approvesMoney, MONEY_APPROVAL } from "@/lib/admin/approvals/who-may";
import { conflict } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { hashSecret } from "@/lib/auth/password";
import { EMAIL_TAKEN } from "@/lib/auth/sign-up";
import { now } from "@/lib/clock";
import { isUniqueViolation } from "@/lib/db-errors";
import { logMailSecretForLocalUse } from "@/lib/email/mail-transport";
import { publicBaseUrl } from "@/lib/env";
import { isLocale, type Locale } from "@/i18n/config";
import { recipientLocale, recipientLocaleIn, translatorFor } from "@/lib/i18n/server-translator";
import { enqueueMail } from "@/lib/jobs/mail";
import { openBalances } from "@/lib/ledger/open-balances";
import { inviteAdminSchema, type InviteAdminInput } from "@/lib/validation/admins";
import { listedAdmin } from "./admin-output";

/** An invitation link works for a week, once. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The page an invited administrator opens to choose a password. */
export const invitationLink = (token: string) =>
  `${publicBaseUrl()}/admin/accept-invitation?token=${encodeURIComponent(token)}`;

/**
 * The invitation, in the caller's transaction. The account exists at once (so its role can be changed or the
 * invitation withdrawn by removing it) with a password nobody knows; the link's token, stored hashed, sets the
 * real one. Mailed in the inviter's language: the invitee has none yet.
 */
export async function createInvitation(tx: Tx, inviterId: number, input: InviteAdminInput, locale: Locale) {
  const token = randomBytes(32).toString("base64url");
  const unusable = await hashSecret(randomBytes(32).toString("base64url"));
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
  await openBalances(tx, user.id);
  const [invitation] = await tx
    .insert(adminInvitations)
    .values({
      userId: user.id,
      invitedBy: inviterId,
      tokenHash: hashInvitationToken(token),
      expiresAt: new Date(now().getTime() + INVITATION_TTL_MS),
    })
    .returning({ id: adminInvitations.id });
  await recordAudit(tx, {
    adminId: inviterId,
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
  logMailSecretForLocalUse(`[mail] administrator invitation for ${user.email}: ${link}`);
  return listedAdmin(user);
}

const UNREADABLE_INVITATION = "This proposal can no longer be applied as it was recorded";

const emailTaken = () => conflict(EMAIL_TAKEN, { errors: [{ path: "email", message: EMAIL_TAKEN }] });

/** Refuses an address a live account already has (the unique index decides for good at insert time). */
export async function assertEmailFree(exec: Executor, email: string) {
  const [taken] = await exec
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  if (taken) throw emailTaken();
}

/** POST /api/admin/admins when nobody else need approve it: the owner invites at once. */
export async function inviteAdmin(ownerId: number, input: InviteAdminInput) {
  const locale = await recipientLocale(ownerId, { orRequest: true });
  const db = await getDb();
  try {
    const admin = await db.transaction((tx) => createInvitation(tx, ownerId, input, locale));
    return { message: "Invitation sent", admin };
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/**
 * POST /api/admin/admins: an invitation to a role that approves money is a second pair of eyes on money, so
 * while another active administrator who approves money exists it waits for one (202) and nothing is mailed
 * until it is approved; other roles are invited at once.
 */
export async function inviteOrPropose(ownerId: number, input: InviteAdminInput) {
  const db = await getDb();
  if (!approvesMoney(input.role) || !(await needsSecondApproval(db, ownerId, MONEY_APPROVAL)))
    return inviteAdmin(ownerId, input);
  await assertEmailFree(db, input.email);
  const locale = await recipientLocale(ownerId, { orRequest: true });
  return propose({
    kind: "ADMIN_INVITE",
    // One pending invitation per address.
    target: `admin-invite:${input.email}`,
    payload: { email: input.email, name: input.name, role: input.role, locale },
    proposerId: ownerId,
  });
}

/** The approved invitation, made now as its proposer asked for it (and mailed in their language). */
export async function applyInvitation(tx: Tx, proposerId: number, payload: unknown) {
  const parsed = inviteAdminSchema.safeParse(payload);
  if (!parsed.success) throw conflict(UNREADABLE_INVITATION);
  const input = parsed.data;
  const asked = (payload as { locale?: unknown }).locale;
  await assertEmailFree(tx, input.email);
  const locale = isLocale(asked) ? asked : await recipientLocaleIn(tx, proposerId);
  try {
    return { admin: await createInvitation(tx, proposerId, input, locale) };
  } catch (err) {
    // Someone signed up with the address after the check above: the unique index decides, and the approval
    // (rolled back whole) answers what the invitation would have.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}
