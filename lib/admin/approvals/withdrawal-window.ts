// The withdrawal threshold counts what one administrator approved alone for one investor over the last 24 hours,
// so approvals just under it one after another add up to it. Each counts at the USD value its WITHDRAWAL_APPROVE
// audit row recorded when it was approved (the request's own recorded value on rows without one).
import Decimal from "decimal.js";
import { and, eq, gt, notExists, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { adminApprovals, auditEntries, withdrawalRequests } from "@/db/schema";
import { getUsdPrices, usdValue } from "@/lib/prices/usd-prices";

/** Advisory lock namespace; the second key is the investor: their approvals are counted one after another. */
const LONE_APPROVALS_LOCK = 727210;

export async function lockInvestorApprovals(tx: Tx, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LONE_APPROVALS_LOCK}, ${userId})`);
}

/** USD approved by `adminId` alone (not through a second administrator's approval) for `userId` in 24 hours. */
export async function approvedAloneUsd(tx: Tx, adminId: number, userId: number): Promise<Decimal> {
  const requestId = sql`(${auditEntries.detailsParams}->>'request')`;
  const rows = await tx
    .select({
      usd: auditEntries.usdValue,
      requested: withdrawalRequests.usdValue,
      asset: auditEntries.asset,
      amount: auditEntries.amount,
    })
    .from(auditEntries)
    .leftJoin(withdrawalRequests, eq(sql`${withdrawalRequests.id}::text`, requestId))
    .where(
      and(
        eq(auditEntries.action, "WITHDRAWAL_APPROVE"),
        eq(auditEntries.adminId, adminId),
        eq(auditEntries.userId, userId),
        gt(auditEntries.createdAt, sql`now() - interval '24 hours'`),
        notExists(
          tx
            .select({ id: adminApprovals.id })
            .from(adminApprovals)
            .where(
              and(
                eq(adminApprovals.kind, "WITHDRAWAL_APPROVE"),
                eq(adminApprovals.status, "APPROVED"),
                eq(adminApprovals.target, sql`'withdrawal:' || ${requestId}`),
              ),
            ),
        ),
      ),
    );
  let total = new Decimal(0);
  let prices: Awaited<ReturnType<typeof getUsdPrices>> | null = null;
  for (const r of rows) {
    const recorded = r.usd ?? r.requested;
    if (recorded !== null) total = total.plus(recorded);
    else if (r.asset && r.amount)
      total = total.plus(usdValue(r.amount, (prices ??= await getUsdPrices())[r.asset]));
  }
  return total;
}
