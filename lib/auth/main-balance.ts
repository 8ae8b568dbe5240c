import { and, eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { balances } from "@/db/schema";

/** The user's USD balance as the exact decimal string; "0" if the row is missing. */
export async function mainBalanceOf(userId: number, exec?: Executor): Promise<string> {
  const db = exec ?? (await getDb());
  const [row] = await db
    .select({ amount: balances.amount })
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.asset, "USD")))
    .limit(1);
  return row?.amount ?? "0";
}
