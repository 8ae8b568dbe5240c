// spec 1 §7: POST /api/investments/subscribe {planId, asset, amount} -> message; on error message, insufficientFunds
import { subscribe } from "@/lib/investments/subscribe";
import { parseBody, userRoute } from "@/lib/api/route";
import { subscribeSchema } from "@/lib/validation/investments";

export const POST = userRoute(async ({ req, user }) => {
  const input = await parseBody(req, subscribeSchema);
  return subscribe({ userId: user.id, ...input });
});
