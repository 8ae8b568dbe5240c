// A user's balances as exact decimal strings; a missing row reads as 0.
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { balances } from "@/db/schema";
import { ASSETS, type Asset } from "@/lib/money/assets";
import { moneyString } from "@/lib/money/decimal";

export type BalanceMap = Record<Asset, string>;

export async function readBalances(exec: Executor, userId: number): Promise<BalanceMap> {
  const rows = await exec.select().from(balances).where(eq(balances.userId, userId));
  const result = Object.fromEntries(ASSETS.map((a) => [a, "0"])) as BalanceMap;
  for (const row of rows) result[row.asset] = moneyString(row.amount);
  return result;
}

export async function readBalance(exec: Executor, userId: number, asset: Asset): Promise<string> {
  const [row] = await exec
    .select({ amount: balances.amount })
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.asset, asset)));
  return moneyString(row?.amount ?? "0");
}
