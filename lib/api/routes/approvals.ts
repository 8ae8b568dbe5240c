// The two-person rule: proposals waiting for a second administrator.
import { z } from "zod";
import { approvalSchema } from "@/lib/admin/approvals/approval-output";
import { approvalListQuerySchema } from "@/lib/validation/approvals";
import { described } from "@/lib/api/openapi/answers";
import { admin, route, type RouteEntry } from "./route-entry";

export const approvalRoutes: RouteEntry[] = [
  route("GET /api/admin/approvals", admin("approvals.read"), "Admin: approvals", "Awaiting second approval", {
    description:
      "Proposals (credits, resets, withdrawals above FOUR_EYES_WITHDRAWAL_USD, plan and role changes) with " +
      "who proposed what and why, newest first (200 at most); `status` filters. `rule` is ON, OFF (FOUR_EYES=0) or " +
      "SINGLE_ADMIN (no two active administrators could approve each other, so nothing waits).",
    query: approvalListQuerySchema,
    response: z.object({
      rule: z.enum(["ON", "OFF", "SINGLE_ADMIN"]),
      approvals: z.array(approvalSchema),
    }),
  }),
  route("POST /api/admin/approvals/[id]/approve", admin("approvals.decide"), "Admin: approvals", "Approve", {
    description:
      "Applies the change once (racing approvals: one applies, the other gets 409). Not by its proposer " +
      "(403), and only by a role that could take the action itself.",
    response: described("`{ message, approval: { id, status }, result }`"),
    errors: { 409: "No longer pending, or the change itself refused (the proposal stays pending)" },
  }),
  route("POST /api/admin/approvals/[id]/reject", admin("approvals.decide"), "Admin: approvals", "Reject", {
    description: "Nothing changes. Not by its proposer (who cancels instead).",
    response: described("`{ message, approval: { id, status } }`"),
    errors: { 409: "No longer pending" },
  }),
  route("POST /api/admin/approvals/[id]/cancel", admin("approvals.read"), "Admin: approvals", "Cancel", {
    description: "The proposer withdraws their own proposal.",
    response: described("`{ message, approval: { id, status } }`"),
    errors: { 409: "No longer pending" },
  }),
];
