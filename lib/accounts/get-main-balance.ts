import { mainBalanceOf } from "@/lib/auth/main-balance";

/** GET /api/users/main-balance: the USD balance as a display number (0 when the row is missing). */
export async function getMainBalance(userId: number) {
  return { mainBalance: Number(await mainBalanceOf(userId)) };
}
