import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";

/** Only the PIN's existence is ever revealed. */
export async function hasWithdrawalPin(userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ hash: users.withdrawalPinHash }).from(users).where(eq(users.id, userId));
  return !!row?.hash;
}
