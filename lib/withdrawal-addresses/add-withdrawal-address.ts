// POST /api/users/withdrawal-addresses: saves an UNCONFIRMED address and e-mails its confirmation link, in
// one transaction under the investor's row lock, so parallel adds can neither pass 50 nor save one address
// twice (the unique index stands behind the check).
import { and, count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, withdrawalAddresses } from "@/db/schema";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { isUniqueViolation } from "@/lib/db-errors";
import type { WithdrawalAddressValues } from "@/lib/validation/withdrawal-addresses";
import { addressOutput } from "./address-output";
import { CONFIRMATION_TTL_MS, hashConfirmationToken, newConfirmationToken } from "./confirmation-token";
import { mailAddressConfirmation } from "./mail-address-notices";
import { ADDRESS_ALREADY_SAVED, ADDRESS_SAVED, MAX_ADDRESSES, TOO_MANY_ADDRESSES } from "./messages";

export async function addWithdrawalAddress(userId: number, input: WithdrawalAddressValues) {
  const db = await getDb();
  const token = newConfirmationToken();
  const at = now();
  try {
    const row = await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ id: users.id, name: users.name, email: users.email, preferences: users.preferences })
        .from(users)
        .where(eq(users.id, userId))
        .for("no key update");
      if (!user) throw notFound();
      const [{ saved }] = await tx
        .select({ saved: count() })
        .from(withdrawalAddresses)
        .where(eq(withdrawalAddresses.userId, userId));
      if (saved >= MAX_ADDRESSES) throw badRequest(TOO_MANY_ADDRESSES);
      const [twin] = await tx
        .select({ id: withdrawalAddresses.id })
        .from(withdrawalAddresses)
        .where(
          and(
            eq(withdrawalAddresses.userId, userId),
            eq(withdrawalAddresses.asset, input.asset),
            eq(withdrawalAddresses.address, input.address),
          ),
        );
      if (twin) throw conflict(ADDRESS_ALREADY_SAVED);
      const [inserted] = await tx
        .insert(withdrawalAddresses)
        .values({
          userId,
          label: input.label,
          asset: input.asset,
          network: input.network,
          address: input.address,
          tokenHash: hashConfirmationToken(token),
          tokenExpiresAt: new Date(at.getTime() + CONFIRMATION_TTL_MS),
          createdAt: at,
        })
        .returning();
      await mailAddressConfirmation(tx, user, inserted, token);
      return inserted;
    });
    return { message: ADDRESS_SAVED, address: addressOutput(row, at) };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ADDRESS_ALREADY_SAVED);
    throw err;
  }
}
