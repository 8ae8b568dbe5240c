import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { withdrawalLimits } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { now } from "@/lib/clock";
import { findLiveUser } from "@/lib/users/find-live-user";
import { userWithdrawalLimits, type LimitLevel } from "./withdrawal-limits";

type Limits = { daily: string | null; monthly: string | null };

async function setLimits(adminId: number, scope: string, limits: Limits, userId: number | null) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (userId !== null) await findLiveUser(tx, userId);
    const [row] = await tx
      .insert(withdrawalLimits)
      .values({ scope, ...limits, updatedBy: adminId })
      .onConflictDoUpdate({
        target: withdrawalLimits.scope,
        set: { ...limits, updatedBy: adminId, updatedAt: now() },
      })
      .returning();
    await recordAudit(tx, {
      adminId,
      action: "LIMITS_CHANGE",
      userId,
      ...auditDetails("LIMITS_CHANGED", {
        scope,
        daily: limits.daily ?? "-",
        monthly: limits.monthly ?? "-",
      }),
      after: limits,
    });
    return { daily: row.daily, monthly: row.monthly };
  });
}

/** PUT /api/admin/withdrawal-limits: a verification level's limits (null: none). */
export async function setLevelLimits(adminId: number, level: LimitLevel, limits: Limits) {
  const saved = await setLimits(adminId, `level:${level}`, limits, null);
  return { message: "Withdrawal limits saved", level, ...saved };
}

/** PUT /api/admin/users/{id}/withdrawal-limits: one investor's own limits, over their level's (null: the level's). */
export async function setUserLimits(adminId: number, userId: number, limits: Limits) {
  const saved = await setLimits(adminId, `user:${userId}`, limits, userId);
  return { message: "Withdrawal limits saved", userId, ...saved };
}

/** GET /api/admin/withdrawal-limits: both levels' limits. */
export async function levelLimits() {
  const db = await getDb();
  const rows = await db.select().from(withdrawalLimits);
  const of = (level: LimitLevel) => {
    const row = rows.find((r) => r.scope === `level:${level}`);
    return { daily: row?.daily ?? null, monthly: row?.monthly ?? null };
  };
  return { levels: { UNVERIFIED: of("UNVERIFIED"), VERIFIED: of("VERIFIED") } };
}

/** GET /api/admin/users/{id}/withdrawal-limits: the investor's own limits and what applies to them now. */
export async function investorLimits(userId: number) {
  const db = await getDb();
  await findLiveUser(db, userId);
  const [own] = await db
    .select()
    .from(withdrawalLimits)
    .where(eq(withdrawalLimits.scope, `user:${userId}`));
  return {
    own: { daily: own?.daily ?? null, monthly: own?.monthly ?? null },
    effective: await userWithdrawalLimits(db, userId),
  };
}
