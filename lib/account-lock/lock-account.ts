// "Lock my account": the owner (from any signed-in session, or with the link of a security e-mail,
// signed out) or an administrator freezes the account at once. In one transaction: the lock is written, every
// session ends (the next request of any of them is a 401), every withdrawal request not yet decided is
// cancelled and refunded through the ledger (the rejection's own path, lib/withdrawals/decide-withdrawal.ts), so
// is every approved one whose payout nothing has signed yet (approvedOf: one in a payout batch is left, and the
// owner told), the audit trail records it, and the owner is e-mailed. A locked account signs in nowhere until a password
// reset (lib/auth/reset-password.ts) or an administrator with a reason unlocks it.
import { and, eq, gt, isNull, notExists, sql } from "drizzle-orm";
import { getDb, type Executor, type Tx } from "@/db/client";
import {
  accountLockTokens,
  notifications,
  payoutAttempts,
  payouts,
  transactions,
  users,
  withdrawalRequests,
} from "@/db/schema";
import { badRequest, conflict, forbidden, notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { revokeAllSessions } from "@/lib/auth/revoke-sessions";
import { now } from "@/lib/clock";
import {
  amountFor,
  localeOf,
  recipientLocaleIn,
  translatorFor,
  utcTimeFor,
} from "@/lib/i18n/server-translator";
import { enqueueMail } from "@/lib/jobs/mail";
import { assetSymbol } from "@/lib/labels";
import { auditPayout } from "@/lib/payouts/audit-payout";
import { postEntry } from "@/lib/ledger/post-entry";
import { moneyString } from "@/lib/money/decimal";
import { decideWithdrawal } from "@/lib/withdrawals/decide-withdrawal";
import { hashLockToken } from "./lock-token";
import {
  ACCOUNT_ALREADY_LOCKED,
  ACCOUNT_LOCKED_DONE,
  ACCOUNT_NOT_LOCKED,
  ACCOUNT_UNLOCKED,
  LOCK_LINK_INVALID,
  LOCK_SELF_BY_ADMIN,
} from "./messages";

/** Who locks: the owner (signed in or through a link) or an administrator with a reason. */
export type Locker = { by: "owner" } | { by: "admin"; adminId: number; reason: string };

export type LockOutcome = { message: string; sessionsEnded: number; withdrawalsCancelled: number };

/** Cancels one undecided withdrawal request of a locked account: its amount comes back through the ledger. */
async function cancelWithdrawal(tx: Tx, requestId: number, actorId: number) {
  await decideWithdrawal(
    requestId,
    actorId,
    "REJECTED",
    {
      transactionStatus: "INACTIVE",
      auditAction: "WITHDRAWAL_REJECT",
      apply: async (inner, w) => {
        await postEntry(inner, {
          userId: w.userId,
          asset: w.asset,
          amount: moneyString(w.amount),
          kind: "WITHDRAWAL_REVERSAL",
          reference: `withdrawal-reversal:${w.id}`,
          memo: `Withdrawal request #${w.id} cancelled: the account was locked`,
        });
      },
      notice: (w, t, amount) => ({
        title: t("withdrawal.cancelledByLock.title"),
        content: t("withdrawal.cancelledByLock.content", { amount, asset: assetSymbol(w.asset) }),
      }),
    },
    tx,
  );
}

/** Why an approved withdrawal's payout stopped: the payout's error and the request's failure reason. */
export const CANCELLED_BY_LOCK = "Cancelled: the account was locked";

/**
 * The approved withdrawals of the account that nothing has signed yet, locked for update: a payout still QUEUED
 * (the hot wallet signs and moves it to BROADCAST in one transaction under this same row lock), in no Bitcoin or
 * Tron batch (an exported batch may already be signed offline, and its signed copy broadcast outside Apex), not
 * owed a conflict with an earlier cancelled batch (that batch might still confirm), with no signed attempt.
 * Approved requests outside this (in a batch, or paid by hand on a network without a hot wallet) are counted:
 * the owner is told they could not be cancelled.
 */
async function approvedOf(tx: Tx, userId: number) {
  const approved = await tx
    .select({ id: withdrawalRequests.id })
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.userId, userId), eq(withdrawalRequests.status, "APPROVED")))
    .orderBy(withdrawalRequests.id)
    .for("update");
  if (approved.length === 0) return { unsigned: [], left: 0 };
  const unsigned = await tx
    .select({ payoutId: payouts.id, requestId: payouts.withdrawalRequestId })
    .from(payouts)
    .innerJoin(withdrawalRequests, eq(withdrawalRequests.id, payouts.withdrawalRequestId))
    .where(
      and(
        eq(withdrawalRequests.userId, userId),
        eq(withdrawalRequests.status, "APPROVED"),
        eq(payouts.state, "QUEUED"),
        isNull(payouts.batchId),
        isNull(payouts.nonce),
        sql`coalesce(jsonb_array_length(${payouts.afterBatches}), 0) = 0`,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(payoutAttempts)
            .where(eq(payoutAttempts.payoutId, payouts.id)),
        ),
      ),
    )
    .orderBy(payouts.id)
    .for("update", { of: payouts });
  return { unsigned, left: approved.length - unsigned.length };
}

