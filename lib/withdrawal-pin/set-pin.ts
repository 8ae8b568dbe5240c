import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import { hashSecret } from "@/lib/auth/password";

/** First PIN only: the guarded UPDATE makes two racing requests set it at most once. */
export async function setWithdrawalPin(userId: number, pin: string): Promise<void> {
  const db = await getDb();
  const hash = await hashSecret(pin);
  const updated = await db
    .update(users)
    .set({ withdrawalPinHash: hash, pinFailedAttempts: 0, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.withdrawalPinHash)))
    .returning({ id: users.id });
  if (updated.length === 0) throw conflict("Withdrawal pin already set. Use change pin instead.");
}
