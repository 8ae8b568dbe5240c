// spec 1 §7: GET /api/user -> user with mainBalance
import { userRoute } from "@/lib/api/route";
import { currentUser } from "@/lib/auth/current-user";

export const GET = userRoute(async ({ user }) => currentUser(user));
