// The deposit flow's fixed texts and figures (Deposits, limits).

/** Full names for the symbols GET /api/deposits/addresses returns; an unknown symbol shows as itself. */
export const DEPOSIT_ASSET_NAMES: Record<string, string> = {
  BTC: "Bitcoin",
  ETH: "Ethereum",
  USDT: "Tether",
  BNB: "BNB",
};

export const depositAssetName = (symbol: string) => DEPOSIT_ASSET_NAMES[symbol] ?? symbol;

export const MIN_DEPOSIT = "0.001";
export const CONFIRMATIONS = 12;
export const PROCESSING_TIME = "10-30 minutes";
