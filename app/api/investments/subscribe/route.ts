// POST /api/investments/subscribe {planId, asset, amount} -> message; on error message, insufficientFunds
import { subscribe } from "@/lib/investments/subscribe";
import { investorRoute, parseBody } from "@/lib/api/route";
import { idempotent } from "@/lib/idempotency/idempotent";
import { subscribeSchema } from "@/lib/validation/investments";

export const POST = investorRoute(
  idempotent(
    ({ req }) => parseBody(req, subscribeSchema),
    ({ user, input }) => subscribe({ userId: user.id, ...input }),
  ),
);
