// The administrators' management: invitation, role change and the invited administrator's first password.
import { z } from "zod";
import { ADMIN_ROLES } from "@/lib/admin/roles/permissions";
import { emailField, nameField, newPasswordField } from "./auth";

const roleField = z.enum(ADMIN_ROLES, {
  error: "Choose a role: OWNER, FINANCE, COMPLIANCE, SUPPORT or AUDITOR",
});

export const inviteAdminSchema = z.object({ email: emailField, name: nameField, role: roleField });
export type InviteAdminInput = z.infer<typeof inviteAdminSchema>;

export const changeAdminRoleSchema = z.object({ role: roleField });

const INVALID_INVITATION = "This invitation link is invalid or has expired";

export const acceptInvitationSchema = z.object({
  // An empty or overlong token is no invitation either: the same words, never zod's English size message.
  token: z
    .string({ error: INVALID_INVITATION })
    .min(1, { error: INVALID_INVITATION })
    .max(200, { error: INVALID_INVITATION }),
  password: newPasswordField,
});
