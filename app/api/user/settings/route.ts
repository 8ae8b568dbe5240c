// POST /api/user/settings {transactionPin} -> message
import { parseBody, userRoute } from "@/lib/api/route";
import { saveTransactionPin } from "@/lib/accounts/save-transaction-pin";
import { transactionPinSchema } from "@/lib/validation/account";

export const POST = userRoute(async ({ req, user }) => {
  const { transactionPin } = await parseBody(req, transactionPinSchema);
  return saveTransactionPin(user.id, transactionPin);
});
