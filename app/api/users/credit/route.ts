// POST /api/users/credit {userId, currency, amount, reason, date, adminId} -> message (202 awaiting a second
// administrator)
import { adminRoute, parseBody } from "@/lib/api/route";
import { idempotent } from "@/lib/idempotency/idempotent";
import { creditOrPropose } from "@/lib/admin/approvals/gates";
import { creditSchema } from "@/lib/validation/admin";

export const POST = adminRoute(
  idempotent(
    ({ req }) => parseBody(req, creditSchema),
    ({ user, input }) => creditOrPropose(user.id, input),
  ),
);
