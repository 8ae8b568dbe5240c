// POST /api/subscriptions/{id}/redeem { amount?, pin } (Idempotency-Key) -> { returned, forfeited, subscription }
// Confirmed with the withdrawal PIN, with its lockout, as a withdrawal is: the PIN before anything moves.
import { investorRoute, parseBody, parseId } from "@/lib/api/route";
import { redeem } from "@/lib/earn/redemption";
import { idempotent } from "@/lib/idempotency/idempotent";
import { redeemSchema } from "@/lib/validation/earn";
import { INVALID_WITHDRAWAL_PIN } from "@/lib/validation/withdrawals";
import { checkWithdrawalPin } from "@/lib/withdrawal-pin/check-pin";

export const POST = investorRoute(
  idempotent(
    ({ req }) => parseBody(req, redeemSchema),
    async ({ user, params, input }) => {
      const id = parseId(params.id);
      await checkWithdrawalPin(user.id, input.pin, { wrong: INVALID_WITHDRAWAL_PIN });
      return redeem(user.id, id, input.amount);
    },
  ),
);
