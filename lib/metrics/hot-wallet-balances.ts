// The hot wallets' balances for the scrape: asked of each configured chain's node, cached like the database
// figures so a scrape costs at most one round of node calls per 15 s; a node that does not answer in time
// leaves its chain out (Prometheus sees the series go missing) instead of holding the scrape.
import { formatUnits, getAddress } from "viem";
import { payoutSetup } from "@/lib/payouts/payout-chains";
import { PAYOUT_CHAINS, type PayoutChain } from "@/lib/payouts/signer";
import { FIGURES_CACHE_MS } from "./figures";

type Balance = { chain: string; asset: string; amount: number };

const NATIVE_SYMBOL: Record<PayoutChain, string> = { ETHEREUM: "ETH", BSC: "BNB" };
const NODE_TIMEOUT_MS = 3_000;

const g = globalThis as unknown as { __apexHotWalletBalances?: { at: number; value: Promise<Balance[]> } };

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error("node timeout")), ms).unref?.());
}

async function chainBalances(chain: PayoutChain): Promise<Balance[]> {
  const setup = payoutSetup(chain);
  if (!setup) return [];
  const address = setup.signer.address;
  const read = async () => {
    const out: Balance[] = [
      {
        chain,
        asset: NATIVE_SYMBOL[chain],
        amount: Number(formatUnits(await setup.node.balance(address), 18)),
      },
    ];
    for (const [asset, contract] of Object.entries(setup.watched.tokens)) {
      const token = getAddress(contract!);
      const [held, decimals] = await Promise.all([
        setup.node.tokenBalance(token, address),
        setup.node.tokenDecimals(token),
      ]);
      out.push({ chain, asset, amount: Number(formatUnits(held, decimals)) });
    }
    return out;
  };
  try {
    return await Promise.race([read(), timeout(NODE_TIMEOUT_MS)]);
  } catch {
    return [];
  }
}

export function hotWalletBalances(): Promise<Balance[]> {
  const cached = g.__apexHotWalletBalances;
  if (cached && Date.now() - cached.at < FIGURES_CACHE_MS) return cached.value;
  const value = Promise.all(PAYOUT_CHAINS.map(chainBalances)).then((all) => all.flat());
  g.__apexHotWalletBalances = { at: Date.now(), value };
  return value;
}
