// The e-mailed confirmation link's token: 256 random bits, only its SHA-256 stored (a random token needs no
// slow hash), valid 24 hours and spent by the confirmation.
import { createHash, randomBytes } from "node:crypto";

export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

export const newConfirmationToken = (): string => randomBytes(32).toString("base64url");

export const hashConfirmationToken = (token: string): string =>
  createHash("sha256").update(token).digest("hex");
