// The platform's own addresses whose balances back the liabilities: RESERVE_ADDRESSES (JSON, the operator's
// list) plus the EVM hot wallets, which are listed without being named there. Per-investor deposit addresses
// and the xpubs are never among them (docs/proof-of-reserves.md).
import { getDb } from "@/db/client";
import { hotWallets } from "@/db/schema";
import { env } from "@/lib/env";
import { reserveAddressesProblem, reserveAddressListSchema, type ReserveNetwork } from "./reserve-networks";

export type { ReserveNetwork };

export type ReserveAddress = { network: ReserveNetwork; address: string };

/** The operator's list (its form is checked with the environment at start-up). */
export function configuredReserveAddresses(raw = env().RESERVE_ADDRESSES): ReserveAddress[] {
  if (!raw) return [];
  const problem = reserveAddressesProblem(raw);
  if (problem) throw new Error(`RESERVE_ADDRESSES: ${problem}`);
  return reserveAddressListSchema.parse(JSON.parse(raw));
}

/** EVM addresses compare without case; the published form is the one written first (the operator's). */
function keyOf(entry: ReserveAddress) {
  const evm = entry.network === "ETHEREUM" || entry.network === "BSC";
  return `${entry.network}:${evm ? entry.address.toLowerCase() : entry.address}`;
}

export async function reserveAddresses(): Promise<ReserveAddress[]> {
  const db = await getDb();
  const wallets = await db.select({ chain: hotWallets.chain, address: hotWallets.address }).from(hotWallets);
  const listed = [
    ...configuredReserveAddresses(),
    ...wallets
      .filter(
        (w): w is { chain: "ETHEREUM" | "BSC"; address: string } =>
          w.chain === "ETHEREUM" || w.chain === "BSC",
      )
      .map((w) => ({ network: w.chain, address: w.address })),
  ];
  const seen = new Set<string>();
  return listed.filter((entry) => {
    const key = keyOf(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
