// POST /api/admin/payouts/bitcoin/batches/{id}/cancel {} -> batch { id, state, withdrawals } (an unsigned batch dropped; its payouts wait for the next export)
import { adminRoute, parseId } from "@/lib/api/route";
import { cancelBitcoinBatch } from "@/lib/payouts/bitcoin/cancel-batch";

export const POST = adminRoute(async ({ params, user }) => ({
  batch: await cancelBitcoinBatch(user.id, parseId(params.id)),
}));
