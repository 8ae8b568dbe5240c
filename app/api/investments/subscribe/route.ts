// POST /api/investments/subscribe {planId, asset, amount} -> message; on error message, insufficientFunds
import { subscribe } from "@/lib/investments/subscribe";
import { investorRoute, parseBody } from "@/lib/api/route";
import { subscribeSchema } from "@/lib/validation/investments";

export const POST = investorRoute(async ({ req, user }) => {
  const input = await parseBody(req, subscribeSchema);
  return subscribe({ userId: user.id, ...input });
});
