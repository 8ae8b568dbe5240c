// Step one of turning two-factor on: a new secret, stored (encrypted) but not yet active, and the URI the
// authenticator app reads. Calling it again replaces a pending secret; an active one is never replaced.
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, type User } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import { TWO_FACTOR_ALREADY_ENABLED } from "./messages";
import { newTotpSecret, totpUri } from "./totp";
import { sealTotpSecret } from "./two-factor-secret";

export async function setupTwoFactor(user: User): Promise<{ secret: string; otpauthUrl: string }> {
  if (user.twoFactorEnabledAt) throw conflict(TWO_FACTOR_ALREADY_ENABLED);
  const secret = newTotpSecret();
  const db = await getDb();
  const stored = await db
    .update(users)
    .set({ twoFactorSecret: sealTotpSecret(user.id, secret), twoFactorLastStep: null })
    .where(and(eq(users.id, user.id), isNull(users.twoFactorEnabledAt)))
    .returning({ id: users.id });
  if (stored.length === 0) throw conflict(TWO_FACTOR_ALREADY_ENABLED);
  return { secret, otpauthUrl: totpUri(secret, user.email) };
}
