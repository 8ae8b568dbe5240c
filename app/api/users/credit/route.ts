// POST /api/users/credit {userId, currency, amount, reason, date, adminId} -> message
import { adminRoute, parseBody } from "@/lib/api/route";
import { creditUser } from "@/lib/users/credit-user";
import { creditSchema } from "@/lib/validation/admin";

export const POST = adminRoute(async ({ req, user }) =>
  creditUser(user.id, await parseBody(req, creditSchema)),
);
