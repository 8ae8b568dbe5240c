// The administrators and their roles, and accepting an invitation.
import { z } from "zod";
import { listedAdminSchema } from "@/lib/admin/admins/admin-output";
import { proposedAnswer } from "@/lib/admin/approvals/approval-output";
import { acceptInvitationSchema, changeAdminRoleSchema, inviteAdminSchema } from "@/lib/validation/admins";
import { messageAnswer } from "@/lib/api/openapi/answers";
import { admin, route, type RouteEntry } from "./route-entry";

export const administratorRoutes: RouteEntry[] = [
  route("GET /api/admin/admins", admin("admins.read"), "Admin: administrators", "Administrators", {
    description: "Every administrator with their role; INVITED until the invitation link has set a password.",
    response: z.object({ admins: z.array(listedAdminSchema) }),
  }),
  route(
    "POST /api/admin/admins",
    admin("admins.manage"),
    "Admin: administrators",
    "Invite an administrator",
    {
      accepted: proposedAnswer,
      description:
        "Creates the administrator with a role and e-mails a one-time link (`token=<token>`, valid 7 days) to " +
        "POST /api/admin/admins/accept. A role that approves money (OWNER, FINANCE) waits for another active " +
        "administrator who approves money (202): nothing is created or mailed until they approve.",
      body: inviteAdminSchema,
      response: z.object({ message: z.string(), admin: listedAdminSchema }),
      errors: { 409: "An account with this e-mail already exists" },
    },
  ),
  route("PUT /api/admin/admins/[id]", admin("admins.manage"), "Admin: administrators", "Change a role", {
    accepted: proposedAnswer,
    description:
      "Takes effect on the administrator's next request. The last owner cannot lose the role. Under the " +
      "two-person rule it waits (202) for another owner, or, for a role that approves money, for another " +
      "administrator who approves money; the administrator's pending proposals their new role could not make " +
      "are cancelled.",
    body: changeAdminRoleSchema,
    response: z.object({ message: z.string(), admin: listedAdminSchema }),
    errors: { 409: "It would leave no owner" },
  }),
  route("DELETE /api/admin/admins/[id]", admin("admins.manage"), "Admin: administrators", "Remove", {
    description:
      "Ends every session of the administrator at once and cancels their pending proposals. Not oneself, not " +
      "the last owner.",
    response: messageAnswer,
    errors: { 409: "Oneself, or the last owner" },
  }),
  route("POST /api/admin/admins/accept", "public", "Admin: administrators", "Accept an invitation", {
    description:
      "The invited administrator's password, with the token of the invitation link; then they sign in at " +
      "POST /api/auth/admin/login. A used, expired or unknown token is a 400.",
    body: acceptInvitationSchema,
    response: messageAnswer,
  }),
];
