// POST /api/withdrawals/approve?id={id} {} -> message
import { adminRoute, parseQuery } from "@/lib/api/route";
import { idempotent } from "@/lib/idempotency/idempotent";
import { decideWithdrawalRequest } from "@/lib/admin/decide-withdrawal-request";
import { withdrawalIdQuerySchema } from "@/lib/validation/admin";

export const POST = adminRoute(
  idempotent(
    ({ req }) => parseQuery(req, withdrawalIdQuerySchema),
    ({ user, input }) => decideWithdrawalRequest(user.id, input.id, "approve"),
  ),
);
