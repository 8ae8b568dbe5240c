// The back office's overview cards.
import { z } from "zod";
import { described } from "@/lib/api/openapi/answers";
import { admin, route, type RouteEntry } from "./route-entry";

export const adminOverviewRoutes: RouteEntry[] = [
  route("GET /api/users/count", admin("backoffice.read"), "Admin: overview", "Number of users", {
    response: z.object({ users: z.number().int() }),
  }),
  route("GET /api/users/summary", admin("backoffice.read"), "Admin: overview", "Users cards", {
    response: described("`{ verifiedUsers, totalBalance }` (USD)"),
  }),
  route(
    "GET /api/transactions/count",
    admin("backoffice.read"),
    "Admin: overview",
    "Number of transactions",
    {
      response: z.object({ transactions: z.number().int() }),
    },
  ),
  route(
    "GET /api/investments/count",
    admin("backoffice.read"),
    "Admin: overview",
    "Number of active subscriptions",
    {
      response: z.object({ investments: z.number().int() }),
    },
  ),
];
