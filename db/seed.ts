// Idempotent seed, run at every start: the built-in admin and the three demo plans.
import { eq, sql } from "drizzle-orm";
import { hashSecret } from "@/lib/auth/password";
import { env } from "@/lib/env";
import type { Db } from "./client";
import { investmentPlans, users } from "./schema";

export const DEMO_PLANS = [
  {
    name: "Basic",
    interestRate: "8.5",
    minimumAmount: "1000",
    maximumAmount: "4999",
    totalReturns: "8.5",
    recommended: false,
  },
  {
    name: "Premium",
    interestRate: "12.8",
    minimumAmount: "5000",
    maximumAmount: "24999",
    totalReturns: "12.8",
    recommended: true,
  },
  {
    name: "Enterprise",
    interestRate: "15.2",
    minimumAmount: "25000",
    maximumAmount: "1000000",
    totalReturns: "15.2",
    recommended: false,
  },
];

/**
 * What the first start prints once it has created the administrator: where to sign in, with which e-mail and
 * password, and how to choose others. `defaultPassword` is the development default when ADMIN_PASSWORD is
 * unset (printed, so a new engineer can sign in); a password from ADMIN_PASSWORD is never echoed.
 */
export function adminCreatedNotice(email: string, defaultPassword: string | null): string {
  return [
    "[seed] Administrator account created. Sign in at /admin/login with",
    `         e-mail:   ${email}`,
    defaultPassword === null
      ? "         password: the value of ADMIN_PASSWORD"
      : `         password: ${defaultPassword}   (the development default)`,
    "       To choose others, set ADMIN_EMAIL and ADMIN_PASSWORD (and ADMIN_NAME) before the first start;",
    "       they are read only when the account is created. Later, change the password signed in as the",
    "       administrator with POST /api/auth/change-password.",
  ].join("\n");
}

export async function seed(db: Db): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME } = env();
  const email = ADMIN_EMAIL.toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!existing) {
    const passwordHash = await hashSecret(ADMIN_PASSWORD);
    await db
      .insert(users)
      .values({
        name: ADMIN_NAME,
        email,
        passwordHash,
        role: "ADMIN",
        // The built-in administrator holds every permission and is the one who invites the others.
        adminRole: "OWNER",
        isVerified: true,
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing();
    if (process.env.NODE_ENV !== "test") {
      console.log(adminCreatedNotice(email, process.env.ADMIN_PASSWORD ? null : ADMIN_PASSWORD));
    }
  }
  // Plans only on an empty table: an admin's later edits and deletions are never undone by a restart.
  // The advisory lock keeps two instances starting together from both inserting them.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(investmentPlans);
    if (Number(count) === 0) await tx.insert(investmentPlans).values(DEMO_PLANS);
  });
}
