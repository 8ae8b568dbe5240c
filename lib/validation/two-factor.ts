// Two-factor inputs: the code forms (enable, disable, the sign-in code step) and their routes share these.
import { z } from "zod";
import { passkeyAssertionSchema } from "@/lib/auth/passkeys/assertion-schema";

const CODE_REQUIRED = "Authentication code is required";

/** A code as typed: 6 digits from the app, or (where accepted) a recovery code such as ABCD-EFGH-JKLM-NPQR. */
const codeField = z
  .string({ error: CODE_REQUIRED })
  .trim()
  .min(1, CODE_REQUIRED)
  .max(64, "Authentication code is too long");

/** The app's current code: 6 digits (spaces between them are forgiven). */
const totpField = z
  .string({ error: CODE_REQUIRED })
  .transform((v) => v.replace(/\s/g, ""))
  .pipe(
    z
      .string()
      .min(1, CODE_REQUIRED)
      .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app."),
  );

export const CURRENT_PASSWORD_REQUIRED = "Current password is required";

/** The account's current password, as typed (never trimmed: spaces may be part of it). */
const currentPasswordField = z
  .string({ error: CURRENT_PASSWORD_REQUIRED })
  .min(1, CURRENT_PASSWORD_REQUIRED)
  .max(128, "Password is too long");

/** Turning 2FA on takes the password as well as the code: a stolen session alone must not be able to put
 *  its own authenticator on the account and lock the owner out. */
export const enableTwoFactorSchema = z.object({ code: totpField, password: currentPasswordField });
export type EnableTwoFactorInput = z.infer<typeof enableTwoFactorSchema>;

export const disableTwoFactorSchema = z
  .object({
    password: z
      .string({ error: "Password is required" })
      .min(1, "Password is required")
      .max(128, "Password must be at most 128 characters"),
    code: codeField.optional(),
    // Instead of `code`: a passkey assertion asked for "two-factor-disable".
    passkey: passkeyAssertionSchema.optional(),
  })
  .refine((v) => v.code !== undefined || v.passkey !== undefined, { message: CODE_REQUIRED, path: ["code"] });

/** POST /api/admin/users/{id}/two-factor/reset: why, for the audit trail (the identity check it records). */
export const TWO_FACTOR_RESET_REASON_REQUIRED = "Reason is required";
export const resetTwoFactorSchema = z.object({
  reason: z
    .string({ error: TWO_FACTOR_RESET_REASON_REQUIRED })
    .trim()
    .min(1, TWO_FACTOR_RESET_REASON_REQUIRED)
    .max(500, "Reason is too long"),
});
export type ResetTwoFactorInput = z.infer<typeof resetTwoFactorSchema>;

export const twoFactorSignInSchema = z.object({
  challenge: z
    .string({ error: "Sign-in challenge is required" })
    .trim()
    .min(1, "Sign-in challenge is required")
    .max(128, "Invalid sign-in challenge"),
  code: codeField,
});
