// WebAuthn challenges: 256 random bits, stored only as their sha256, issued for one purpose (and an action's
// data, `binding`), for one user (none for a sign-in), living 5 minutes and spent by the first answer that
// carries them, right or wrong, so none can be replayed.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or, isNotNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { passkeyChallenges } from "@/db/schema";
import { badRequest } from "@/lib/api/errors";
import { PASSKEY_REQUEST_EXPIRED } from "./messages";

export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

const hash = (challenge: string) => createHash("sha256").update(challenge).digest("hex");

export type ChallengeFor = { purpose: string; binding: string; userId: number | null };

export async function issuePasskeyChallenge(what: ChallengeFor): Promise<string> {
  const db = await getDb();
  const now = Date.now();
  // Spent and run-out challenges go as new ones come, so the table stays small.
  await db
    .delete(passkeyChallenges)
    .where(or(isNotNull(passkeyChallenges.usedAt), lt(passkeyChallenges.expiresAt, new Date(now))));
  const challenge = randomBytes(32).toString("base64url");
  await db.insert(passkeyChallenges).values({
    challengeHash: hash(challenge),
    userId: what.userId,
    purpose: what.purpose,
    binding: what.binding,
    expiresAt: new Date(now + PASSKEY_CHALLENGE_TTL_MS),
  });
  return challenge;
}

/** The challenge a browser signed, read from its clientDataJSON (base64url); "" when unreadable. */
export function challengeOf(clientDataJSON: string): string {
  try {
    const parsed = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as unknown;
    const challenge = (parsed as { challenge?: unknown })?.challenge;
    return typeof challenge === "string" ? challenge : "";
  } catch {
    return "";
  }
}

/**
 * Spends the live challenge issued for exactly this purpose, action and user (a sign-in's has no user):
 * resolves with it, or throws 400 "expired or already used". Spent before the signature is checked.
 */
export async function spendPasskeyChallenge(challenge: string, what: ChallengeFor): Promise<string> {
  if (!challenge) throw badRequest(PASSKEY_REQUEST_EXPIRED);
  const db = await getDb();
  const spent = await db
    .update(passkeyChallenges)
    .set({ usedAt: new Date(Date.now()) })
    .where(
      and(
        eq(passkeyChallenges.challengeHash, hash(challenge)),
        isNull(passkeyChallenges.usedAt),
        gt(passkeyChallenges.expiresAt, new Date(Date.now())),
        eq(passkeyChallenges.purpose, what.purpose),
        eq(passkeyChallenges.binding, what.binding),
        what.userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, what.userId),
      ),
    )
    .returning({ at: sql`1` });
  if (spent.length === 0) throw badRequest(PASSKEY_REQUEST_EXPIRED);
  return challenge;
}
