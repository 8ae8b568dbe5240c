// POST /api/admin/approvals/{id}/cancel -> { message, approval } (the proposer only)
import { cancelProposal } from "@/lib/admin/approvals/decide-approval";
import { adminRoute, parseId } from "@/lib/api/route";

export const POST = adminRoute(async ({ params, user }) => cancelProposal(user.id, parseId(params.id)));
