// POST /api/withdrawals: PIN first (with its lockout), then, with two-factor on, the authenticator code,
// then the debit and the PENDING request. A missing code is refused before anything is checked or written.
import { badRequest } from "@/lib/api/errors";
import { INVALID_WITHDRAWAL_PIN, type WithdrawalInput } from "@/lib/validation/withdrawals";
import { checkWithdrawalPin } from "@/lib/withdrawal-pin/check-pin";
import { ENTER_TWO_FACTOR_CODE, TWO_FACTOR_CODES } from "@/lib/two-factor/messages";
import { invalidTwoFactorCode } from "@/lib/two-factor/code-limits";
import { twoFactorEnabled, verifyTwoFactorCode } from "@/lib/two-factor/verify-two-factor-code";
import { openWithdrawalRequest } from "./open-withdrawal";
import { withdrawalOutput } from "./withdrawal-output";

export async function requestWithdrawal(userId: number, input: WithdrawalInput, client?: string) {
  const needsCode = await twoFactorEnabled(userId);
  if (needsCode && !input.otp) throw badRequest(ENTER_TWO_FACTOR_CODE, { code: TWO_FACTOR_CODES.required });
  // Not six digits: nobody's code, refused without counting as a guess.
  if (needsCode && !/^\d{6}$/.test(input.otp)) throw invalidTwoFactorCode();
  await checkWithdrawalPin(userId, input.pin, { wrong: INVALID_WITHDRAWAL_PIN });
  // After the PIN, so a wrong PIN does not spend the code; recovery codes are for signing in, not for this.
  if (needsCode) await verifyTwoFactorCode(userId, input.otp, { allowRecoveryCode: false, client });
  const request = await openWithdrawalRequest({
    userId,
    asset: input.asset,
    amount: input.amount,
    network: input.network,
    address: input.address,
  });
  return {
    message: "Withdrawal request submitted and pending approval",
    withdrawalRequest: withdrawalOutput(request),
  };
}
