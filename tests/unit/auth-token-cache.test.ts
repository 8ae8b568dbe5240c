// The cache of verified tokens (lib/auth/token-cache.ts) skips only the decryption: a token that differs in any
// character is checked in full, the expiry still applies on every read, and the cache is bounded.
import { encode } from "next-auth/jwt";
import { cachedClaims, forgetVerifiedTokens, readToken } from "@/lib/auth/token";
import { TokenCache } from "@/lib/auth/token-cache";

const secret = process.env.NEXTAUTH_SECRET!;
const claims = { sub: "42", email: "a@example.com", role: "INVESTOR", tv: 3, sid: "s-42" };
const read = { userId: 42, role: "INVESTOR", tokenVersion: 3, sessionId: "s-42" };

/** The same token with one character of a part changed (3: the ciphertext, 4: the authentication tag). */
function tampered(token: string, part: 3 | 4): string {
  const parts = token.split(".");
  parts[part] = (parts[part][0] === "A" ? "B" : "A") + parts[part].slice(1);
  return parts.join(".");
}

afterEach(() => {
  jest.useRealTimers();
  forgetVerifiedTokens();
});

describe("readToken with verified tokens cached", () => {
  it("remembers a good token, and refuses a tampered one even after the good one was cached", async () => {
    const token = await encode({ token: claims, secret, maxAge: 60 });
    expect(cachedClaims(token)).toBeUndefined();
    expect(await readToken(token)).toEqual(read);
    expect(cachedClaims(token)).toEqual(read);
    for (const part of [3, 4] as const) {
      const bad = tampered(token, part);
      expect(cachedClaims(bad)).toBeUndefined();
      expect(await readToken(bad)).toBeNull();
      expect(cachedClaims(bad)).toBeUndefined(); // failures are never cached
    }
    expect(await readToken(token + "x")).toBeNull();
    expect(await readToken(token)).toEqual(read);
  });

  it("refuses a token signed with another secret though a token with the same claims is cached", async () => {
    await readToken(await encode({ token: claims, secret, maxAge: 60 }));
    const foreign = await encode({ token: claims, secret: "some-other-secret-0123456789", maxAge: 60 });
    expect(await readToken(foreign)).toBeNull();
  });

  it("still applies the expiry (with next-auth's 15 s of skew) to a cached token", async () => {
    jest.useFakeTimers({ now: new Date("2026-11-28T09:00:00Z"), doNotFake: ["nextTick", "setImmediate"] });
    const token = await encode({ token: claims, secret, maxAge: 30 });
    expect(await readToken(token)).toEqual(read);
    jest.setSystemTime(new Date("2026-11-28T09:00:44Z")); // 14 s past exp: within the skew
    expect(cachedClaims(token)).toEqual(read);
    expect(await readToken(token)).toEqual(read);
    jest.setSystemTime(new Date("2026-11-28T09:00:45Z")); // 15 s past exp: refused, as jose refuses it
    expect(cachedClaims(token)).toBeNull();
    expect(await readToken(token)).toBeNull();
    jest.setSystemTime(new Date("2026-11-28T09:00:00Z")); // and an expired entry is gone, not revived
    expect(cachedClaims(token)).toBeUndefined();
  });

  it("hands out claims no caller can change for the next", async () => {
    const token = await encode({ token: claims, secret, maxAge: 60 });
    const first = (await readToken(token))!;
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => Object.assign(first, { userId: 1 })).toThrow();
    expect(await readToken(token)).toEqual(read);
  });
});

describe("TokenCache", () => {
  it("answers nothing for another secret, and empties itself when the secret changes", () => {
    const cache = new TokenCache<string>(15);
    cache.set("t1", "secret-a", "claims-1", { exp: 2_000_000_000 });
    expect(cache.get("t1", "secret-a")).toBe("claims-1");
    expect(cache.get("t1", "secret-b")).toBeUndefined();
    cache.set("t2", "secret-b", "claims-2", { exp: 2_000_000_000 });
    expect(cache.size).toBe(1);
    expect(cache.get("t1", "secret-a")).toBeUndefined();
  });

  it("keeps at most its bound, dropping the least recently used", () => {
    const cache = new TokenCache<string>(15, 2);
    cache.set("t1", "s", "c1", {});
    cache.set("t2", "s", "c2", {});
    expect(cache.get("t1", "s")).toBe("c1"); // t1 used: t2 is now the oldest
    cache.set("t3", "s", "c3", {});
    expect(cache.size).toBe(2);
    expect(cache.get("t2", "s")).toBeUndefined();
    expect(cache.get("t1", "s")).toBe("c1");
    expect(cache.get("t3", "s")).toBe("c3");
  });

  it("refuses a token not yet valid (nbf) beyond the skew, and accepts it once valid", () => {
    const cache = new TokenCache<string>(15);
    cache.set("t", "s", "c", { nbf: 1_000, exp: 2_000 });
    expect(cache.get("t", "s", 984_000)).toBeNull();
    expect(cache.get("t", "s", 985_000)).toBe("c");
    expect(cache.get("t", "s", 2_014_999)).toBe("c");
    expect(cache.get("t", "s", 2_015_000)).toBeNull();
  });
});
