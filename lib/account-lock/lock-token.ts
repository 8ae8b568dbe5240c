// The "lock my account" links of security e-mails: 256 random bits in the link, only their SHA-256
// stored (like the password-reset links), single use, valid 7 days, usable signed out.
import { createHash, randomBytes } from "node:crypto";
import type { Executor } from "@/db/client";
import { accountLockTokens } from "@/db/schema";
import { publicBaseUrl } from "@/lib/env";

export const LOCK_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const hashLockToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Stores a new token for the user and answers the link to put in the e-mail. */
export async function issueLockLink(exec: Executor, userId: number, at = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await exec.insert(accountLockTokens).values({
    userId,
    tokenHash: hashLockToken(token),
    expiresAt: new Date(at.getTime() + LOCK_TOKEN_TTL_MS),
  });
  return `${publicBaseUrl()}/lock-account?token=${encodeURIComponent(token)}`;
}
