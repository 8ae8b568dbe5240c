import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { deposits } from "@/db/schema";

/** GET /api/deposits: the caller's Deposit History, newest first. */
export async function listDeposits(userId: number) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(deposits)
    .where(eq(deposits.userId, userId))
    .orderBy(desc(deposits.createdAt), desc(deposits.id));
  return {
    deposits: rows.map((d) => ({
      id: d.id,
      asset: d.asset,
      network: d.network,
      amount: Number(d.amount),
      status: d.status,
      date: d.createdAt.toISOString(),
      createdAt: d.createdAt.toISOString(),
    })),
  };
}
