// POST /api/users/withdrawal-addresses/confirm { token } -> { message, code, activeAt, address }: the link
// from the e-mail, opened by the signed-in owner of the address.
import { parseBody, userRoute } from "@/lib/api/route";
import { confirmWithdrawalAddressSchema } from "@/lib/validation/withdrawal-addresses";
import { confirmWithdrawalAddress } from "@/lib/withdrawal-addresses/confirm-withdrawal-address";

export const POST = userRoute(async ({ req, user }) =>
  confirmWithdrawalAddress(user.id, (await parseBody(req, confirmWithdrawalAddressSchema)).token),
);
