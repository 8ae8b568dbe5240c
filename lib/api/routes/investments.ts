// The investment plans and subscribing to one.
import { subscribeSchema } from "@/lib/validation/investments";
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
];
