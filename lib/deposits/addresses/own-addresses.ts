// Each investor's own deposit address per configured key family. The child index is the user's id: ids are
// never reused (users are soft-deleted), so an index never serves two people, and the operator's wallet can
// recompute any investor's address from the id alone. Derivation is deterministic, so two first requests at
// once derive the same address and the insert's ON CONFLICT DO NOTHING lets one row stand.
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { depositAddresses } from "@/db/schema";
import { accountKeyFor, addressNetwork } from "./configured-keys";
import { deriveAddress } from "./derive-address";
import { KEY_FAMILIES, type KeyFamily } from "./extended-key";

export type OwnAddresses = Partial<Record<KeyFamily, string>>;

/** The user's address for every family with an account key, recording any not yet recorded. */
export async function ownDepositAddresses(userId: number): Promise<OwnAddresses> {
  const keys = KEY_FAMILIES.flatMap((family) => {
    const key = accountKeyFor(family);
    return key ? [{ family, key, network: addressNetwork(key), keyId: key.keyId }] : [];
  });
  if (keys.length === 0) return {};
  const db = await getDb();
  const stored = await db
    .select({
      network: depositAddresses.network,
      accountKeyId: depositAddresses.accountKeyId,
      address: depositAddresses.address,
    })
    .from(depositAddresses)
    .where(eq(depositAddresses.userId, userId));
  const out: OwnAddresses = {};
  const missing: (typeof depositAddresses.$inferInsert)[] = [];
  for (const k of keys) {
    const row = stored.find((r) => r.network === k.network && r.accountKeyId === k.keyId);
    if (row) {
      out[k.family] = row.address;
      continue;
    }
    const address = deriveAddress(k.key, userId);
    out[k.family] = address;
    missing.push({ userId, network: k.network, accountKeyId: k.keyId, childIndex: userId, address });
  }
  // Recorded before it is shown: a chain watcher must know whose address it is before coins can arrive.
  if (missing.length > 0) await db.insert(depositAddresses).values(missing).onConflictDoNothing();
  return out;
}
