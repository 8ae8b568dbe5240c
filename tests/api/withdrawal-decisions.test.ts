import { and, eq } from "drizzle-orm";
import { auditEntries, ledgerEntries, notifications, transactions, withdrawalRequests } from "@/db/schema";
import { approveWithdrawal } from "@/lib/withdrawals/approve-withdrawal";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { rejectWithdrawal } from "@/lib/withdrawals/reject-withdrawal";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { balanceOf, expectBooksBalanced, fund } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

let adminId = 0;
beforeAll(async () => {
  adminId = (await createUser({ role: "ADMIN" })).user.id;
});

async function pendingWithdrawal(amount = "0.4") {
  const { user } = await createUser();
  await fund(user.id, "ETHEREUM", "1");
  const request = await openWithdrawalRequest({
    userId: user.id,
    asset: "ETHEREUM",
    amount,
    network: "Ethereum Network",
    address: "0x742d35Cc6634C0532925a3b844Bc454e4438f44e",
  });
  return { user, request };
}

const txOf = async (userId: number) =>
  (await db().select().from(transactions).where(eq(transactions.userId, userId)))[0];
const noticesOf = (userId: number) =>
  db().select().from(notifications).where(eq(notifications.userId, userId));

describe("approveWithdrawal", () => {
  it("finalises the request: APPROVED, transaction COMPLETED, funds stay debited, investor notified, audited", async () => {
    const { user, request } = await pendingWithdrawal();
    const result = await approveWithdrawal(request.id, adminId);
    expect(result).toMatchObject({ id: request.id, status: "APPROVED" });
    const [row] = await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.id, request.id));
    expect(row).toMatchObject({ status: "APPROVED", decidedBy: adminId });
    expect(row.decidedAt).toBeInstanceOf(Date);
    expect((await txOf(user.id)).status).toBe("COMPLETED");
    expect(await balanceOf(user.id, "ETHEREUM")).toBe("0.6");
    const [notice] = await noticesOf(user.id);
    expect(notice.title).toBe("Withdrawal approved");
    // People read the symbol, not the enum value ("0.4 ETHEREUM").
    expect(notice.content).toBe(
      "Your withdrawal of 0.4 ETH to 0x742d35Cc6634C0532925a3b844Bc454e4438f44e (Ethereum Network) has been approved.",
    );
    const audit = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.userId, user.id), eq(auditEntries.action, "WITHDRAWAL_APPROVE")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toBe(
      `Withdrawal request #${request.id}: 0.4 ETH to 0x742d35Cc6634C0532925a3b844Bc454e4438f44e`,
    );
  });

  it("answers 409 the second time and changes nothing more", async () => {
    const { user, request } = await pendingWithdrawal();
    await approveWithdrawal(request.id, adminId);
    await expect(approveWithdrawal(request.id, adminId)).rejects.toMatchObject({
      status: 409,
      message: "Withdrawal request is not pending",
    });
    await expect(rejectWithdrawal(request.id, adminId)).rejects.toMatchObject({ status: 409 });
    expect(await balanceOf(user.id, "ETHEREUM")).toBe("0.6");
    expect(await noticesOf(user.id)).toHaveLength(1);
  });

  it("answers 404 for an unknown request", async () => {
    await expect(approveWithdrawal(987654, adminId)).rejects.toMatchObject({ status: 404 });
    await expect(rejectWithdrawal(987654, adminId)).rejects.toMatchObject({ status: 404 });
  });
});

describe("rejectWithdrawal", () => {
  it("returns the funds once through the ledger and marks the transaction INACTIVE", async () => {
    const { user, request } = await pendingWithdrawal("0.4");
    await rejectWithdrawal(request.id, adminId);
    expect(await balanceOf(user.id, "ETHEREUM")).toBe("1");
    const [reversal] = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `withdrawal-reversal:${request.id}`));
    expect(reversal).toMatchObject({ kind: "WITHDRAWAL_REVERSAL", amount: "0.40000000" });
    expect((await txOf(user.id)).status).toBe("INACTIVE");
    const [notice] = await noticesOf(user.id);
    expect(notice.title).toBe("Withdrawal rejected");
    expect(notice.content).toBe(
      "Your withdrawal of 0.4 ETH was rejected and the amount has been returned to your balance.",
    );
  });

  it("refunds exactly once when rejected twice, even at the same moment", async () => {
    const { user, request } = await pendingWithdrawal("0.4");
    const results = await Promise.allSettled([
      rejectWithdrawal(request.id, adminId),
      rejectWithdrawal(request.id, adminId),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(failed.reason).toMatchObject({ status: 409 });
    expect(await balanceOf(user.id, "ETHEREUM")).toBe("1");
  });

  it("lets only one of a simultaneous approve and reject win", async () => {
    const { user, request } = await pendingWithdrawal("0.4");
    const results = await Promise.allSettled([
      approveWithdrawal(request.id, adminId),
      rejectWithdrawal(request.id, adminId),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [row] = await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.id, request.id));
    expect(await balanceOf(user.id, "ETHEREUM")).toBe(row.status === "REJECTED" ? "1" : "0.6");
    expect(await noticesOf(user.id)).toHaveLength(1);
  });

  it("decides the right transaction when a user has several pending withdrawals", async () => {
    const { user } = await createUser();
    await fund(user.id, "USDT", "100");
    const open = (amount: string) =>
      openWithdrawalRequest({
        userId: user.id,
        asset: "USDT",
        amount,
        network: "Tron Network",
        address: "TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9",
      });
    const first = await open("10");
    const second = await open("20");
    await rejectWithdrawal(second.id, adminId);
    const txs = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    const byAmount = Object.fromEntries(txs.map((t) => [t.amount, t.status]));
    expect(byAmount).toEqual({ "10.00000000": "PENDING", "20.00000000": "INACTIVE" });
    await approveWithdrawal(first.id, adminId);
    const after = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    expect(Object.fromEntries(after.map((t) => [t.amount, t.status]))).toEqual({
      "10.00000000": "COMPLETED",
      "20.00000000": "INACTIVE",
    });
    expect(await balanceOf(user.id, "USDT")).toBe("90");
  });
});
