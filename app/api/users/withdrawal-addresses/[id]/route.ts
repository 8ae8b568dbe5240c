// DELETE /api/users/withdrawal-addresses/{id} { pin, otp? } -> { message: "Address removed" }
import { investorRoute, parseBody, parseId } from "@/lib/api/route";
import { clientIp } from "@/lib/rate-limit";
import { deleteWithdrawalAddressSchema } from "@/lib/validation/withdrawal-addresses";
import { deleteWithdrawalAddress } from "@/lib/withdrawal-addresses/delete-withdrawal-address";

export const DELETE = investorRoute(async ({ req, params, user }) => {
  const id = parseId(params.id);
  return deleteWithdrawalAddress(
    user.id,
    id,
    await parseBody(req, deleteWithdrawalAddressSchema),
    clientIp(req),
  );
});
