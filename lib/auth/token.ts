// Session tokens in next-auth v4's format (encrypted JWT). Claims: sub (user id), role, tv (token version),
// sid (the sessions row the token stands for; a token without one is refused).
// Minting goes through next-auth's own `encode` (rare: sign-in, password change); reading, on every signed-in
// request, decrypts with jose and the key derived once (token-key.ts), exactly as next-auth's `decode` would.
import { jwtDecrypt } from "jose";
import { encode } from "next-auth/jwt";
import { authSecret } from "./secret";
import { TokenCache } from "./token-cache";
import { tokenKey } from "./token-key";

// next-auth's decode allows 15 s of clock skew on exp/nbf/iat; tokens are always dir + A256GCM.
const CLOCK_TOLERANCE_SECONDS = 15;
const DECRYPT_OPTIONS = {
  clockTolerance: CLOCK_TOLERANCE_SECONDS,
  keyManagementAlgorithms: ["dir"],
  contentEncryptionAlgorithms: ["A256GCM"],
};

export const SESSION_COOKIE = "token";
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export type Role = "INVESTOR" | "ADMIN";
export type TokenClaims = { userId: number; role: Role; tokenVersion: number; sessionId: string };

/** Only lib/auth/start-session.ts mints: every token names a sessions row it created. */
export function mintToken(
  user: { id: number; role: Role; tokenVersion: number; email: string },
  sessionId: string,
): Promise<string> {
  return encode({
    token: {
      sub: String(user.id),
      email: user.email,
      role: user.role,
      tv: user.tokenVersion,
      sid: sessionId,
    },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

// Tokens already decrypted with the current secret (token-cache.ts): a signed-in caller's every request after
// the first skips the decryption; the expiry is still checked each time, the session in the database too.
const verified = new TokenCache<TokenClaims>(CLOCK_TOLERANCE_SECONDS);

/** The claims of a token this process has already verified with the current secret, its expiry checked now:
 *  no promise, no decryption. Undefined when the token is not cached (call readToken); null when it was but
 *  has expired since. */
export function cachedClaims(token: string | undefined | null): TokenClaims | null | undefined {
  if (!token) return null;
  try {
    return verified.get(token, authSecret());
  } catch {
    return undefined; // no secret to be had: readToken answers (null)
  }
}

/** Null for anything that is not a live token of ours: garbage, expired, wrong secret. Never throws. */
export async function readToken(token: string | undefined | null): Promise<TokenClaims | null> {
  if (!token) return null;
  try {
    const secret = authSecret();
    const known = verified.get(token, secret);
    if (known !== undefined) return known;
    const { payload: claims } = await jwtDecrypt(token, tokenKey(secret), DECRYPT_OPTIONS);
    const userId = Number(claims.sub);
    const role = claims.role;
    const tokenVersion = Number(claims.tv);
    const sessionId = claims.sid;
    if (
      !Number.isInteger(userId) ||
      (role !== "INVESTOR" && role !== "ADMIN") ||
      !Number.isInteger(tokenVersion) ||
      typeof sessionId !== "string" ||
      !sessionId
    ) {
      return null;
    }
    // Frozen: the cache hands the same object to every later request with this token.
    const read: TokenClaims = Object.freeze({ userId, role, tokenVersion, sessionId });
    verified.set(token, secret, read, claims);
    return read;
  } catch {
    return null;
  }
}

/** Tests: forget every verified token (as a fresh process would). */
export function forgetVerifiedTokens(): void {
  verified.clear();
}

export function sessionCookie(token: string) {
  return {
    name: SESSION_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: "strict" as const,
    secure: process.env.NODE_ENV === "production" && !(process.env.NEXTAUTH_URL ?? "").startsWith("http://"),
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
  };
}
