import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import type { PreferencesInput } from "@/lib/validation/account";

/** PUT /api/users/preferences. */
export async function savePreferences(userId: number, preferences: PreferencesInput) {
  const db = await getDb();
  await db.update(users).set({ preferences, updatedAt: new Date() }).where(eq(users.id, userId));
  return { message: "Preferences saved!", preferences };
}
