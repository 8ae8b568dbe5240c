// Codes are accepted once: a TOTP step cannot be spent twice (not even by two requests at the same time),
// and a recovery code works exactly once.
import { eq } from "drizzle-orm";
import { twoFactorRecoveryCodes, users } from "@/db/schema";
import { claimTotpStep } from "@/lib/two-factor/claim-totp-step";
import { hashRecoveryCode, replaceRecoveryCodes, spendRecoveryCode } from "@/lib/two-factor/recovery-codes";
import { totpCode } from "@/lib/two-factor/totp";
import { sealTotpSecret } from "@/lib/two-factor/two-factor-secret";
import { verifyTwoFactorCode } from "@/lib/two-factor/verify-two-factor-code";
import { INVALID_TWO_FACTOR_CODE } from "@/lib/two-factor/messages";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";

const { db } = setupTestDb();
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

async function userWithTwoFactor() {
  const { user } = await createUser();
  await db()
    .update(users)
    .set({ twoFactorSecret: sealTotpSecret(user.id, SECRET), twoFactorEnabledAt: new Date() })
    .where(eq(users.id, user.id));
  return user;
}

afterEach(() => jest.restoreAllMocks());

describe("TOTP replay", () => {
  it("accepts a code once; the same code again, or an older step's, is refused", async () => {
    const user = await userWithTwoFactor();
    const now = Date.now();
    jest.spyOn(Date, "now").mockReturnValue(now);
    await expect(
      verifyTwoFactorCode(user.id, totpCode(SECRET, now), { allowRecoveryCode: false }),
    ).resolves.toBeUndefined();
    await expect(
      verifyTwoFactorCode(user.id, totpCode(SECRET, now), { allowRecoveryCode: false }),
    ).rejects.toMatchObject({ status: 400, message: INVALID_TWO_FACTOR_CODE });
    await expect(
      verifyTwoFactorCode(user.id, totpCode(SECRET, now - 30_000), { allowRecoveryCode: false }),
    ).rejects.toMatchObject({ status: 400 });
    // The next step's code is fresh.
    jest.spyOn(Date, "now").mockReturnValue(now + 30_000);
    await expect(
      verifyTwoFactorCode(user.id, totpCode(SECRET, now + 30_000), { allowRecoveryCode: false }),
    ).resolves.toBeUndefined();
  });

  it("lets only one of two concurrent claims of a step through", async () => {
    const user = await userWithTwoFactor();
    const results = await Promise.all([
      claimTotpStep(db(), user.id, 1000),
      claimTotpStep(db(), user.id, 1000),
      claimTotpStep(db(), user.id, 1000),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await claimTotpStep(db(), user.id, 999)).toBe(false);
    expect(await claimTotpStep(db(), user.id, 1001)).toBe(true);
  });

  it("claims nothing for a user whose two-factor is off", async () => {
    const { user } = await createUser();
    expect(await claimTotpStep(db(), user.id, 5)).toBe(false);
  });
});

describe("recovery codes", () => {
  it("are ten distinct 80-bit codes, stored only as sha256", async () => {
    const user = await userWithTwoFactor();
    const codes = await replaceRecoveryCodes(db(), user.id);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    const rows = await db()
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(rows.map((r) => r.codeHash).sort()).toEqual(codes.map(hashRecoveryCode).sort());
    expect(JSON.stringify(rows)).not.toContain(codes[0]);
  });

  it("work once each, typed in any case and without dashes", async () => {
    const user = await userWithTwoFactor();
    const [first, second] = await replaceRecoveryCodes(db(), user.id);
    expect(await spendRecoveryCode(db(), user.id, first.toLowerCase().replace(/-/g, " "))).toBe(true);
    expect(await spendRecoveryCode(db(), user.id, first)).toBe(false);
    const both = await Promise.all([
      spendRecoveryCode(db(), user.id, second),
      spendRecoveryCode(db(), user.id, second),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
  });

  it("are the owner's only, and die when new ones are issued", async () => {
    const user = await userWithTwoFactor();
    const other = await userWithTwoFactor();
    const [code] = await replaceRecoveryCodes(db(), user.id);
    expect(await spendRecoveryCode(db(), other.id, code)).toBe(false);
    await replaceRecoveryCodes(db(), user.id);
    expect(await spendRecoveryCode(db(), user.id, code)).toBe(false);
  });

  it("stand in for a TOTP code only where allowed", async () => {
    const user = await userWithTwoFactor();
    const [a, b] = await replaceRecoveryCodes(db(), user.id);
    await expect(verifyTwoFactorCode(user.id, a, { allowRecoveryCode: false })).rejects.toMatchObject({
      status: 400,
    });
    await expect(verifyTwoFactorCode(user.id, a, { allowRecoveryCode: true })).resolves.toBeUndefined();
    await expect(verifyTwoFactorCode(user.id, a, { allowRecoveryCode: true })).rejects.toMatchObject({
      status: 400,
    });
    await expect(verifyTwoFactorCode(user.id, b, { allowRecoveryCode: true })).resolves.toBeUndefined();
  });
});
