// The checks a withdrawal request makes of its sender, shared by the withdrawal itself and the address book's
// guarded changes (removing an address, switching "whitelist only" off): the PIN with its lockout, then, with
// two-factor on, the authenticator code or instead a passkey assertion bound to the action. A missing or
// malformed code is refused before the PIN is tried, so it costs no guess.
import type { PasskeyAssertion } from "@/lib/auth/passkeys/assertion-schema";
import { badRequest } from "@/lib/api/errors";
import { invalidTwoFactorCode } from "@/lib/two-factor/code-limits";
import { ENTER_TWO_FACTOR_CODE, TWO_FACTOR_CODES } from "@/lib/two-factor/messages";
import {
  twoFactorEnabled,
  verifySecondFactor,
  type SecondFactorAction,
} from "@/lib/two-factor/verify-two-factor-code";
import { INVALID_WITHDRAWAL_PIN } from "@/lib/validation/withdrawals";
import { checkWithdrawalPin } from "@/lib/withdrawal-pin/check-pin";

export async function verifyPinAndCode(
  userId: number,
  { pin, otp, passkey }: { pin: string; otp: string; passkey?: PasskeyAssertion },
  client: string | undefined,
  action: SecondFactorAction,
): Promise<void> {
  const needsCode = await twoFactorEnabled(userId);
  if (needsCode && !passkey) {
    if (!otp) throw badRequest(ENTER_TWO_FACTOR_CODE, { code: TWO_FACTOR_CODES.required });
    // Not six digits: nobody's code, refused without counting as a guess.
    if (!/^\d{6}$/.test(otp)) throw invalidTwoFactorCode();
  }
  await checkWithdrawalPin(userId, pin, { wrong: INVALID_WITHDRAWAL_PIN });
  // After the PIN, so a wrong PIN does not spend the code; recovery codes are for signing in only.
  if (needsCode)
    await verifySecondFactor(userId, { code: otp, passkey }, action, { allowRecoveryCode: false, client });
}
