// The back office's withdrawal requests: the list and the decision (the payouts that follow: admin-payouts.ts).
import { z } from "zod";
import { proposedAnswer } from "@/lib/admin/approvals/approval-output";
import { withdrawalListQuerySchema } from "@/lib/validation/admin-lists";
import { withdrawalIdQuerySchema } from "@/lib/validation/admin";
import { listOf } from "@/lib/api/openapi/answers";
import { withdrawalRequestAnswer, pagedNote } from "./shared-answers";
import { admin, route, type RouteEntry } from "./route-entry";

const adminWithdrawalRequest = withdrawalRequestAnswer
  .extend({
    name: z.string(),
    email: z.string(),
    userId: z.number().int(),
    decidedAt: z.string().nullable(),
    payout: z
      .object({
        confirmations: z.number().int(),
        requiredConfirmations: z.number().int(),
        problem: z.string().nullable().describe("Why it waits (APPROVED) or why it failed (FAILED)"),
      })
      .nullable()
      .describe("A hot-wallet payout's progress; null when the network is paid by hand"),
  })
  .meta({ id: "AdminWithdrawalRequest" });
const withdrawalDecided = z.object({ message: z.string(), withdrawalRequest: withdrawalRequestAnswer });

/** Every user's withdrawal requests (its place in ROUTE_TABLE is apart from the decisions'). */
export const adminWithdrawalListRoutes: RouteEntry[] = [
  route(
    "GET /api/admin/withdrawals/all",
    admin("backoffice.read"),
    "Admin: money",
    "Withdrawal requests of every user",
    {
      description: pagedNote,
      query: withdrawalListQuerySchema,
      response: listOf("withdrawalRequests", adminWithdrawalRequest, { paged: true }),
    },
  ),
];

/** Approving or rejecting a request. */
export const adminWithdrawalDecisionRoutes: RouteEntry[] = [
  route(
    "POST /api/withdrawals/approve",
    admin("withdrawals.decide"),
    "Admin: money",
    "Approve a withdrawal request",
    {
      accepted: proposedAnswer,
      idempotent: true,
      query: withdrawalIdQuerySchema,
      response: withdrawalDecided,
      errors: {
        404: "No such withdrawal request",
        409: "The request is no longer pending (already decided)",
      },
    },
  ),
  route(
    "POST /api/withdrawals/reject",
    admin("withdrawals.decide"),
    "Admin: money",
    "Reject a withdrawal request",
    {
      idempotent: true,
      description: "Releases the held amount back to the investor.",
      query: withdrawalIdQuerySchema,
      response: withdrawalDecided,
      errors: {
        404: "No such withdrawal request",
        409: "The request is no longer pending (already decided)",
      },
    },
  ),
];
