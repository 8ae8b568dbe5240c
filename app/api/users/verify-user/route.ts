// POST /api/users/verify-user {userId} -> message
import { adminRoute, parseBody } from "@/lib/api/route";
import { verifyUser } from "@/lib/users/verify-user";
import { userIdSchema } from "@/lib/validation/admin";

export const POST = adminRoute(async ({ req, user }) => {
  const { userId } = await parseBody(req, userIdSchema);
  return verifyUser(user.id, userId);
});
