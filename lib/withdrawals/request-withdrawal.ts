// POST /api/withdrawals: PIN first (with its lockout), then the debit and the PENDING request.
import { INVALID_WITHDRAWAL_PIN, type WithdrawalInput } from "@/lib/validation/withdrawals";
import { checkWithdrawalPin } from "@/lib/withdrawal-pin/check-pin";
import { openWithdrawalRequest } from "./open-withdrawal";
import { withdrawalOutput } from "./withdrawal-output";

export async function requestWithdrawal(userId: number, input: WithdrawalInput) {
  await checkWithdrawalPin(userId, input.pin, { wrong: INVALID_WITHDRAWAL_PIN });
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
