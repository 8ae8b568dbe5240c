// POST /api/admin/payouts/bitcoin/batches {} -> batch { id, txid, fee, psbt, withdrawals } (the unsigned PSBT to sign offline)
import { adminRoute } from "@/lib/api/route";
import { exportBitcoinBatch } from "@/lib/payouts/bitcoin/bitcoin-payouts";

export const POST = adminRoute(async ({ user }) => ({ batch: await exportBitcoinBatch(user.id) }));
