// Tokens whose encryption already checked out, so the next request that presents the same token skips the
// decryption (jose: the AES-GCM check and the JSON decode, about a dozen promises each inside a Next.js
// request). Only the pure, deterministic part is remembered: a token string either decrypts with a key or it
// does not, forever. Everything that can change is still checked on every request: the expiry and not-before
// claims against the clock here, and the user and the session in the database (lib/auth/authenticate.ts), so a
// signed-out, revoked or idle session or a changed password is refused on the very next request as before.
//
// The key is the whole token string: a string that differs in any character (another signature, a tampered
// ciphertext) is a different key and goes through the full check. Failures are never stored. The cache is
// emptied when the secret changes, and bounded (least recently used out first), so it holds at most
// MAX_ENTRIES tokens of recent callers.

type Entry<C> = { claims: C; exp: number | undefined; nbf: number | undefined };

/** A few thousand signed-in callers in a process fit; past that the oldest token costs one decryption again. */
export const MAX_ENTRIES = 2_000;

export class TokenCache<C> {
  private entries = new Map<string, Entry<C>>();
  private secret: string | undefined;

  constructor(
    /** Seconds of clock skew allowed on exp and nbf, as the full check allows. */
    private readonly clockTolerance: number,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** The claims of a token verified before with this secret and still within its lifetime; null when it has
   *  expired (or is not yet valid) since; undefined when it is not in the cache (check it in full). */
  get(token: string, secret: string, nowMs = Date.now()): C | null | undefined {
    if (secret !== this.secret) return undefined;
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    // The same rule and rounding as jose's claim check (epoch seconds, floored), so a cached token expires at the
    // same second as one checked in full.
    const now = Math.floor(nowMs / 1000);
    if (entry.exp !== undefined && entry.exp <= now - this.clockTolerance) {
      this.entries.delete(token); // expired for good
      return null;
    }
    if (entry.nbf !== undefined && entry.nbf > now + this.clockTolerance) return null;
    // Most recently used last: Map keeps insertion order, so the first key is the one to evict.
    this.entries.delete(token);
    this.entries.set(token, entry);
    return entry.claims;
  }

  /** Remembers a token that has just passed the full check with `secret`. */
  set(token: string, secret: string, claims: C, times: { exp?: unknown; nbf?: unknown }): void {
    if (secret !== this.secret) {
      this.entries.clear();
      this.secret = secret;
    }
    this.entries.set(token, {
      claims,
      exp: typeof times.exp === "number" ? times.exp : undefined,
      nbf: typeof times.nbf === "number" ? times.nbf : undefined,
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
