// Seed factories with unique e-mails, so test files run in any order and in parallel.
import { randomBytes } from "node:crypto";
import { getDb } from "@/db/client";
import { balances, users, type User } from "@/db/schema";
import type { AdminRole } from "@/lib/admin/roles/permissions";
import { hashSecret } from "@/lib/auth/password";
import { createSession } from "@/lib/auth/start-session";
import { ASSETS } from "@/lib/money/assets";

export const DEFAULT_PASSWORD = "Correct-Horse-9";

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

export async function createUser(
  opts: {
    role?: "INVESTOR" | "ADMIN";
    /** An administrator's role: OWNER unless the test says otherwise. */
    adminRole?: AdminRole;
    email?: string;
    password?: string;
    emailVerified?: boolean;
    name?: string;
  } = {},
): Promise<{ user: User; token: string; password: string }> {
  const db = await getDb();
  const password = opts.password ?? DEFAULT_PASSWORD;
  const [user] = await db
    .insert(users)
    .values({
      name: opts.name ?? "Test User",
      email: (opts.email ?? uniqueEmail(opts.role === "ADMIN" ? "admin" : "investor")).toLowerCase(),
      phone: "+12025550123",
      passwordHash: await hashSecret(password),
      role: opts.role ?? "INVESTOR",
      adminRole: opts.role === "ADMIN" ? (opts.adminRole ?? "OWNER") : null,
      emailVerifiedAt: opts.emailVerified === false ? null : new Date(),
    })
    .returning();
  await db.insert(balances).values(ASSETS.map((asset) => ({ userId: user.id, asset })));
  const token = await signedInToken(user);
  return { user, token, password };
}

/** A token for a new session of `user`, as a sign-in from a test client would create (no sign-in notice). */
export async function signedInToken(
  user: User,
  origin: { ip?: string; userAgent?: string } = {},
): Promise<string> {
  const { token } = await createSession(user, {
    ip: origin.ip ?? "127.0.0.1",
    userAgent: origin.userAgent ?? "jest",
  });
  return token;
}
