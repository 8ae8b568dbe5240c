// POST /api/users/credit {userId, currency, amount, reason, date, adminId} -> message
import { adminRoute, parseBody } from "@/lib/api/route";
import { idempotent } from "@/lib/idempotency/idempotent";
import { creditUser } from "@/lib/users/credit-user";
import { creditSchema } from "@/lib/validation/admin";

export const POST = adminRoute(
  idempotent(
    ({ req }) => parseBody(req, creditSchema),
    ({ user, input }) => creditUser(user.id, input),
  ),
);
