import { approveWithdrawal } from "@/lib/withdrawals/approve-withdrawal";
import { rejectWithdrawal } from "@/lib/withdrawals/reject-withdrawal";

/**
 * POST /api/withdrawals/approve?id= and /reject?id=. The money core moves the status with one guarded
 * UPDATE (a second decision gets 409), refunds a rejection through the ledger and writes the
 * WITHDRAWAL_APPROVE / WITHDRAWAL_REJECT audit row in that same transaction, with the session's admin.
 */
export async function decideWithdrawalRequest(adminId: number, id: number, decision: "approve" | "reject") {
  if (decision === "approve") {
    const withdrawalRequest = await approveWithdrawal(id, adminId);
    return { message: `Withdrawal request ${id} approved successfully`, withdrawalRequest };
  }
  const withdrawalRequest = await rejectWithdrawal(id, adminId);
  return { message: `Withdrawal request ${id} rejected`, withdrawalRequest };
}
