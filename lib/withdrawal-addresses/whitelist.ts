// "Whitelist only", as it stands at a moment: on until a requested switch-off's time has come
// (users.whitelist_off_at), which then reads as off without anything having to run at that time.
import { now } from "@/lib/clock";

export type WhitelistRow = { whitelistOnly: boolean; whitelistOffAt: Date | null };

export type WhitelistState = { whitelistOnly: boolean; whitelistOffAt: string | null };

export function whitelistOn(row: WhitelistRow, at = now()): boolean {
  return row.whitelistOnly && !(row.whitelistOffAt && row.whitelistOffAt <= at);
}

/** What the API answers: on or off now, and when a pending switch-off takes effect (null when none). */
export function whitelistState(row: WhitelistRow, at = now()): WhitelistState {
  const on = whitelistOn(row, at);
  return {
    whitelistOnly: on,
    whitelistOffAt: on && row.whitelistOffAt ? row.whitelistOffAt.toISOString() : null,
  };
}
