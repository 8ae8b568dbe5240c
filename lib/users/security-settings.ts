import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import type { SecuritySettingsInput, SessionTimeout } from "@/lib/validation/security";
import { mailWhitelistOff } from "@/lib/withdrawal-addresses/mail-address-notices";
import { whitelistChange } from "@/lib/withdrawal-addresses/whitelist-change";
import { whitelistState, type WhitelistState } from "@/lib/withdrawal-addresses/whitelist";

export type SecuritySettings = {
  loginNotifications: boolean;
  sessionTimeout: SessionTimeout;
} & WhitelistState;

const columns = {
  loginNotifications: users.loginNotifications,
  sessionTimeout: users.sessionTimeout,
  whitelistOnly: users.whitelistOnly,
  whitelistOffAt: users.whitelistOffAt,
};

type Row = {
  loginNotifications: boolean;
  sessionTimeout: number;
  whitelistOnly: boolean;
  whitelistOffAt: Date | null;
};

const answer = (row: Row): SecuritySettings => ({
  loginNotifications: row.loginNotifications,
  sessionTimeout: row.sessionTimeout as SessionTimeout,
  ...whitelistState(row),
});

/** GET /api/users/security. */
export async function getSecuritySettings(userId: number): Promise<SecuritySettings> {
  const db = await getDb();
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  return answer(row);
}

/** PUT /api/users/security: the fields sent change, the others stay; answers what is now saved. A shorter
 *  timeout applies at once, to the sessions already open too (the idle check reads it on every request).
 *  "Whitelist only" off is guarded and delayed (lib/withdrawal-addresses/whitelist-change.ts): a wrong PIN
 *  saves nothing of the request. */
export async function saveSecuritySettings(
  userId: number,
  input: SecuritySettingsInput,
  client?: string,
): Promise<SecuritySettings> {
  const { whitelistOnly, pin, otp, passkey, ...plain } = input;
  const db = await getDb();
  // The PIN and code are checked first, outside the transaction (they keep their own counters).
  const { switchedOff, ...whitelist } = await whitelistChange(
    db,
    userId,
    { whitelistOnly, pin, otp, passkey },
    client,
  );
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(users)
      .set({ ...plain, ...whitelist, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({
        ...columns,
        id: users.id,
        name: users.name,
        email: users.email,
        preferences: users.preferences,
      });
    if (!saved) throw notFound();
    if (switchedOff) await mailWhitelistOff(tx, saved, switchedOff.at, switchedOff.offAt);
    return saved;
  });
  return answer(row);
}
