import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, withdrawalRequests } from "@/db/schema";

/** GET /api/admin/withdrawals/all: every request with its user's name and e-mail, newest first. */
export async function listWithdrawalRequests() {
  const db = await getDb();
  const rows = await db
    .select({ w: withdrawalRequests, name: users.name, email: users.email })
    .from(withdrawalRequests)
    .innerJoin(users, eq(users.id, withdrawalRequests.userId))
    .orderBy(desc(withdrawalRequests.createdAt), desc(withdrawalRequests.id));
  return {
    withdrawalRequests: rows.map(({ w, name, email }) => ({
      id: w.id,
      name,
      email,
      userId: w.userId,
      amount: Number(w.amount),
      asset: w.asset,
      network: w.network,
      address: w.address,
      status: w.status,
      createdAt: w.createdAt.toISOString(),
      decidedAt: w.decidedAt ? w.decidedAt.toISOString() : null,
    })),
  };
}
