// The texts and machine-readable codes of the two-factor answers, shared by the routes and their tests.
export const ENTER_TWO_FACTOR_CODE = "Enter the 6-digit code from your authenticator app.";
export const INVALID_TWO_FACTOR_CODE = "Invalid authentication code.";
export const TWO_FACTOR_ALREADY_ENABLED = "Two-factor authentication is already enabled.";
export const TWO_FACTOR_NOT_ENABLED = "Two-factor authentication is not enabled.";
export const TWO_FACTOR_SETUP_FIRST = "Start two-factor setup first.";
export const WRONG_PASSWORD_FOR_TWO_FACTOR = "Password is incorrect";
export const SIGN_IN_CHALLENGE_EXPIRED = "Your sign-in has expired. Please sign in again.";
export const TOO_MANY_TWO_FACTOR_CODES = "Too many incorrect authentication codes.";

export const TWO_FACTOR_CODES = {
  required: "TWO_FACTOR_REQUIRED",
  invalid: "INVALID_TWO_FACTOR_CODE",
  challengeExpired: "TWO_FACTOR_CHALLENGE_EXPIRED",
} as const;
