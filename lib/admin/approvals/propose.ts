import { and, eq } from "drizzle-orm";
import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { adminApprovals } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { isUniqueViolation } from "@/lib/db-errors";
import type { Asset } from "@/lib/money/assets";
import type { ApprovalKind } from "./kinds";

export const AWAITING_SECOND_APPROVAL = "Awaiting a second administrator's approval";
export const ALREADY_PROPOSED = "The same change is already awaiting a second administrator";

export type Proposal = {
  kind: ApprovalKind;
  target: string;
  payload: Record<string, unknown>;
  proposerId: number;
  userId?: number | null;
  asset?: Asset | null;
  amount?: string | null;
  usdValue?: string | null;
  reason?: string | null;
};

/**
 * Records the change for a second administrator instead of making it: 202 `{ approval: { id, status } }`.
 * One PENDING proposal per kind and target (a unique index): a second one is a 409 naming the first.
 */
export async function propose(p: Proposal): Promise<Response> {
  const db = await getDb();
  try {
    const row = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(adminApprovals)
        .values({
          kind: p.kind,
          target: p.target,
          payload: p.payload,
          userId: p.userId ?? null,
          asset: p.asset ?? null,
          amount: p.amount ?? null,
          usdValue: p.usdValue ?? null,
          reason: p.reason ?? null,
          proposedBy: p.proposerId,
        })
        .returning();
      await recordAudit(tx, {
        adminId: p.proposerId,
        action: "APPROVAL_PROPOSE",
        userId: p.userId ?? null,
        asset: p.asset ?? null,
        amount: p.amount ?? null,
        usdValue: p.usdValue ?? null,
        status: "PENDING",
        reason: p.reason ?? null,
        ...auditDetails("APPROVAL_PROPOSED", { approval: row.id, kind: p.kind }),
        after: { kind: p.kind, target: p.target, payload: p.payload },
      });
      return row;
    });
    return NextResponse.json(
      { message: AWAITING_SECOND_APPROVAL, approval: { id: row.id, status: "PENDING" } },
      { status: 202 },
    );
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const [pending] = await db
      .select({ id: adminApprovals.id })
      .from(adminApprovals)
      .where(
        and(
          eq(adminApprovals.kind, p.kind),
          eq(adminApprovals.target, p.target),
          eq(adminApprovals.status, "PENDING"),
        ),
      );
    throw conflict(ALREADY_PROPOSED, { approvalId: pending?.id ?? null });
  }
}
