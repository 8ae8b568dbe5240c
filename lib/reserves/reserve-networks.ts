// The networks a reserve address may be on, and the form of RESERVE_ADDRESSES (checked with the environment at
// start-up, so a malformed list stops the server instead of publishing fewer reserves).
import { z } from "zod";

export const RESERVE_NETWORKS = ["ETHEREUM", "BSC", "BITCOIN", "TRON"] as const;
export type ReserveNetwork = (typeof RESERVE_NETWORKS)[number];

export const reserveAddressListSchema = z.array(
  z.object({ network: z.enum(RESERVE_NETWORKS), address: z.string().trim().min(1).max(200) }).strict(),
);

/** What is wrong with a RESERVE_ADDRESSES value, or null. */
export function reserveAddressesProblem(raw: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return 'not JSON: [{ "network": "ETHEREUM", "address": "0x…" }, …]';
  }
  const parsed = reserveAddressListSchema.safeParse(json);
  return parsed.success
    ? null
    : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
}
