// Investors the multi-instance suite needs, written straight into the database the servers migrated and
// seeded (as the fault suite seeds): an account with a password and a PIN, funds through the ledger, and a
// session minted with the servers' keys (this process holds the same NEXTAUTH_SECRET).
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { balances, users } from "@/db/schema";
import { hashSecret } from "@/lib/auth/password";
import { createSession } from "@/lib/auth/start-session";
import { postEntry } from "@/lib/ledger/post-entry";
import { ASSETS } from "@/lib/money/assets";

const ORIGIN = { ip: "127.0.0.1", userAgent: "multi-instance-suite" };

export async function seedInvestor(
  db: Db,
  opts: { password?: string; pin?: string; funds?: Record<string, string> },
): Promise<{ id: number; email: string; token: string }> {
  const [user] = await db
    .insert(users)
    .values({
      name: "Instances Investor",
      email: `instances-${randomBytes(5).toString("hex")}@example.com`,
      passwordHash: await hashSecret(opts.password ?? randomBytes(16).toString("hex")),
      withdrawalPinHash: opts.pin ? await hashSecret(opts.pin) : null,
      emailVerifiedAt: new Date(),
    })
    .returning();
  await db.insert(balances).values(ASSETS.map((asset) => ({ userId: user.id, asset })));
  for (const [asset, amount] of Object.entries(opts.funds ?? {}))
    await db.transaction((tx) =>
      postEntry(tx, {
        userId: user.id,
        asset: asset as (typeof ASSETS)[number],
        amount,
        kind: "ADJUSTMENT",
        reference: `instances-fund:${user.id}:${asset}`,
      }),
    );
  const { token } = await createSession(user, ORIGIN, db);
  return { id: user.id, email: user.email, token };
}

/** A session of the built-in administrator the servers' seed created. */
export async function adminSession(db: Db): Promise<string> {
  const [admin] = await db.select().from(users).where(eq(users.role, "ADMIN")).limit(1);
  if (!admin) throw new Error("no administrator: the servers' seed did not run");
  return (await createSession(admin, ORIGIN, db)).token;
}
