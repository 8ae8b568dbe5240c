// The balance assets. USD is the main balance; the coins are what investors deposit, pay and withdraw in.
export const ASSETS = ["USD", "BITCOIN", "ETHEREUM", "USDT", "USDC"] as const;
export type Asset = (typeof ASSETS)[number];

export const COINS = ["BITCOIN", "ETHEREUM", "USDT", "USDC"] as const;
export type Coin = (typeof COINS)[number];

/** The withdrawal network is derived from the asset. */
export const NETWORK_BY_COIN: Record<Coin, string> = {
  BITCOIN: "Bitcoin Network",
  ETHEREUM: "Ethereum Network",
  USDT: "Tron Network",
  USDC: "Ethereum Network",
};
