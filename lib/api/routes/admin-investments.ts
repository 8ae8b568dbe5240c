// The back office's investments: every investor's subscriptions, the plans, and running the interest pass.
import { z } from "zod";
import { proposedAnswer } from "@/lib/admin/approvals/approval-output";
import { investmentListQuerySchema } from "@/lib/validation/admin-lists";
import { createPlanSchema, updatePlanSchema } from "@/lib/validation/plans";
import { described } from "@/lib/api/openapi/answers";
import { pagedNote } from "./shared-answers";
import { admin, route, type RouteEntry } from "./route-entry";

/** Every investor's subscriptions (its place in ROUTE_TABLE is apart from the plans'). */
export const adminSubscriptionRoutes: RouteEntry[] = [
  route(
    "GET /api/admin/investments",
    admin("backoffice.read"),
    "Admin: investments",
    "Subscriptions of every investor",
    {
      description: pagedNote,
      query: investmentListQuerySchema,
      response: described("`{ investments[], pagination? }`"),
    },
  ),
];

/** Creating, changing and retiring plans, and the interest pass run by hand. */
export const adminPlanRoutes: RouteEntry[] = [
  route("POST /api/investments/add", admin("plans.manage"), "Admin: investments", "Create a plan", {
    accepted: proposedAnswer,
    body: createPlanSchema,
    response: described("`{ newPlan }`"),
  }),
  route("PUT /api/investments/[id]", admin("plans.manage"), "Admin: investments", "Change a plan", {
    accepted: proposedAnswer,
    body: updatePlanSchema,
    response: described("The updated plan"),
  }),
  route("DELETE /api/investments/[id]", admin("plans.manage"), "Admin: investments", "Delete a plan", {
    accepted: proposedAnswer,
    description:
      "A plan nobody subscribed to is removed; one with subscriptions is retired instead (`retired: true`): " +
      "hidden from the plan list and new subscriptions, its subscriptions keep running.",
    response: z.object({ message: z.string(), retired: z.boolean() }),
  }),
  route(
    "POST /api/investments/calculate-interest",
    admin("interest.run"),
    "Admin: money",
    "Run the interest pass now",
    {
      idempotent: true,
      description: "Credits each (subscription, day) once, however often it runs.",
      response: described("`{ message, data: { processed, totalCredited } }`"),
    },
  ),
];
