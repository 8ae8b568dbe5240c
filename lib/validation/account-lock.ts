// The account lock's inputs (lib/account-lock).
import { z } from "zod";

/** POST /api/admin/users/{id}/lock and /unlock: the reason the audit trail keeps (and a lock's owner reads). */
export const lockReasonSchema = z.object({
  reason: z
    .string({ error: "Reason is required" })
    .trim()
    .min(1, "Reason is required")
    .max(500, "Reason is too long"),
});
export type LockReasonInput = z.infer<typeof lockReasonSchema>;

/** POST /api/auth/lock-account: the token of the e-mail's link. */
export const lockLinkSchema = z.object({
  token: z
    .string({ error: "Lock link token is required" })
    .trim()
    .min(1, "Lock link token is required")
    // A longer token was never issued: the same answer as an unknown one.
    .max(200, "This lock link is invalid, has expired or was already used."),
});
