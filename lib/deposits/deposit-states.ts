// What the back office calls each deposit: a chain watcher's state, or ADMIN_CREDIT for one the team typed in.
// Plain lists, so the browser reads them without the database layer.

/** The states a chain watcher writes (deposits.chain_state). */
export const CHAIN_DEPOSIT_STATES = ["PENDING", "CREDITED", "BELOW_MINIMUM", "ORPHANED", "FLAGGED"] as const;
export type ChainDepositState = (typeof CHAIN_DEPOSIT_STATES)[number];

/** The back office's filter and column: the chain states plus the team's credits. */
export const ADMIN_DEPOSIT_STATES = [...CHAIN_DEPOSIT_STATES, "ADMIN_CREDIT"] as const;
export type AdminDepositState = (typeof ADMIN_DEPOSIT_STATES)[number];

/**
 * Why a chain deposit the investor's Deposit History lists was not credited (GET /api/deposits `notCredited`):
 * below the minimum deposit.
 */
export const NOT_CREDITED_REASONS = ["BELOW_MINIMUM"] as const;
export type NotCreditedReason = (typeof NOT_CREDITED_REASONS)[number];
