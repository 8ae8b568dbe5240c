// POST /api/withdrawals/approve?id={id} {} -> message
import { adminRoute, parseQuery } from "@/lib/api/route";
import { decideWithdrawalRequest } from "@/lib/admin/decide-withdrawal-request";
import { withdrawalIdQuerySchema } from "@/lib/validation/admin";

export const POST = adminRoute(async ({ req, user }) =>
  decideWithdrawalRequest(user.id, parseQuery(req, withdrawalIdQuerySchema).id, "approve"),
);
