// GET /api/transactions/summary (admin, beyond the spec) -> { transactions, completed, active, totalVolume }:
// the Transaction Management cards in one call.
import { adminRoute } from "@/lib/api/route";
import { summarizeTransactions } from "@/lib/admin/summarize-transactions";

export const GET = adminRoute(async () => summarizeTransactions());
