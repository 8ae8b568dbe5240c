// POST /api/users/reset-balance {userId, reason, adminId} -> message
import { adminRoute, parseBody } from "@/lib/api/route";
import { idempotent } from "@/lib/idempotency/idempotent";
import { resetBalance } from "@/lib/users/reset-balance";
import { resetBalanceSchema } from "@/lib/validation/admin";

export const POST = adminRoute(
  idempotent(
    ({ req }) => parseBody(req, resetBalanceSchema),
    ({ user, input }) => resetBalance(user.id, input),
  ),
);
