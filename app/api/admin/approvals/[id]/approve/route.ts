// POST /api/admin/approvals/{id}/approve -> { message, approval, result } (the change is made)
import { approveProposal } from "@/lib/admin/approvals/decide-approval";
import { adminRoute, parseId } from "@/lib/api/route";

export const POST = adminRoute(async ({ params, user }) =>
  approveProposal(user.id, user.adminRole, parseId(params.id)),
);
