// The Bitcoin payout wallet's balance for the back office: the coins the export's gap scan finds, confirmed
// (in a block) and unconfirmed (still in the node's pool, e.g. change of a batch just sent). The scan asks the
// node about every address up to the gap, so its answer is kept for a minute: the card asks every 30 s.
import { formatUnits } from "viem";
import { watchedChain } from "@/lib/deposits/watch/watched-chains";
import { esploraWallet } from "./esplora-wallet";
import { payoutWallet } from "./payout-wallet";

export type BitcoinBalance = { confirmed: string; unconfirmed: string };

const KEEP_MS = 60_000;
let kept: { at: number; url: string; balance: BitcoinBalance } | null = null;

export async function bitcoinWalletBalance(fetchImpl?: typeof fetch): Promise<BitcoinBalance | null> {
  const watched = watchedChain("BITCOIN");
  const wallet = payoutWallet();
  if (!watched || !wallet) return null;
  if (!fetchImpl && kept && kept.url === watched.url && Date.now() - kept.at < KEEP_MS) return kept.balance;
  const { utxos } = await esploraWallet(watched.url, fetchImpl).coins(wallet);
  const sum = (confirmed: boolean) =>
    utxos.filter((u) => (u.confirmed ?? false) === confirmed).reduce((total, u) => total + u.value, 0n);
  const balance = { confirmed: formatUnits(sum(true), 8), unconfirmed: formatUnits(sum(false), 8) };
  if (!fetchImpl) kept = { at: Date.now(), url: watched.url, balance };
  return balance;
}

/** Forgets the kept balance (after an export or a broadcast moved the coins, and between tests). */
export function forgetBitcoinBalance(): void {
  kept = null;
}
