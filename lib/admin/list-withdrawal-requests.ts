import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, withdrawalRequests } from "@/db/schema";
import { withdrawalOutput } from "@/lib/withdrawals/withdrawal-output";

/** GET /api/admin/withdrawals/all: every request with its user's name and e-mail, newest first. */
export async function listAllWithdrawalRequests() {
  const db = await getDb();
  const rows = await db
    .select({ w: withdrawalRequests, name: users.name, email: users.email })
    .from(withdrawalRequests)
    .innerJoin(users, eq(users.id, withdrawalRequests.userId))
    .orderBy(desc(withdrawalRequests.createdAt), desc(withdrawalRequests.id));
  return {
    withdrawalRequests: rows.map(({ w, name, email }) => ({
      ...withdrawalOutput(w),
      name,
      email,
      userId: w.userId,
      decidedAt: w.decidedAt ? w.decidedAt.toISOString() : null,
    })),
  };
}
