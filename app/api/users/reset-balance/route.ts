// POST /api/users/reset-balance {userId, reason, adminId} -> message (202 awaiting a second administrator)
import { adminRoute, parseBody } from "@/lib/api/route";
import { idempotent } from "@/lib/idempotency/idempotent";
import { resetOrPropose } from "@/lib/admin/approvals/gates";
import { resetBalanceSchema } from "@/lib/validation/admin";

export const POST = adminRoute(
  idempotent(
    ({ req }) => parseBody(req, resetBalanceSchema),
    ({ user, input }) => resetOrPropose(user.id, input),
  ),
);
