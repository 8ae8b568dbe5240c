// The chain watchers' question for a run of blocks: which of these addresses belong to an investor? One query
// on the address indexes, whatever the number of investors. EVM addresses are compared in lower case (logs and
// RPC answers carry lower case; hashing each into its EIP-55 form would cost more than the lookup), bech32 in
// lower case, Tron's base58 as written (its case matters).
import { or, sql } from "drizzle-orm";
import { type Executor, getDb } from "@/db/client";
import { depositAddresses } from "@/db/schema";

export type AddressOwner = {
  userId: number;
  network: string;
  childIndex: number;
  /** The address as stored and shown to its owner (EIP-55 for EVM). */
  address: string;
};

type Lookup = { key: string; evm: boolean };

function lookupOf(address: string): Lookup | null {
  const a = address.trim();
  if (/^0x[0-9a-fA-F]{40}$/.test(a)) return { key: a.toLowerCase(), evm: true };
  if (/^(bc|tb)1[02-9ac-hj-np-z]{8,87}$/i.test(a)) return { key: a.toLowerCase(), evm: false };
  if (/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(a)) return { key: a, evm: false };
  return null;
}

/** The key an address is found under in depositAddressOwners' answer; null for text that is no address. */
export function addressLookupKey(address: string): string | null {
  return lookupOf(address)?.key ?? null;
}

/** Owners of the given addresses, keyed by addressLookupKey; addresses that are no investor's are absent. */
export async function depositAddressOwners(
  addresses: Iterable<string>,
  exec?: Executor,
): Promise<Map<string, AddressOwner>> {
  const evm = new Set<string>();
  const exact = new Set<string>();
  for (const address of addresses) {
    const lookup = lookupOf(address);
    if (lookup) (lookup.evm ? evm : exact).add(lookup.key);
  }
  const owners = new Map<string, AddressOwner>();
  if (evm.size === 0 && exact.size === 0) return owners;
  const db = exec ?? (await getDb());
  // One array parameter each rather than an IN list: the statement text (and its plan) is the same for a block
  // of three transfers and of three thousand.
  const conditions = [
    ...(evm.size > 0 ? [sql`lower(${depositAddresses.address}) = any(${textArray(evm)}::text[])`] : []),
    ...(exact.size > 0 ? [sql`${depositAddresses.address} = any(${textArray(exact)}::text[])`] : []),
  ];
  const rows = await db
    .select({
      address: depositAddresses.address,
      userId: depositAddresses.userId,
      network: depositAddresses.network,
      childIndex: depositAddresses.childIndex,
    })
    .from(depositAddresses)
    .where(or(...conditions));
  for (const r of rows) {
    const key = addressLookupKey(r.address);
    if (key) owners.set(key, r);
  }
  return owners;
}

/** A Postgres array literal (addresses hold no quotes or backslashes: they passed lookupOf's patterns). */
function textArray(values: Set<string>): string {
  return `{${[...values].map((v) => `"${v}"`).join(",")}}`;
}
