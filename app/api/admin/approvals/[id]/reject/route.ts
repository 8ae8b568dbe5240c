// POST /api/admin/approvals/{id}/reject -> { message, approval }
import { rejectProposal } from "@/lib/admin/approvals/decide-approval";
import { adminRoute, parseId } from "@/lib/api/route";

export const POST = adminRoute(async ({ params, user }) =>
  rejectProposal(user.id, user.adminRole, parseId(params.id)),
);
