/** The networks a reserve address may be on (RESERVE_ADDRESSES' `network`). */
export const RESERVE_NETWORKS = ["ETHEREUM", "BSC", "BITCOIN", "TRON"] as const;
export type ReserveNetwork = (typeof RESERVE_NETWORKS)[number];
