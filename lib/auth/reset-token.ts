// Password-reset tokens: 256 random bits for the link, only their SHA-256 in the database.
// A fast hash is enough here: the token is random, not a human-chosen secret.
import { createHash, randomBytes } from "node:crypto";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function newResetToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
