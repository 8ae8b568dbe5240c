// The money writes `npm run bench:writes` times (bench/writes/run.ts), each two ways: through the app's own
// function (the ledger's rules: the withdrawal limits under their lock, the plan share-locked and re-checked,
// the user looked up, an idempotent reference, a guarded debit) and as its bare twin, the same rows inserted in
// one transaction with none of those rules (a plain balance update, so the books still reconcile). The
// difference is what the ledger costs. Called in-process by the bench on the embedded database and through
// POST /api/bench/writes on Postgres.
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { badRequest } from "@/lib/api/errors";
import { parseId } from "@/lib/api/parse-input";
import {
  auditEntries,
  deposits,
  ledgerEntries,
  subscriptions,
  transactions,
  withdrawalRequests,
} from "@/db/schema";
import { creditDeposit } from "@/lib/deposits/credit-deposit";
import { subscribe } from "@/lib/investments/subscribe";
import { transactionDetails, reasonDetails } from "@/lib/transactions/transaction-details";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";

export const BENCH_WRITE_OPS = ["withdrawal", "subscription", "credit"] as const;
export type BenchWriteOp = (typeof BENCH_WRITE_OPS)[number];

/** What every bench write moves: 1 USDT, or a plan whose minimum is this many USD (USDT at its fallback of 1). */
export const BENCH_AMOUNT = "1";
export const BENCH_PLAN_MINIMUM = "10";
const ADDRESS = "TJRabPrwbZy45sbavfcjinPJC18kjpRTv8";
const NETWORK = "Tron Network";

export type BenchWrite = { op: BenchWriteOp; bare: boolean; userId: number; planId: number; adminId: number };

/** POST /api/bench/writes?op=&bare=1&userId=&planId=&adminId= (read here, like benchRoute's userId: a bench
 *  route's query is the bench's own, never documented in the API). */
export function benchWriteFromQuery(req: Request, userId: number): BenchWrite {
  const params = new URL(req.url).searchParams;
  const op = params.get("op") as BenchWriteOp;
  if (!BENCH_WRITE_OPS.includes(op)) throw badRequest("op must be withdrawal, subscription or credit");
  return {
    op,
    bare: params.get("bare") === "1",
    userId,
    planId: parseId(params.get("planId") ?? "0"),
    adminId: parseId(params.get("adminId") ?? "0"),
  };
}

export async function benchWrite(w: BenchWrite): Promise<{ id: number }> {
  if (w.bare) return bareWrite(w);
  switch (w.op) {
    case "withdrawal": {
      const request = await openWithdrawalRequest({
        userId: w.userId,
        asset: "USDT",
        amount: BENCH_AMOUNT,
        network: NETWORK,
        address: ADDRESS,
      });
      return { id: request.id };
    }
    case "subscription": {
      const { subscription } = await subscribe({
        userId: w.userId,
        planId: w.planId,
        asset: "USDT",
        amount: BENCH_PLAN_MINIMUM,
      });
      return { id: subscription.id };
    }
    case "credit": {
      const { transaction } = await creditDeposit(undefined, {
        userId: w.userId,
        asset: "USDT",
        amount: BENCH_AMOUNT,
        adminId: w.adminId,
      });
      return { id: transaction.id };
    }
  }
}

async function bareWrite({ op, userId, planId, adminId }: BenchWrite): Promise<{ id: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const move = async (
      amount: string,
      kind: "WITHDRAWAL" | "SUBSCRIPTION" | "DEPOSIT",
      reference: string,
    ) => {
      await tx.insert(ledgerEntries).values({ userId, asset: "USDT", amount, kind, reference });
      await tx.execute(
        sql`update balances set amount = amount + ${amount}::numeric where user_id = ${userId} and asset = 'USDT'`,
      );
    };
    if (op === "withdrawal") {
      const [request] = await tx
        .insert(withdrawalRequests)
        .values({ userId, amount: BENCH_AMOUNT, asset: "USDT", network: NETWORK, address: ADDRESS })
        .returning({ id: withdrawalRequests.id });
      await move(`-${BENCH_AMOUNT}`, "WITHDRAWAL", `withdrawal:${request.id}`);
      await tx.insert(transactions).values({
        userId,
        withdrawalRequestId: request.id,
        type: "WITHDRAWAL",
        asset: "USDT",
        amount: BENCH_AMOUNT,
        assetAmount: BENCH_AMOUNT,
        status: "PENDING",
        ...transactionDetails("WITHDRAWAL_REQUESTED", {
          request: request.id,
          address: ADDRESS,
          network: NETWORK,
        }),
        usdEquivalent: BENCH_AMOUNT,
      });
      return request;
    }
    if (op === "subscription") {
      const [created] = await tx
        .insert(subscriptions)
        .values({
          userId,
          planId,
          amount: BENCH_PLAN_MINIMUM,
          asset: "USDT",
          assetAmount: BENCH_PLAN_MINIMUM,
          priceUsd: "1",
          interestRate: "1",
          totalReturns: "10",
          status: "ACTIVE",
        })
        .returning({ id: subscriptions.id });
      await move(`-${BENCH_PLAN_MINIMUM}`, "SUBSCRIPTION", `subscription:${created.id}`);
      await tx.insert(transactions).values({
        userId,
        type: "SUBSCRIPTION",
        asset: "USDT",
        amount: BENCH_PLAN_MINIMUM,
        assetAmount: BENCH_PLAN_MINIMUM,
        status: "ACTIVE",
        ...transactionDetails("SUBSCRIBED", {
          plan: "Bench",
          amount: BENCH_PLAN_MINIMUM,
          asset: "USDT",
          price: "1",
        }),
        planId,
        subscriptionId: created.id,
        usdEquivalent: BENCH_PLAN_MINIMUM,
      });
      return created;
    }
    const [transaction] = await tx
      .insert(transactions)
      .values({
        userId,
        type: "CREDIT_USDT",
        asset: "USDT",
        amount: BENCH_AMOUNT,
        assetAmount: BENCH_AMOUNT,
        status: "COMPLETED",
        ...reasonDetails("Admin credit", "ADMIN_CREDIT"),
        usdEquivalent: BENCH_AMOUNT,
        isAdminTransaction: true,
        adminId,
      })
      .returning({ id: transactions.id });
    await move(BENCH_AMOUNT, "DEPOSIT", `credit:${transaction.id}`);
    await tx.insert(deposits).values({
      userId,
      asset: "USDT",
      network: NETWORK,
      amount: BENCH_AMOUNT,
      status: "COMPLETED",
      transactionId: transaction.id,
    });
    await tx.insert(auditEntries).values({
      adminId,
      action: "CREDIT",
      userId,
      asset: "USDT",
      amount: BENCH_AMOUNT,
      usdValue: BENCH_AMOUNT,
      reason: "Admin credit",
    });
    return transaction;
  });
}
