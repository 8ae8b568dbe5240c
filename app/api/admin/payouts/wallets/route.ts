// GET /api/admin/payouts/wallets -> wallets[] (each hot wallet's address, balances, payouts on their way, alert)
import { adminRoute } from "@/lib/api/route";
import { hotWalletStatus } from "@/lib/payouts/hot-wallet-status";

export const GET = adminRoute(async () => hotWalletStatus());
