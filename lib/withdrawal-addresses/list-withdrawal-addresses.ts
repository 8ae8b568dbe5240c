// GET /api/users/withdrawal-addresses: the investor's saved addresses (newest first), "whitelist only" as it
// stands now, and the cool-down the screens explain.
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, withdrawalAddresses } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { addressOutput } from "./address-output";
import { cooldownHours } from "./cooldown";
import { whitelistState } from "./whitelist";

export async function listWithdrawalAddresses(userId: number) {
  const db = await getDb();
  const [user] = await db
    .select({ whitelistOnly: users.whitelistOnly, whitelistOffAt: users.whitelistOffAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  const rows = await db
    .select()
    .from(withdrawalAddresses)
    .where(eq(withdrawalAddresses.userId, userId))
    .orderBy(desc(withdrawalAddresses.createdAt), desc(withdrawalAddresses.id));
  const at = now();
  return {
    addresses: rows.map((row) => addressOutput(row, at)),
    ...whitelistState(user, at),
    cooldownHours: cooldownHours(),
  };
}
