// TOTP verification against the RFC 6238 test vectors (HMAC-SHA-1, the 8-digit values cut to 6), with a
// fixed clock: the step each code belongs to, one step of drift either way, nothing beyond.
import { Secret } from "otpauth";
import { matchTotpStep, newTotpSecret, totpCode, totpStep, totpUri } from "@/lib/two-factor/totp";

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890".
const RFC_SECRET = Secret.fromUTF8("12345678901234567890").base32;

describe("TOTP (RFC 6238, SHA-1, 6 digits, 30 s)", () => {
  it.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ])("at T=%i s the code is the last six digits of %s", (seconds, rfc8Digits) => {
    const code = rfc8Digits.slice(-6);
    const at = seconds * 1000;
    expect(totpCode(RFC_SECRET, at)).toBe(code);
    expect(matchTotpStep(RFC_SECRET, code, at)).toBe(Math.floor(seconds / 30));
  });

  it("accepts the code of the step before and after (clock drift), and nothing further", () => {
    const at = 1111111111 * 1000;
    const step = totpStep(at);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, at - 30_000), at)).toBe(step - 1);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, at + 30_000), at)).toBe(step + 1);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, at - 60_000), at)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, at + 60_000), at)).toBeNull();
  });

  it("refuses wrong and malformed codes", () => {
    const at = 59_000;
    for (const code of ["287083", "28708", "2870820", "abcdef", "", " 287082"])
      expect(matchTotpStep(RFC_SECRET, code, at)).toBeNull();
  });

  it("makes 160-bit secrets and an otpauth URI with issuer Apex and the e-mail as label", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const text = totpUri(secret, "ann@example.com");
    expect(text).toMatch(/^otpauth:\/\/totp\/Apex:ann%40example\.com\?/);
    const uri = new URL(text);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: "Apex",
      secret,
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });
});
