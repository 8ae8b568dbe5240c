// POST /api/withdrawals: PIN first (with its lockout), then, with two-factor on, the authenticator code or a
// passkey assertion asked for this very withdrawal (verifyPinAndCode), then the debit and the PENDING request.
// A missing code is refused before anything is checked or written.
import { bindingOf } from "@/lib/auth/passkeys/validation";
import type { WithdrawalInput } from "@/lib/validation/withdrawals";
import { verifyPinAndCode } from "@/lib/withdrawal-addresses/verify-pin-and-code";
import { openWithdrawalRequest } from "./open-withdrawal";
import { withdrawalOutput } from "./withdrawal-output";

export async function requestWithdrawal(userId: number, input: WithdrawalInput, client?: string) {
  const action = { purpose: "withdrawal", binding: bindingOf({ ...input, purpose: "withdrawal" as const }) };
  await verifyPinAndCode(userId, { pin: input.pin, otp: input.otp, passkey: input.passkey }, client, action);
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
