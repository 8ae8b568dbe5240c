// The fixed deposit addresses (DEPOSIT_ADDRESS_*) of networks without an account key. lib/env.ts defaults them
// to well-known example addresses so that a fresh clone shows a working Deposits panel; those wallets belong to
// somebody else, and coins an investor sends there are lost. Production therefore never shows them: a network
// with neither an account key nor an address of the platform's own is unavailable there.
import type { Env } from "@/lib/env";
import { DEPOSIT_OPTIONS, type DepositOption } from "./deposit-options";
import { XPUB_SETTING } from "./extended-key";

/** lib/env.ts's defaults, in lower case: public example addresses, never the platform's. */
const EXAMPLE_ADDRESSES: ReadonlySet<string> = new Set(
  [
    "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
    "0x742d35Cc6634C0532925a3b844Bc454e4438f44e",
    "TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9",
  ].map((a) => a.toLowerCase()),
);

/** The option's fixed address, or null where it has none: unset, or (in production) one of the examples. */
export function fixedDepositAddress(option: DepositOption, e: Env): string | null {
  const address = option.fixed ? e[option.fixed].trim() : "";
  if (!address) return null;
  if (e.NODE_ENV === "production" && EXAMPLE_ADDRESSES.has(address.toLowerCase())) return null;
  return address;
}

/**
 * The networks investors cannot deposit on, for the start-up log: a network that had a fixed address but now
 * has neither an account key nor an address of its own (outside production the examples stand in, so none).
 */
export function unavailableDepositNetworks(e: Env): string[] {
  return DEPOSIT_OPTIONS.filter(
    (o) => o.fixed && !e[XPUB_SETTING[o.family]]?.trim() && fixedDepositAddress(o, e) === null,
  ).map((o) => `${o.asset} on the ${o.network}: set ${XPUB_SETTING[o.family]} or ${o.fixed}`);
}
