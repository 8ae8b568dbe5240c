// Two-factor inputs: the code forms (enable, disable, the sign-in code step) and their routes share these.
import { z } from "zod";

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

export const enableTwoFactorSchema = z.object({ code: totpField });

export const disableTwoFactorSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
  code: codeField,
});

export const twoFactorSignInSchema = z.object({
  challenge: z
    .string({ error: "Sign-in challenge is required" })
    .trim()
    .min(1, "Sign-in challenge is required")
    .max(128, "Invalid sign-in challenge"),
  code: codeField,
});
