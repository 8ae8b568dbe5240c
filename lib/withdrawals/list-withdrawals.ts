import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { withdrawalRequests } from "@/db/schema";
import { withdrawalOutput } from "./withdrawal-output";

/** The caller's own requests, newest first. */
export async function listWithdrawalRequests(userId: number) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(withdrawalRequests)
    .where(eq(withdrawalRequests.userId, userId))
    .orderBy(desc(withdrawalRequests.createdAt), desc(withdrawalRequests.id));
  return rows.map(withdrawalOutput);
}
