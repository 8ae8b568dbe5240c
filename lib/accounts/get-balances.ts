import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { balances } from "@/db/schema";
import type { Asset } from "@/lib/money/assets";

/**
 * GET /api/users/balances (spec 1 §3: "balances keyed by coin with bitcoinBalance, ethereumBalance,
 * usdtBalance, usdcBalance"). A missing row reads as 0; amounts are display numbers.
 */
export async function getBalances(userId: number) {
  const db = await getDb();
  const rows = await db
    .select({ asset: balances.asset, amount: balances.amount })
    .from(balances)
    .where(eq(balances.userId, userId));
  const of = (asset: Asset) => Number(rows.find((r) => r.asset === asset)?.amount ?? "0");
  return {
    balances: {
      Bitcoin: { bitcoinBalance: of("BITCOIN") },
      Ethereum: { ethereumBalance: of("ETHEREUM") },
      Usdt: { usdtBalance: of("USDT") },
      Usdc: { usdcBalance: of("USDC") },
    },
    mainBalance: of("USD"),
  };
}
