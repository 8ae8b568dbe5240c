// POST /api/users/withdrawal-addresses/confirm: the e-mailed token, by its signed-in owner, within 24 hours,
// once. One guarded UPDATE spends it, so two clicks confirm once; an unknown, used, expired or another
// investor's token is the same 400, telling a guesser nothing.
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, withdrawalAddresses } from "@/db/schema";
import { badRequest } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { addressOutput } from "./address-output";
import { hashConfirmationToken } from "./confirmation-token";
import { activeFrom } from "./cooldown";
import { mailAddressConfirmed } from "./mail-address-notices";
import { ADDRESS_BOOK_CODES, addressConfirmed, INVALID_CONFIRMATION_LINK } from "./messages";

export async function confirmWithdrawalAddress(userId: number, token: string) {
  if (!token || token.length > 128) throw badRequest(INVALID_CONFIRMATION_LINK);
  const db = await getDb();
  const at = now();
  const row = await db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(withdrawalAddresses)
      .set({ confirmedAt: at })
      .where(
        and(
          eq(withdrawalAddresses.tokenHash, hashConfirmationToken(token)),
          eq(withdrawalAddresses.userId, userId),
          isNull(withdrawalAddresses.confirmedAt),
          gt(withdrawalAddresses.tokenExpiresAt, at),
        ),
      )
      .returning();
    if (!confirmed) return null;
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, preferences: users.preferences })
      .from(users)
      .where(eq(users.id, userId));
    await mailAddressConfirmed(tx, user, confirmed, at, activeFrom(at));
    return confirmed;
  });
  if (!row) throw badRequest(INVALID_CONFIRMATION_LINK);
  const activeAt = activeFrom(at);
  return {
    message: addressConfirmed(activeAt),
    code: ADDRESS_BOOK_CODES.confirmed,
    activeAt: activeAt.toISOString(),
    address: addressOutput(row, at),
  };
}
