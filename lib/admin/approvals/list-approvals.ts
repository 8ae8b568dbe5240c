import { desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { adminApprovals, users } from "@/db/schema";
import { approvalOutput } from "./approval-output";
import { fourEyesState } from "./four-eyes";
import type { ApprovalStatus } from "./kinds";

/** The newest this many: the queue is short-lived work, not a history (the audit trail is). */
const LIMIT = 200;

/** GET /api/admin/approvals?status=: the queue, with who proposed what and why, and whether the rule is on. */
export async function listApprovals(status?: ApprovalStatus) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(adminApprovals)
    .where(status ? eq(adminApprovals.status, status) : undefined)
    .orderBy(desc(adminApprovals.createdAt), desc(adminApprovals.id))
    .limit(LIMIT);
  const ids = [
    ...new Set(rows.flatMap((r) => [r.proposedBy, r.decidedBy, r.userId]).filter((x) => x !== null)),
  ];
  const people = ids.length
    ? await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, ids as number[]))
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  const unknown = (id: number) => ({ id, name: "", email: "" });
  return {
    rule: await fourEyesState(db),
    approvals: rows.map((r) =>
      approvalOutput(r, {
        user: r.userId ? (byId.get(r.userId) ?? unknown(r.userId)) : null,
        proposedBy: byId.get(r.proposedBy) ?? unknown(r.proposedBy),
        decidedBy: r.decidedBy ? (byId.get(r.decidedBy) ?? unknown(r.decidedBy)) : null,
      }),
    ),
  };
}
