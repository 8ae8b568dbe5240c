// "Lock my account": the owner's button, the e-mail link's Lock button, and the back office's lock
// and unlock (lib/account-lock).
import { z } from "zod";
import { messageAnswer } from "@/lib/api/openapi/answers";
import { lockLinkSchema, lockReasonSchema } from "@/lib/validation/account-lock";
import { admin, route, type RouteEntry } from "./route-entry";

const lockAnswer = z.object({
  message: z.string(),
  sessionsEnded: z.number().int(),
  withdrawalsCancelled: z.number().int(),
});
const lockEffects =
  "Every session of the account ends at once, sign-in is refused until it is unlocked, withdrawal requests " +
  "not yet decided are cancelled and refunded through the ledger, the audit trail records it and the owner " +
  "is e-mailed.";

export const accountLockRoutes: RouteEntry[] = [
  route("POST /api/users/lock", "user", "Account", "Lock my account", {
    description: `From any signed-in session, with no PIN or code. ${lockEffects} Locking a locked account answers the same.`,
    response: lockAnswer,
  }),
  route("POST /api/auth/lock-account", "public", "Auth", "Lock the account with a security e-mail's link", {
    description:
      "The Lock button of the /lock-account page: `token` from the link (single use, valid 7 days, works " +
      `signed out). ${lockEffects} 400 for a token unknown, expired or used.`,
    body: lockLinkSchema,
    response: lockAnswer,
  }),
  route("POST /api/admin/users/[id]/lock", admin("users.lock"), "Admin: users", "Lock a user's account", {
    description: `With a \`reason\` the owner reads. ${lockEffects} 409 when already locked, 403 for the caller's own account.`,
    body: lockReasonSchema,
    response: lockAnswer,
    errors: { 404: "No such user", 409: "The account is already locked" },
  }),
  route("POST /api/admin/users/[id]/unlock", admin("users.lock"), "Admin: users", "Unlock a user's account", {
    description:
      "After checking who is asking (`reason` says how, for the audit trail). Withdrawals are not paused " +
      "afterwards (a password reset's unlock pauses them 24 hours). 409 when not locked.",
    body: lockReasonSchema,
    response: messageAnswer,
    errors: { 404: "No such user", 409: "The account is not locked" },
  }),
];
