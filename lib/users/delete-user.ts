import { and, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { balances, subscriptions, users, withdrawalRequests } from "@/db/schema";
import { templated } from "@/lib/api/error-codes";
import { conflict } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { englishAmountList } from "@/lib/i18n/amount-list";
import { revokeAllSessions } from "@/lib/auth/revoke-sessions";
import { assetSymbol } from "@/lib/labels";
import { moneyString } from "@/lib/money/decimal";
import { findLiveUser } from "./find-live-user";

/**
 * DELETE /api/users/{id}: a soft delete. The ledger, transactions and audit history stay; the e-mail is
 * free for a new sign-up; the token version moves and the session rows are revoked, so every session of
 * the account dies at once.
 * Refused while the account still holds money or has money in flight: a non-zero balance, a PENDING
 * withdrawal (its funds are held) or an ACTIVE investment (it still earns interest and returns principal).
 */
export async function deleteUser(adminId: number, userId: number) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const user = await findLiveUser(tx, userId, { lock: true });
    // Subscriptions first, locked: an interest run completing one (and paying its principal) finishes
    // before we look, and then the balance check below sees the money it paid.
    const [active] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "ACTIVE")))
      .limit(1)
      .for("update");
    if (active)
      throw conflict("User has an active investment. It must complete before the user can be deleted.");
    // Locking the balance rows makes a posting that is under way finish (or wait) before we look.
    const held = await tx
      .select({ asset: balances.asset, amount: balances.amount })
      .from(balances)
      .where(and(eq(balances.userId, userId), gt(balances.amount, "0")))
      .for("update");
    if (held.length > 0) {
      const list = held.map((b) => ({ amount: moneyString(b.amount), asset: assetSymbol(b.asset) }));
      throw conflict(
        `User still has a balance (${englishAmountList(list)}). Reset the balance before deleting the user.`,
        templated("USER_STILL_HAS_BALANCE", { balances: list }),
      );
    }
    const [pending] = await tx
      .select({ id: withdrawalRequests.id })
      .from(withdrawalRequests)
      .where(and(eq(withdrawalRequests.userId, userId), eq(withdrawalRequests.status, "PENDING")))
      .limit(1);
    if (pending)
      throw conflict("User has a pending withdrawal request. Approve or reject it before deleting the user.");
    const now = new Date();
    await tx
      .update(users)
      .set({ deletedAt: now, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, userId));
    await revokeAllSessions(tx, userId);
    await recordAudit(tx, {
      adminId,
      action: "USER_DELETE",
      userId,
      ...auditDetails("USER_DELETED", { email: user.email }),
      before: { name: user.name, email: user.email, phone: user.phone, isVerified: user.isVerified },
      after: { deletedAt: now.toISOString() },
    });
  });
  return { message: "User deleted successfully" };
}
