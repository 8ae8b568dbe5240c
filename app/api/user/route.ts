// GET /api/user -> user with mainBalance
import { accountRoute } from "@/lib/api/route";
import { currentUser } from "@/lib/auth/current-user";

export const GET = accountRoute(async ({ user }) => currentUser(user));