/** Stops an approved withdrawal's unsigned payout (approvedOf) and returns its amount through the ledger. */
async function cancelPayout(tx: Tx, payoutId: number, requestId: number) {
  const [stopped] = await tx
    .update(payouts)
    .set({ state: "FAILED", lastError: CANCELLED_BY_LOCK, updatedAt: new Date() })
    .where(and(eq(payouts.id, payoutId), eq(payouts.state, "QUEUED"), isNull(payouts.batchId)))
    .returning({ id: payouts.id });
  if (!stopped) return false;
  const [request] = await tx
    .update(withdrawalRequests)
    .set({ status: "FAILED", failureReason: CANCELLED_BY_LOCK })
    .where(and(eq(withdrawalRequests.id, requestId), eq(withdrawalRequests.status, "APPROVED")))
    .returning();
  if (!request)
    throw new Error(`Withdrawal request #${requestId} left APPROVED while its payout was cancelled`);
  await postEntry(tx, {
    userId: request.userId,
    asset: request.asset,
    amount: moneyString(request.amount),
    kind: "WITHDRAWAL_REVERSAL",
    reference: `withdrawal-reversal:${request.id}`,
    memo: `Withdrawal request #${request.id} cancelled: the account was locked`,
  });
  await tx
    .update(transactions)
    .set({ status: "INACTIVE", updatedAt: new Date() })
    .where(and(eq(transactions.withdrawalRequestId, request.id), eq(transactions.type, "WITHDRAWAL")));
  const locale = await recipientLocaleIn(tx, request.userId);
  const t = await translatorFor(locale, "notifications");
  await tx.insert(notifications).values({
    userId: request.userId,
    title: t("withdrawal.cancelledByLock.title"),
    content: t("withdrawal.cancelledByLock.content", {
      amount: amountFor(locale, moneyString(request.amount)),
      asset: assetSymbol(request.asset),
    }),
  });
  await auditPayout(tx, request, { action: "PAYOUT_FAILED", reason: CANCELLED_BY_LOCK, hash: null });
  return true;
}

/** Locks the account in `tx`; the user row must not be locked yet. */
async function lockIn(tx: Tx, userId: number, locker: Locker, at: Date): Promise<LockOutcome> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for("update");
  if (!user) throw notFound("User not found");
  if (user.lockedAt) {
    // The owner pressing twice (or a link after the button) is no error: the account is locked either way.
    if (locker.by === "owner")
      return { message: ACCOUNT_LOCKED_DONE, sessionsEnded: 0, withdrawalsCancelled: 0 };
    throw conflict(ACCOUNT_ALREADY_LOCKED);
  }
  const reason = locker.by === "admin" ? locker.reason : null;
  const actorId = locker.by === "admin" ? locker.adminId : userId;
  await tx
    .update(users)
    .set({
      lockedAt: at,
      lockedBy: locker.by === "admin" ? locker.adminId : null,
      lockReason: reason,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
  const sessionsEnded = await revokeAllSessions(tx, userId);
  const pending = await tx
    .select({ id: withdrawalRequests.id })
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.userId, userId), eq(withdrawalRequests.status, "PENDING")))
    .orderBy(withdrawalRequests.id)
    .for("update");
  for (const w of pending) await cancelWithdrawal(tx, w.id, actorId);
  const approved = await approvedOf(tx, userId);
  let payoutsCancelled = 0;
  for (const p of approved.unsigned) if (await cancelPayout(tx, p.payoutId, p.requestId)) payoutsCancelled++;
  const withdrawalsCancelled = pending.length + payoutsCancelled;
  const notCancelled = approved.left + approved.unsigned.length - payoutsCancelled;
  await recordAudit(tx, {
    adminId: actorId,
    action: "ACCOUNT_LOCK",
    userId,
    reason,
    ...auditDetails("ACCOUNT_LOCKED", {
      email: user.email,
      sessions: sessionsEnded,
      withdrawals: withdrawalsCancelled,
    }),
    before: { locked: false },
    after: { locked: true, sessionsEnded, withdrawalsCancelled, withdrawalsNotCancelled: notCancelled },
  });
  const locale = localeOf(user);
  const t = await translatorFor(locale, "emails");
  const time = utcTimeFor(locale, at);
  await enqueueMail(
    tx,
    {
      to: user.email,
      subject: t("accountLocked.subject"),
      text:
        (reason
          ? t("accountLocked.byAdmin", { name: user.name, time, reason })
          : t("accountLocked.byOwner", { name: user.name, time })) +
        (notCancelled > 0 ? `\n\n${t("accountLocked.notCancelled", { count: notCancelled })}` : ""),
    },
    `account-locked:${userId}:${at.getTime()}`,
  );
  // Those left on their way are in the owner's e-mail and the audit entry.
  return { message: ACCOUNT_LOCKED_DONE, sessionsEnded, withdrawalsCancelled };
}

