// The investment plans and subscribing to one.
import { subscribeSchema } from "@/lib/validation/investments";
import { redeemSchema, redemptionQuoteSchema, renewalSchema } from "@/lib/validation/earn";
import { described } from "@/lib/api/openapi/answers";
import { route, type RouteEntry } from "./route-entry";

export const investmentRoutes: RouteEntry[] = [
  route("GET /api/investments", "user", "Investments", "Investment plans", {
    response: described("`{ investmentPlans[] }`"),
  }),
  route("POST /api/investments/subscribe", "investor", "Investments", "Subscribe to a plan", {
    idempotent: true,
    description: "Debits the asset through the ledger. A 400 with `insufficientFunds: true` when short.",
    body: subscribeSchema,
    response: described("`{ message, ... }` the subscription taken"),
    errors: {
      404: "No such plan, or the plan is retired",
      409: "Already subscribed to this plan, or its terms changed while subscribing (review and send again)",
    },
  }),
  // ---- earn: the investor's positions, redemption and renewal ----
  route("GET /api/subscriptions", "investor", "Investments", "The caller's subscriptions", {
    description:
      "Every status, newest first: `kind`, `asset` (the principal's), `amount`, `status`, `autoRenew`, `compound`, `interestPaid` (exact decimal strings).",
    response: described("`{ subscriptions[] }`"),
  }),
  route(
    "GET /api/subscriptions/[id]/redemption-quote",
    "investor",
    "Investments",
    "What redeeming a subscription would return",
    {
      description:
        "`amount` (optional: the whole position). A flexible position in part or whole; a fixed one in whole, by its plan's early-redemption rule.",
      query: redemptionQuoteSchema,
      response: described("`{ returned, forfeited, asset }` exact decimal strings"),
      errors: {
        404: "No such subscription of the caller",
        409: "The subscription is not active",
      },
    },
  ),
  route("POST /api/subscriptions/[id]/redeem", "investor", "Investments", "Redeem a subscription", {
    idempotent: true,
    description:
      "Confirmed with the withdrawal `pin` (its lockout as on a withdrawal). Credits the principal's asset through the ledger in one transaction; the subscription is COMPLETED when emptied. The answer equals the quote.",
    body: redeemSchema,
    response: described("`{ message, returned, forfeited, asset, subscription }`"),
    errors: {
      400: "No PIN set, a wrong PIN, or the plan's rule refuses the redemption",
      404: "No such subscription of the caller",
      409: "The subscription is not active",
      429: "The withdrawal PIN is locked after too many wrong guesses",
    },
  }),
  route("PUT /api/subscriptions/[id]/renewal", "investor", "Investments", "Renewal at maturity", {
    description:
      "`autoRenew`: at maturity subscribe again to the same plan on its terms of that day (with `compound`, with the interest paid), if the plan is open and the amount within its limits; otherwise the principal returns to the balance.",
    body: renewalSchema,
    response: described("`{ message, subscription }`"),
    errors: {
      404: "No such subscription of the caller",
      409: "The subscription is not active",
    },
  }),
];
