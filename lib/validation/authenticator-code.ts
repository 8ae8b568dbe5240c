// A code from an authenticator app (TOTP: six digits, a new one every 30 s), as a form asks for it.
import { z } from "zod";

export const AUTHENTICATOR_CODE_REQUIRED = "Enter the 6-digit code from your authenticator app.";
export const AUTHENTICATOR_CODE_INVALID = "The code is the 6 digits your authenticator app shows.";

export const authenticatorCodeField = z
  .string()
  .trim()
  .min(1, AUTHENTICATOR_CODE_REQUIRED)
  .regex(/^\d{6}$/, AUTHENTICATOR_CODE_INVALID);
