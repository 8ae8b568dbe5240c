// POST /api/auth/user/change-withdrawal-pin {currentPin, newPin} -> message
import { investorRoute, parseBody } from "@/lib/api/route";
import { idempotent } from "@/lib/idempotency/idempotent";
import { changePinSchema } from "@/lib/validation/withdrawal-pin";
import { changeWithdrawalPin } from "@/lib/withdrawal-pin/change-pin";

export const POST = investorRoute(
  idempotent(
    ({ req }) => parseBody(req, changePinSchema),
    async ({ user, input: { currentPin, newPin } }) => {
      await changeWithdrawalPin(user.id, currentPin, newPin);
      return { message: "PIN changed successfully!" };
    },
  ),
);
