// Withdrawal limits: the investor's own view, and the back office's per level and per investor.
import { z } from "zod";
import { levelLimitsSchema, userLimitsSchema } from "@/lib/validation/withdrawal-limits";
import { admin, route, type RouteEntry } from "./route-entry";

const periodLimit = z.object({
  limit: z.string().nullable().describe("USD; null when none is set"),
  used: z.string().describe("USD value of the withdrawals pending or paid in the period, at today's prices"),
  remaining: z.string().nullable().describe("USD; null when there is no limit"),
});
const limitsAnswer = z.object({ daily: z.string().nullable(), monthly: z.string().nullable() });

export const withdrawalLimitRoutes: RouteEntry[] = [
  route("GET /api/users/withdrawal-limits", "investor", "Money", "The caller's withdrawal limits", {
    description:
      "In USD over a rolling 24 hours (`daily`) and 30 days (`monthly`): the investor's own limits where an " +
      "administrator set them, else their verification level's. None set: `limit` and `remaining` are null.",
    response: z.object({
      level: z.enum(["UNVERIFIED", "VERIFIED"]),
      daily: periodLimit,
      monthly: periodLimit,
    }),
  }),
  route("GET /api/admin/withdrawal-limits", admin("backoffice.read"), "Admin: money", "Withdrawal limits", {
    response: z.object({
      levels: z.object({ UNVERIFIED: limitsAnswer, VERIFIED: limitsAnswer }),
    }),
  }),
  route("PUT /api/admin/withdrawal-limits", admin("limits.manage"), "Admin: money", "Set a level's limits", {
    description: "USD a day and in 30 days for a verification level; null (or empty) for none.",
    body: levelLimitsSchema,
    response: limitsAnswer.extend({ message: z.string(), level: z.enum(["UNVERIFIED", "VERIFIED"]) }),
  }),
  route(
    "GET /api/admin/users/[id]/withdrawal-limits",
    admin("backoffice.read"),
    "Admin: users",
    "One investor's limits",
    {
      description:
        "`own`: the investor's own limits (null: the level's); `effective`: what applies now, with use.",
      response: z.object({
        own: limitsAnswer,
        effective: z.object({
          level: z.enum(["UNVERIFIED", "VERIFIED"]),
          daily: periodLimit,
          monthly: periodLimit,
        }),
      }),
      errors: { 409: "Not an investor account" },
    },
  ),
  route(
    "PUT /api/admin/users/[id]/withdrawal-limits",
    admin("limits.manage"),
    "Admin: users",
    "Set one investor's limits",
    {
      description: "Over the investor's level's limits; null (or empty) falls back to the level's.",
      body: userLimitsSchema,
      response: limitsAnswer.extend({ message: z.string(), userId: z.number().int() }),
      errors: { 409: "Not an investor account" },
    },
  ),
];
