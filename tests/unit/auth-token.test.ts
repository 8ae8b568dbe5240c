// Session tokens stay next-auth v4 tokens: whatever next-auth's own `encode` writes, readToken reads, and
// what mintToken writes, next-auth's own `decode` reads. The key is derived once, not per request.
import { EncryptJWT } from "jose";
import { decode, encode } from "next-auth/jwt";
import { mintToken, readToken } from "@/lib/auth/token";
import { tokenKey } from "@/lib/auth/token-key";

const secret = process.env.NEXTAUTH_SECRET!;
const claims = { sub: "42", email: "a@example.com", role: "INVESTOR", tv: 3, sid: "s-42" };
const now = () => Math.floor(Date.now() / 1000);

describe("readToken", () => {
  it("reads a token written by next-auth's own encode", async () => {
    const token = await encode({ token: claims, secret, maxAge: 60 });
    expect(await readToken(token)).toEqual({
      userId: 42,
      role: "INVESTOR",
      tokenVersion: 3,
      sessionId: "s-42",
    });
  });

  it("writes tokens next-auth's own decode reads back", async () => {
    const token = await mintToken({ id: 7, role: "ADMIN", tokenVersion: 2, email: "b@example.com" }, "s-7");
    expect(await decode({ token, secret })).toMatchObject({
      sub: "7",
      email: "b@example.com",
      role: "ADMIN",
      tv: 2,
      sid: "s-7",
      exp: expect.any(Number),
      jti: expect.any(String),
    });
    expect(await readToken(token)).toEqual({ userId: 7, role: "ADMIN", tokenVersion: 2, sessionId: "s-7" });
  });

  it("allows next-auth's 15 seconds of clock skew and no more", async () => {
    expect(await readToken(await encode({ token: claims, secret, maxAge: -5 }))).not.toBeNull();
    expect(await readToken(await encode({ token: claims, secret, maxAge: -60 }))).toBeNull();
  });

  it.each([
    ["another secret", () => encode({ token: claims, secret: "some-other-secret-0123456789", maxAge: 60 })],
    ["a salted key", () => encode({ token: claims, secret, salt: "x", maxAge: 60 })],
    [
      "a tampered ciphertext",
      async () => {
        const parts = (await encode({ token: claims, secret, maxAge: 60 })).split(".");
        parts[3] = (parts[3][0] === "A" ? "B" : "A") + parts[3].slice(1);
        return parts.join(".");
      },
    ],
    [
      "another content encryption (A128GCM)",
      () =>
        new EncryptJWT(claims)
          .setProtectedHeader({ alg: "dir", enc: "A128GCM" })
          .setExpirationTime(now() + 60)
          .encrypt(new Uint8Array(16)),
    ],
    ["a bad role claim", () => encode({ token: { ...claims, role: "ROOT" }, secret, maxAge: 60 })],
    [
      "no session id (a token from before sessions)",
      () => encode({ token: { ...claims, sid: undefined }, secret, maxAge: 60 }),
    ],
    ["an empty session id", () => encode({ token: { ...claims, sid: "" }, secret, maxAge: 60 })],
    ["garbage", async () => "not.a.token"],
  ])("is null for %s", async (_label, make) => {
    expect(await readToken(await make())).toBeNull();
  });
});

describe("tokenKey", () => {
  it("derives the key once per secret and again when the secret changes", () => {
    const key = tokenKey(secret);
    expect(tokenKey(secret)).toBe(key);
    const other = tokenKey("rotated-secret-0123456789");
    expect(other).not.toBe(key);
    expect(other.export().equals(key.export())).toBe(false);
    expect(tokenKey(secret).export().equals(key.export())).toBe(true);
  });
});
