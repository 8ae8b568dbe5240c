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

export const acceptInvitationSchema = z.object({
  token: z.string({ error: "This invitation link is invalid or has expired" }).min(1).max(200),
  password: newPasswordField,
});
