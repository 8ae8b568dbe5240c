// POST /api/users/reset-balance {userId, reason, adminId} -> message
import { adminRoute, parseBody } from "@/lib/api/route";
import { resetBalance } from "@/lib/users/reset-balance";
import { resetBalanceSchema } from "@/lib/validation/admin";

export const POST = adminRoute(async ({ req, user }) =>
  resetBalance(user.id, await parseBody(req, resetBalanceSchema)),
);
