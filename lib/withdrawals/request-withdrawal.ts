// POST /api/withdrawals: PIN first (with its lockout), then the debit and the PENDING request.
import { badRequest } from "@/lib/api/errors";
import type { WithdrawalInput } from "@/lib/validation/withdrawals";
import { checkWithdrawalPin, NO_PIN_MESSAGE } from "@/lib/withdrawal-pin/check-pin";
import { hasWithdrawalPin } from "@/lib/withdrawal-pin/pin-status";
import { openWithdrawalRequest } from "./open-withdrawal";
import { withdrawalOutput } from "./withdrawal-output";

const INVALID_PIN = "Invalid withdrawal pin.";

export async function requestWithdrawal(userId: number, input: WithdrawalInput) {
  if (!(await hasWithdrawalPin(userId))) throw badRequest(NO_PIN_MESSAGE);
  // A malformed PIN is refused without counting as a guess: it cannot be anyone's PIN.
  if (!/^\d{4}$/.test(input.pin)) throw badRequest(INVALID_PIN);
  await checkWithdrawalPin(userId, input.pin, { wrong: INVALID_PIN });
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
