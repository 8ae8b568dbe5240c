// POST /api/auth/user/set-withdrawal-pin {pin} -> message
import { investorRoute, parseBody } from "@/lib/api/route";
import { idempotent } from "@/lib/idempotency/idempotent";
import { setPinSchema } from "@/lib/validation/withdrawal-pin";
import { setWithdrawalPin } from "@/lib/withdrawal-pin/set-pin";

export const POST = investorRoute(
  idempotent(
    ({ req }) => parseBody(req, setPinSchema),
    async ({ user, input: { pin } }) => {
      await setWithdrawalPin(user.id, pin);
      return { message: "Withdrawal pin set successfully" };
    },
  ),
);
