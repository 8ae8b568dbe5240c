// PUT /api/subscriptions/{id}/renewal { autoRenew, compound } -> { message, subscription }
import { investorRoute, parseBody, parseId } from "@/lib/api/route";
import { setRenewal } from "@/lib/earn/renewal-settings";
import { renewalSchema } from "@/lib/validation/earn";

export const PUT = investorRoute(async ({ req, params, user }) =>
  setRenewal(user.id, parseId(params.id), await parseBody(req, renewalSchema)),
);
