// Idempotent seed, run at every start: the first owner (while there is none) and the three demo plans.
import { and, eq, isNull, sql } from "drizzle-orm";
import { hashSecret } from "@/lib/auth/password";
import { env } from "@/lib/env";
import { ownerPasswordProblem, StartupRefusal } from "@/lib/security/production-settings";
import type { Db, Executor } from "./client";
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
    "       they are read only while no owner exists. Later, change the password signed in as the",
    "       administrator with POST /api/auth/change-password.",
  ].join("\n");
}

/** Whether the first owner was made already: an OWNER administrator, not deleted. */
async function ownerExists(db: Executor): Promise<boolean> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "ADMIN"), eq(users.adminRole, "OWNER"), isNull(users.deletedAt)))
    .limit(1);
  return !!owner;
}

/**
 * `vars`: the environment the production refusal reads (tests pass their own). Throws StartupRefusal when
 * production would create the first owner without a password of its own.
 */
export async function seed(db: Db, vars: Record<string, string | undefined> = process.env): Promise<void> {
  // The first owner only while there is none: afterwards ADMIN_EMAIL and ADMIN_PASSWORD are never read, so a
  // changed value neither resets a password nor makes another owner (more are invited from the back office).
  if (!(await ownerExists(db))) {
    const refusal = ownerPasswordProblem(vars);
    if (refusal) throw new StartupRefusal(refusal);
    const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME } = env();
    const email = ADMIN_EMAIL.toLowerCase();
    const passwordHash = await hashSecret(ADMIN_PASSWORD);
    // Two instances starting together on an empty database make one owner between them.
    const created = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(727003)`);
      if (await ownerExists(tx)) return false;
      const rows = await tx
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
        .onConflictDoNothing()
        .returning({ id: users.id });
      return rows.length > 0;
    });
    if (created && vars.NODE_ENV !== "test") {
      console.log(adminCreatedNotice(email, vars.ADMIN_PASSWORD ? null : ADMIN_PASSWORD));
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
