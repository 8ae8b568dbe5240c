import { getDb } from "@/db/client";
import { readBalances } from "@/lib/ledger/read-balances";

/**
 * GET /api/users/balances ("balances keyed by coin with bitcoinBalance, ethereumBalance,
 * usdtBalance, usdcBalance"). A missing row reads as 0; amounts are display numbers.
 */
export async function getBalances(userId: number) {
  const b = await readBalances(await getDb(), userId);
  return {
    balances: {
      Bitcoin: { bitcoinBalance: Number(b.BITCOIN) },
      Ethereum: { ethereumBalance: Number(b.ETHEREUM) },
      Usdt: { usdtBalance: Number(b.USDT) },
      Usdc: { usdcBalance: Number(b.USDC) },
    },
    mainBalance: Number(b.USD),
  };
}
