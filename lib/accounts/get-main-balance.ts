import { getDb } from "@/db/client";
import { readBalance } from "@/lib/ledger/read-balances";

/** The USD main balance as an exact decimal string ("0" when the row is missing). */
export async function mainBalanceOf(userId: number): Promise<string> {
  return readBalance(await getDb(), userId, "USD");
}

/** GET /api/users/main-balance: the USD balance as a display number. */
export async function getMainBalance(userId: number) {
  return { mainBalance: Number(await mainBalanceOf(userId)) };
}
