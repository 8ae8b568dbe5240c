// POST /api/auth/user/change-withdrawal-pin {currentPin, newPin} -> message
import { investorRoute, parseBody } from "@/lib/api/route";
import { changePinSchema } from "@/lib/validation/withdrawal-pin";
import { changeWithdrawalPin } from "@/lib/withdrawal-pin/change-pin";

export const POST = investorRoute(async ({ req, user }) => {
  const { currentPin, newPin } = await parseBody(req, changePinSchema);
  await changeWithdrawalPin(user.id, currentPin, newPin);
  return { message: "PIN changed successfully!" };
});
