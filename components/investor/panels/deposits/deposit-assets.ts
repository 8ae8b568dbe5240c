// The deposit flow's fixed figures (Deposits, limits). The assets' full names are in the deposits catalogue
// (`assetNames.<symbol>`); a symbol it does not list shows as itself.

export const MIN_DEPOSIT = "0.001";
export const CONFIRMATIONS = 12;
