// DELETE /api/users/withdrawal-addresses/{id}: the PIN (and, with two-factor on, the code), as a withdrawal
// asks. Another investor's address, or none, is 404 before any PIN is tried, so it costs no guess.
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { withdrawalAddresses } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import type { DeleteWithdrawalAddressInput } from "@/lib/validation/withdrawal-addresses";
import { ADDRESS_NOT_FOUND, ADDRESS_REMOVED } from "./messages";
import { verifyPinAndCode } from "./verify-pin-and-code";

export async function deleteWithdrawalAddress(
  userId: number,
  id: number,
  input: DeleteWithdrawalAddressInput,
  client?: string,
) {
  const db = await getDb();
  const mine = and(eq(withdrawalAddresses.id, id), eq(withdrawalAddresses.userId, userId));
  const [row] = await db.select({ id: withdrawalAddresses.id }).from(withdrawalAddresses).where(mine);
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  await verifyPinAndCode(userId, input, client, { purpose: "address-removal", binding: String(id) });
  const removed = await db.delete(withdrawalAddresses).where(mine).returning({ id: withdrawalAddresses.id });
  if (removed.length === 0) throw notFound(ADDRESS_NOT_FOUND);
  return { message: ADDRESS_REMOVED };
}
