import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { hashSecret } from "@/lib/auth/password";
import { checkWithdrawalPin } from "./check-pin";

/** The current PIN counts towards the same lockout as a withdrawal's PIN. */
export async function changeWithdrawalPin(userId: number, currentPin: string, newPin: string): Promise<void> {
  await checkWithdrawalPin(userId, currentPin, {
    wrong: "Current PIN is incorrect",
    noPin: "You have not set a withdrawal pin yet. Set one first.",
  });
  const db = await getDb();
  await db
    .update(users)
    .set({ withdrawalPinHash: await hashSecret(newPin), updatedAt: new Date() })
    .where(eq(users.id, userId));
}
