// TOTP codes (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps) through the otpauth library. A code of the
// step before or after the server's is accepted too, for phones whose clocks drift a little.
import { Secret, TOTP } from "otpauth";

export const TOTP_ISSUER = "Apex";
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
const DRIFT_STEPS = 1;

function totp(base32Secret: string, label = "") {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32Secret),
  });
}

/** A new random secret: 160 bits (the RFC's recommended size for SHA-1), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/Apex:<email>?...` URI an authenticator app reads from the QR code. */
export function totpUri(base32Secret: string, email: string): string {
  return totp(base32Secret, email).toString();
}

/** The code of the step `timestamp` (ms) falls in. */
export function totpCode(base32Secret: string, timestamp = Date.now()): string {
  return totp(base32Secret).generate({ timestamp });
}

/** The time step `timestamp` (ms) falls in. */
export const totpStep = (timestamp = Date.now()) => Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step `code` belongs to, if it is a valid code within one step of `timestamp`; otherwise null.
 * Matching says nothing about replay: the caller still has to claim the step (claim-totp-step.ts).
 */
export function matchTotpStep(base32Secret: string, code: string, timestamp = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(base32Secret).validate({ token: code, timestamp, window: DRIFT_STEPS });
  return delta === null ? null : totpStep(timestamp) + delta;
}
