// Inside a withdrawal request's own transaction (lib/withdrawals/open-withdrawal.ts): "whitelist only" on,
// the address must be one of the investor's ACTIVE saved addresses for the asset, else 400 and nothing
// written; off, an address the investor never withdrew to before on this network (and not an ACTIVE saved
// one) marks the request `newAddress`. The investor's row is locked first, so a switch or a parallel request
// to the same new address is seen whole: only the first request to an address is new.
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { users, withdrawalAddresses, withdrawalRequests } from "@/db/schema";
import { badRequest, notFound } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import type { Coin } from "@/lib/money/assets";
import { canonicalAddress, caseInsensitiveAddress } from "./address-format";
import { cooldownMs } from "./cooldown";
import { ADDRESS_BOOK_CODES, ADDRESS_NOT_WHITELISTED } from "./messages";
import { whitelistOn } from "./whitelist";

export type AddressCheck = {
  newAddress: boolean;
  user: { id: number; name: string; email: string; preferences: { language?: unknown } | null };
};

export async function checkWithdrawalAddress(
  tx: Executor,
  args: { userId: number; asset: Coin; network: string; address: string },
): Promise<AddressCheck> {
  const [user] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      preferences: users.preferences,
      whitelistOnly: users.whitelistOnly,
      whitelistOffAt: users.whitelistOffAt,
    })
    .from(users)
    .where(eq(users.id, args.userId))
    .for("no key update");
  if (!user) throw notFound();
  const at = now();
  const address = canonicalAddress(args.asset, args.address);
  const [active] = await tx
    .select({ id: withdrawalAddresses.id })
    .from(withdrawalAddresses)
    .where(
      and(
        eq(withdrawalAddresses.userId, args.userId),
        eq(withdrawalAddresses.asset, args.asset),
        eq(withdrawalAddresses.address, address),
        isNotNull(withdrawalAddresses.confirmedAt),
        lte(withdrawalAddresses.confirmedAt, new Date(at.getTime() - cooldownMs())),
      ),
    );
  if (whitelistOn(user, at)) {
    if (!active) throw badRequest(ADDRESS_NOT_WHITELISTED, { code: ADDRESS_BOOK_CODES.notWhitelisted });
    return { newAddress: false, user };
  }
  if (active) return { newAddress: false, user };
  const sameAddress = caseInsensitiveAddress(args.asset, address)
    ? sql`lower(${withdrawalRequests.address}) = ${address.toLowerCase()}`
    : eq(withdrawalRequests.address, address);
  const [used] = await tx
    .select({ id: withdrawalRequests.id })
    .from(withdrawalRequests)
    .where(
      and(
        eq(withdrawalRequests.userId, args.userId),
        eq(withdrawalRequests.network, args.network),
        sameAddress,
      ),
    )
    .limit(1);
  return { newAddress: !used, user };
}
