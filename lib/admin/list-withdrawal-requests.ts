import { and, count, desc, eq, inArray, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payouts, users, withdrawalRequests } from "@/db/schema";
import { WITHDRAWAL_STATUSES } from "@/lib/enums";
import { readPage } from "@/lib/paging/read-page";
import { namesContaining, usersMatching } from "@/lib/paging/search";
import type { WithdrawalListQuery } from "@/lib/validation/admin-lists";
import { requestedPage } from "@/lib/validation/paging";
import { withdrawalOutput } from "@/lib/withdrawals/withdrawal-output";

/**
 * GET /api/admin/withdrawals/all: every request with its user's name and e-mail, newest first. Paged when
 * given `limit`, `offset`, `status` or `q` (the user's name or e-mail, or a status name: the screen's
 * search reads all three). A hot-wallet payout adds its confirmations and why it waits or failed.
 */
export async function listAllWithdrawalRequests(query: WithdrawalListQuery = {}) {
  const db = await getDb();
  const statuses = query.q === undefined ? [] : namesContaining(WITHDRAWAL_STATUSES, query.q);
  const where = and(
    query.status ? eq(withdrawalRequests.status, query.status) : undefined,
    query.q === undefined
      ? undefined
      : or(
          inArray(withdrawalRequests.userId, usersMatching(db, query.q)),
          statuses.length ? inArray(withdrawalRequests.status, statuses) : undefined,
        ),
  );
  const select = db
    .select({
      w: withdrawalRequests,
      name: users.name,
      email: users.email,
      payoutError: payouts.lastError,
      confirmations: payouts.confirmations,
      requiredConfirmations: payouts.requiredConfirmations,
    })
    .from(withdrawalRequests)
    .innerJoin(users, eq(users.id, withdrawalRequests.userId))
    .leftJoin(payouts, eq(payouts.withdrawalRequestId, withdrawalRequests.id))
    .where(where)
    .orderBy(desc(withdrawalRequests.createdAt), desc(withdrawalRequests.id));
  const total = () => db.select({ total: count() }).from(withdrawalRequests).where(where);
  const { rows, pagination } = await readPage(select.$dynamic(), total, requestedPage(query));
  const listed = rows.map(({ w, name, email, payoutError, confirmations, requiredConfirmations }) => ({
    ...withdrawalOutput(w),
    name,
    email,
    userId: w.userId,
    decidedAt: w.decidedAt ? w.decidedAt.toISOString() : null,
    // A hot-wallet payout's progress and, while it waits or once it failed, why (null for a manual payout).
    payout:
      requiredConfirmations === null
        ? null
        : {
            confirmations: confirmations ?? 0,
            requiredConfirmations,
            problem: w.status === "FAILED" ? w.failureReason : payoutError,
          },
  }));
  return pagination ? { withdrawalRequests: listed, pagination } : { withdrawalRequests: listed };
}
