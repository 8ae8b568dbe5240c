import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { hashSecret } from "@/lib/auth/password";

/** POST /api/user/settings: the AccountSettings transaction PIN, stored only as an Argon2id hash. */
export async function saveTransactionPin(userId: number, pin: string) {
  const transactionPinHash = await hashSecret(pin);
  const db = await getDb();
  await db.update(users).set({ transactionPinHash, updatedAt: new Date() }).where(eq(users.id, userId));
  return { message: "Settings saved successfully" };
}
