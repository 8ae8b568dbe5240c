import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import type { SecuritySettingsInput, SessionTimeout } from "@/lib/validation/security";

export type SecuritySettings = { loginNotifications: boolean; sessionTimeout: SessionTimeout };

const columns = { loginNotifications: users.loginNotifications, sessionTimeout: users.sessionTimeout };

/** GET /api/users/security. */
export async function getSecuritySettings(userId: number): Promise<SecuritySettings> {
  const db = await getDb();
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  return row as SecuritySettings;
}

/** PUT /api/users/security: the fields sent change, the others stay; answers what is now saved. A shorter
 *  timeout applies at once, to the sessions already open too (the idle check reads it on every request). */
export async function saveSecuritySettings(
  userId: number,
  input: SecuritySettingsInput,
): Promise<SecuritySettings> {
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(columns);
  if (!row) throw notFound();
  return row as SecuritySettings;
}
