// GET /api/fx-rates -> { base: "USD", rates: { USD, EUR, GBP, JPY, BTC }, asOf, live }: what the dashboard needs to
// show USD figures in the investor's display currency (display only: the ledger stays in USD and coins).
import { userRoute } from "@/lib/api/route";
import { getFxRates } from "@/lib/fx/get-fx-rates";

export const GET = userRoute(async () => getFxRates());
