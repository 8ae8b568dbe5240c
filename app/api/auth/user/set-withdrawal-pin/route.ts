// POST /api/auth/user/set-withdrawal-pin {pin} -> message
import { investorRoute, parseBody } from "@/lib/api/route";
import { setPinSchema } from "@/lib/validation/withdrawal-pin";
import { setWithdrawalPin } from "@/lib/withdrawal-pin/set-pin";

export const POST = investorRoute(async ({ req, user }) => {
  const { pin } = await parseBody(req, setPinSchema);
  await setWithdrawalPin(user.id, pin);
  return { message: "Withdrawal pin set successfully" };
});