/** POST /api/users/lock: the signed-in owner locks their own account (no PIN, no code). */
export async function lockOwnAccount(userId: number, at = new Date()): Promise<LockOutcome> {
  const db = await getDb();
  return db.transaction((tx) => lockIn(tx, userId, { by: "owner" }, at));
}

/** POST /api/auth/lock-account { token }: the link of a security e-mail, used once, signed out. */
export async function lockWithLink(token: string, at = new Date()): Promise<LockOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The guarded update is what makes the link single-use: of two racing clicks only one gets the row.
    const [row] = await tx
      .update(accountLockTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(accountLockTokens.tokenHash, hashLockToken(token)),
          isNull(accountLockTokens.usedAt),
          gt(accountLockTokens.expiresAt, at),
        ),
      )
      .returning({ userId: accountLockTokens.userId });
    if (!row) throw badRequest(LOCK_LINK_INVALID);
    return lockIn(tx, row.userId, { by: "owner" }, at);
  });
}

/** POST /api/admin/users/{id}/lock { reason }: an administrator locks an investor's account. */
export async function adminLockAccount(adminId: number, userId: number, reason: string, at = new Date()) {
  if (adminId === userId) throw forbidden(LOCK_SELF_BY_ADMIN);
  const db = await getDb();
  return db.transaction((tx) => lockIn(tx, userId, { by: "admin", adminId, reason }, at));
}

/** POST /api/admin/users/{id}/unlock { reason }: after checking who is asking, an administrator unlocks. */
export async function adminUnlockAccount(adminId: number, userId: number, reason: string) {
  if (adminId === userId) throw forbidden(LOCK_SELF_BY_ADMIN);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, lockedAt: users.lockedAt })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for("update");
    if (!user) throw notFound("User not found");
    if (!user.lockedAt) throw conflict(ACCOUNT_NOT_LOCKED);
    await unlockIn(tx, userId);
    await recordAudit(tx, {
      adminId,
      action: "ACCOUNT_UNLOCK",
      userId,
      reason,
      ...auditDetails("ACCOUNT_UNLOCKED", { email: user.email }),
      before: { locked: true },
      after: { locked: false },
    });
  });
  return { message: ACCOUNT_UNLOCKED };
}

/** After an unlock by password reset, withdrawal requests wait this long. */
export const WITHDRAWAL_BLOCK_AFTER_RESET_MS = 24 * 60 * 60 * 1000;

/**
 * Clears the lock in `exec`. `blockWithdrawals`: the password-reset way, after which withdrawal requests are
 * refused for 24 hours (whoever reset the password may not be the owner). Answers whether it was locked.
 */
export async function unlockIn(
  exec: Executor,
  userId: number,
  {
    blockWithdrawals = false,
    ownLockOnly = false,
  }: { blockWithdrawals?: boolean; ownLockOnly?: boolean } = {},
): Promise<boolean> {
  const rows = await exec
    .update(users)
    .set({
      lockedAt: null,
      lockedBy: null,
      lockReason: null,
      ...(blockWithdrawals
        ? { withdrawalsBlockedUntil: new Date(now().getTime() + WITHDRAWAL_BLOCK_AFTER_RESET_MS) }
        : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(users.id, userId),
        sql`${users.lockedAt} is not null`,
        ownLockOnly ? isNull(users.lockedBy) : undefined,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}
