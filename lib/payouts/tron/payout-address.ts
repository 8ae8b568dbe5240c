// The Tron wallet that pays USDT withdrawals, from the settings: PAYOUT_ADDRESS_TRON, its public base58check T…
// address. Its key stays with the operator: transactions are signed offline. Errors name the setting, never
// the value.
import { watchedChain } from "@/lib/deposits/watch/watched-chains";
import { tronHexAddress } from "@/lib/deposits/watch/sources/tron-source";
import { TRON_NETWORK } from "@/lib/deposits/addresses/deposit-options";
import { env, type Env } from "@/lib/env";

export class TronPayoutAddressError extends Error {}

/** The payout address as 41-prefixed hex, or null when Tron payouts are not configured. */
export function tronPayoutAddress(e: Env = env()): string | null {
  const value = e.PAYOUT_ADDRESS_TRON;
  if (!value) return null;
  // Only the T… form: a hex value here is more likely a private key pasted into the wrong setting.
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(value.trim()))
    throw new TronPayoutAddressError("PAYOUT_ADDRESS_TRON must be a Tron address (T…, 34 characters)");
  try {
    return tronHexAddress(value);
  } catch {
    throw new TronPayoutAddressError(
      "PAYOUT_ADDRESS_TRON is not a Tron address (its checksum does not match)",
    );
  }
}

/** What is wrong with the Tron payout setting, for the start-up check (never the value). */
export function tronPayoutAddressProblems(e: Env = env()): string[] {
  try {
    tronPayoutAddress(e);
    return [];
  } catch (err) {
    return [err instanceof TronPayoutAddressError ? err.message : "PAYOUT_ADDRESS_TRON could not be read"];
  }
}

/** USDT withdrawals over Tron wait for a transaction signed offline when the address, node and contract are set. */
export function tronPayoutsOn(network: string, asset: string): boolean {
  if (network !== TRON_NETWORK) return false;
  const watched = watchedChain("TRON");
  return !!watched?.tokens[asset as keyof typeof watched.tokens] && tronPayoutAddress() !== null;
}
