// POST /api/withdrawals/approve?id={id} {} -> message (202 above the threshold, awaiting a second administrator)
import { adminRoute, parseQuery } from "@/lib/api/route";
import { idempotent } from "@/lib/idempotency/idempotent";
import { approveWithdrawalOrPropose } from "@/lib/admin/approvals/gates";
import { withdrawalIdQuerySchema } from "@/lib/validation/admin";

export const POST = adminRoute(
  idempotent(
    ({ req }) => parseQuery(req, withdrawalIdQuerySchema),
    ({ user, input }) => approveWithdrawalOrPropose(user.id, input.id),
  ),
);
