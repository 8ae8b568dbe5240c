import { and, desc, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { transactions, users } from "@/db/schema";
import { selectAdminTransactions } from "./find-admin-transaction";
import { adminTransactionOutput } from "./transaction-output";

/** GET /api/transactions (admin): every live user's transactions that are not deleted, newest first. */
export async function listAllTransactions() {
  const rows = await selectAdminTransactions(await getDb())
    .where(and(isNull(transactions.deletedAt), isNull(users.deletedAt)))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
  return { transactions: rows.map(({ t, user, planName }) => adminTransactionOutput(t, user, planName)) };
}
