// What investors may deposit, on which network, and where it goes. Only coins the ledger holds are offered
// (BTC, ETH, USDT, USDC): anything else sent to Apex could not be credited. With a family's account key
// configured every option of that family is offered at the investor's own address; without one, only the
// options that have a fixed configured address remain (the admin-credited set of before).
import type { Env } from "@/lib/env";
import type { KeyFamily } from "./extended-key";

export type DepositOption = {
  asset: "BTC" | "ETH" | "USDT" | "USDC";
  network: string;
  family: KeyFamily;
  /** The setting with the fixed address used while the family has no account key; none: not offered then. */
  fixed?: keyof Pick<Env, "DEPOSIT_ADDRESS_BTC" | "DEPOSIT_ADDRESS_ETH" | "DEPOSIT_ADDRESS_USDT">;
};

export const BITCOIN_NETWORK = "Bitcoin Network";
export const ETHEREUM_NETWORK = "Ethereum Network";
export const BSC_NETWORK = "Smart Chain (BNB Network)";
export const TRON_NETWORK = "Tron Network";

/** In the order the Deposits panel lists them. BNB Smart Chain carries only the stablecoins (BNB is no ledger asset). */
export const DEPOSIT_OPTIONS: readonly DepositOption[] = [
  { asset: "BTC", network: BITCOIN_NETWORK, family: "BITCOIN", fixed: "DEPOSIT_ADDRESS_BTC" },
  { asset: "ETH", network: ETHEREUM_NETWORK, family: "EVM", fixed: "DEPOSIT_ADDRESS_ETH" },
  { asset: "USDT", network: TRON_NETWORK, family: "TRON", fixed: "DEPOSIT_ADDRESS_USDT" },
  { asset: "USDT", network: ETHEREUM_NETWORK, family: "EVM" },
  { asset: "USDT", network: BSC_NETWORK, family: "EVM" },
  { asset: "USDC", network: ETHEREUM_NETWORK, family: "EVM" },
  { asset: "USDC", network: BSC_NETWORK, family: "EVM" },
];
