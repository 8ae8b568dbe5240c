// POST /api/users/lock -> { message, sessionsEnded, withdrawalsCancelled }: "Lock my account" from any signed-in
// session, no PIN and no code (a worried investor is never slowed down). Every session ends with it.
import { userRoute } from "@/lib/api/route";
import { lockOwnAccount } from "@/lib/account-lock/lock-account";

export const POST = userRoute(async ({ user }) => lockOwnAccount(user.id));
