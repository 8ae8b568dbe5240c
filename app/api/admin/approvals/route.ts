// GET /api/admin/approvals?status=PENDING -> { rule, approvals[] }
import { listApprovals } from "@/lib/admin/approvals/list-approvals";
import { adminRoute, parseQuery } from "@/lib/api/route";
import { approvalListQuerySchema } from "@/lib/validation/approvals";

export const GET = adminRoute(async ({ req }) => {
  const { status } = parseQuery(req, approvalListQuerySchema);
  return listApprovals(status);
});
