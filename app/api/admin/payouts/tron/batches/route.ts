// POST /api/admin/payouts/tron/batches {} -> batch { id, expiration, transactions, withdrawals } (unsigned TRC-20 transfers to sign offline)
import { adminRoute } from "@/lib/api/route";
import { exportTronBatch } from "@/lib/payouts/tron/export-tron-batch";

export const POST = adminRoute(async ({ user }) => ({ batch: await exportTronBatch(user.id) }));
