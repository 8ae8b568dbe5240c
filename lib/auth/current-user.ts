import type { User } from "@/db/schema";
import { mainBalanceOf } from "@/lib/accounts/get-main-balance";
import { publicUser } from "./public-user";

/** GET /api/user: the signed-in user with the main balance. */
export async function currentUser(user: User) {
  return { user: publicUser(user, await mainBalanceOf(user.id)) };
}
