// GET /api/prices -> prices {BITCOIN, ETHEREUM, USDT, USDC} in USD (the investor dashboard's ticker)
import { userRoute } from "@/lib/api/route";
import { getCoinPrices } from "@/lib/prices/get-coin-prices";

export const GET = userRoute(async () => getCoinPrices());
