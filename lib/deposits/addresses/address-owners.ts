// The chain watchers' question for a block: which of these addresses belong to an investor? One indexed query
// per block (the unique address index), whatever the number of investors. Addresses are brought to the form
// they are stored in first: EIP-55 for EVM (logs and RPC answers carry lower case), lower case for bech32.
import { inArray } from "drizzle-orm";
import { type Executor, getDb } from "@/db/client";
import { depositAddresses } from "@/db/schema";
import { toChecksumAddress } from "./derive-address";

export type AddressOwner = { userId: number; network: string; childIndex: number };

/** The stored form of an address as a chain reports it; null for text that is no address of ours to look up. */
export function storedAddressForm(address: string): string | null {
  const a = address.trim();
  if (/^0x[0-9a-fA-F]{40}$/.test(a)) return toChecksumAddress(a);
  if (/^(bc|tb)1[02-9ac-hj-np-z]{8,87}$/i.test(a)) return a.toLowerCase();
  if (/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(a)) return a;
  return null;
}

/** Owners of the given addresses, keyed by the stored form; addresses that are no investor's are absent. */
export async function depositAddressOwners(
  addresses: Iterable<string>,
  exec?: Executor,
): Promise<Map<string, AddressOwner>> {
  const wanted = [...new Set([...addresses].map(storedAddressForm).filter((a): a is string => a !== null))];
  const owners = new Map<string, AddressOwner>();
  if (wanted.length === 0) return owners;
  const db = exec ?? (await getDb());
  const rows = await db
    .select({
      address: depositAddresses.address,
      userId: depositAddresses.userId,
      network: depositAddresses.network,
      childIndex: depositAddresses.childIndex,
    })
    .from(depositAddresses)
    .where(inArray(depositAddresses.address, wanted));
  for (const r of rows)
    owners.set(r.address, { userId: r.userId, network: r.network, childIndex: r.childIndex });
  return owners;
}
