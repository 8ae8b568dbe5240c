// GET /api/prices -> { prices: { USD: 1, BITCOIN, ETHEREUM, USDT, USDC } }: the quote the payment dialog
// shows before an investor confirms (the subscription itself re-reads the price on the server).
import { userRoute } from "@/lib/api/route";
import { listUsdPrices } from "@/lib/prices/list-usd-prices";

export const GET = userRoute(async () => listUsdPrices());
