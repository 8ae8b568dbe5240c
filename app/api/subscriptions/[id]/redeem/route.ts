// POST /api/subscriptions/{id}/redeem { amount? } (Idempotency-Key) -> { returned, forfeited, subscription }
import { investorRoute, parseBody, parseId } from "@/lib/api/route";
import { redeem } from "@/lib/earn/redemption";
import { idempotent } from "@/lib/idempotency/idempotent";
import { redeemSchema } from "@/lib/validation/earn";

export const POST = investorRoute(
  idempotent(
    ({ req }) => parseBody(req, redeemSchema),
    ({ user, params, input }) => redeem(user.id, parseId(params.id), input.amount),
  ),
);
