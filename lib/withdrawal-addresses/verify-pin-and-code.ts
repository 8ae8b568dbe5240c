// The checks a withdrawal request makes of its sender, for the address book's guarded changes (removing an
// address, switching "whitelist only" off): the PIN with its lockout, then, with two-factor on, the
// authenticator code. A missing or malformed code is refused before the PIN is tried, so it costs no guess.
import { badRequest } from "@/lib/api/errors";
import { invalidTwoFactorCode } from "@/lib/two-factor/code-limits";
import { ENTER_TWO_FACTOR_CODE, TWO_FACTOR_CODES } from "@/lib/two-factor/messages";
import { twoFactorEnabled, verifyTwoFactorCode } from "@/lib/two-factor/verify-two-factor-code";
import { INVALID_WITHDRAWAL_PIN } from "@/lib/validation/withdrawals";
import { checkWithdrawalPin } from "@/lib/withdrawal-pin/check-pin";

export async function verifyPinAndCode(
  userId: number,
  { pin, otp }: { pin: string; otp: string },
  client?: string,
): Promise<void> {
  const needsCode = await twoFactorEnabled(userId);
  if (needsCode && !otp) throw badRequest(ENTER_TWO_FACTOR_CODE, { code: TWO_FACTOR_CODES.required });
  if (needsCode && !/^\d{6}$/.test(otp)) throw invalidTwoFactorCode();
  await checkWithdrawalPin(userId, pin, { wrong: INVALID_WITHDRAWAL_PIN });
  // After the PIN, so a wrong PIN does not spend the code; recovery codes are for signing in only.
  if (needsCode) await verifyTwoFactorCode(userId, otp, { allowRecoveryCode: false, client });
}
