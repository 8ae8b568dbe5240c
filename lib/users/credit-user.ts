import { getDb, type Executor } from "@/db/client";
import { creditDeposit } from "@/lib/deposits/credit-deposit";
import { assetSymbol } from "@/lib/labels";
import type { CreditInput } from "@/lib/validation/admin";
import { findLiveUser } from "./find-live-user";

/**
 * POST /api/users/credit: the admin's credit is the confirmed deposit. creditDeposit posts the ledger
 * entry, the CREDIT_<COIN> transaction, the deposit row and the CREDIT audit row (with its USD value)
 * inside this transaction; the acting admin is the session's, whatever adminId the body carried.
 * `exec`: inside a caller's transaction (a second administrator's approval applying it).
 */
export async function creditUser(adminId: number, input: CreditInput, exec?: Executor) {
  const db = exec ?? (await getDb());
  return db.transaction(async (tx) => {
    const user = await findLiveUser(tx, input.userId, { lock: true });
    const { transaction } = await creditDeposit(tx, {
      userId: user.id,
      asset: input.currency,
      amount: input.amount,
      adminId,
      reason: input.reason,
      date: input.date,
    });
    return {
      message: `Successfully credited ${input.amount} ${assetSymbol(input.currency)} to ${user.name}`,
      transactionId: transaction.id,
    };
  });
}
