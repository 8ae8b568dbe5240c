// The back office's users screen: the list, creating, verifying, crediting, resetting and deleting users.
import { z } from "zod";
import { proposedAnswer } from "@/lib/admin/approvals/approval-output";
import { publicUserSchema } from "@/lib/auth/public-user";
import { listedUserSchema } from "@/lib/users/list-users";
import { userListQuerySchema } from "@/lib/validation/admin-lists";
import { creditSchema, resetBalanceSchema, userIdSchema } from "@/lib/validation/admin";
import { addUserSchema } from "@/lib/validation/auth";
import { resetTwoFactorSchema } from "@/lib/validation/two-factor";
import { described, listOf, messageAnswer } from "@/lib/api/openapi/answers";
import { pagedNote } from "./shared-answers";
import { admin, route, type RouteEntry } from "./route-entry";

export const adminUserRoutes: RouteEntry[] = [
  route("GET /api/users", admin("backoffice.read"), "Admin: users", "Users", {
    description: pagedNote,
    query: userListQuerySchema,
    response: listOf("users", listedUserSchema, { paged: true }),
  }),
  route(
    "POST /api/users/verify-user",
    admin("users.verify"),
    "Admin: users",
    "Mark a user identity-verified",
    {
      body: userIdSchema,
      response: messageAnswer,
      errors: { 409: "The user is not an investor account", 404: "No such user" },
    },
  ),
  route("POST /api/auth/addUser", admin("users.create"), "Admin: users", "Create a user", {
    body: addUserSchema,
    response: z.object({ message: z.string(), createdUser: publicUserSchema }),
    errors: { 409: "The e-mail address is already registered (`errors` names `email`)" },
  }),
  route("POST /api/users/credit", admin("money.credit"), "Admin: users", "Credit a user", {
    accepted: proposedAnswer,
    idempotent: true,
    description: "Posts a ledger entry and an audit row.",
    body: creditSchema,
    response: described("`{ message, ... }`"),
    errors: { 409: "The user is not an investor account", 404: "No such user" },
  }),
  route(
    "POST /api/users/reset-balance",
    admin("money.credit"),
    "Admin: users",
    "Reset a user's balances to zero",
    {
      accepted: proposedAnswer,
      idempotent: true,
      body: resetBalanceSchema,
      response: messageAnswer,
      errors: { 409: "The user is not an investor account", 404: "No such user" },
    },
  ),
  route(
    "POST /api/admin/users/[id]/two-factor/reset",
    admin("users.twoFactorReset"),
    "Admin: users",
    "Reset a user's 2FA",
    {
      description:
        "For a user who lost their authenticator and recovery codes, after support has verified their " +
        "identity (`reason` says how, for the audit trail). Turns two-factor sign-in off, deletes the " +
        "recovery codes, signs out every session of the user, audits TWO_FACTOR_RESET and e-mails the user. " +
        "404 for an unknown user, 409 when two-factor sign-in is off, 403 for the caller's own account.",
      body: resetTwoFactorSchema,
      response: z.object({ message: z.string(), sessionsEnded: z.number().int() }),
      errors: { 409: "Two-factor sign-in is off for this user" },
    },
  ),
  route("DELETE /api/users/[id]", admin("users.delete"), "Admin: users", "Delete a user", {
    description: "Refused (409) while the user has a pending withdrawal or an active investment.",
    response: messageAnswer,
    errors: { 409: "The user still holds a balance, an active investment or a pending withdrawal" },
  }),
];
