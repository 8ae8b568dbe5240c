// The investor's money as they read it: balances, transactions, the interest statement, analytics, prices.
import { z } from "zod";
import { transactionsQuerySchema } from "@/lib/validation/account";
import { analyticsQuerySchema } from "@/lib/validation/analytics";
import { interestStatementQuerySchema } from "@/lib/validation/interest";
import { described } from "@/lib/api/openapi/answers";
import { route, type RouteEntry } from "./route-entry";

export const moneyRoutes: RouteEntry[] = [
  route("GET /api/users/balances", "user", "Money", "Coin balances and the USD main balance", {
    response: z.object({
      balances: z.object({
        Bitcoin: z.object({ bitcoinBalance: z.number() }),
        Ethereum: z.object({ ethereumBalance: z.number() }),
        Usdt: z.object({ usdtBalance: z.number() }),
        Usdc: z.object({ usdcBalance: z.number() }),
      }),
      mainBalance: z.number(),
    }),
  }),
  route("GET /api/users/main-balance", "user", "Money", "The USD main balance", {
    response: z.object({ mainBalance: z.number() }),
  }),
  route("GET /api/users/transactions", "user", "Money", "The caller's transactions", {
    query: transactionsQuerySchema,
    response: described(
      "`{ transactions[] }`, newest first; own rows only. A row's `details` is English; details the platform " +
        "wrote also carry `detailsCode` (SUBSCRIBED) and `detailsParams` (`{ plan, amount, asset, price }`), " +
        "from which a client writes them in its reader's language",
    ),
  }),
  route("GET /api/users/interest", "user", "Money", "Per-day interest statement", {
    description:
      "JSON `{ from, to, days[], total }`, or with `format=csv` a CSV download. Own rows only. `total` is the USD " +
      "interest; `totals` every asset's in its own units (a coin plan's in its coin) and `totalsUsdValue` their " +
      "value in USD at current prices (exact decimal strings).",
    query: interestStatementQuerySchema,
    response: described(
      "`{ from, to, days: [{ date, subscriptionId, plan, asset, amount }], total, totals, totalsUsdValue }`",
    ),
    download: { contentType: "text/csv", description: "with `format=csv`, the statement as an attachment" },
  }),
  route("GET /api/users/analytics", "user", "Money", "Analytics panel figures", {
    query: analyticsQuerySchema,
    response: described(
      "`{ interestByDay: [{ date, amount, byAsset, usdValue }], cumulativeInterest, interestTotals: [{ asset, amount, " +
        "usdValue, periodAmount, periodUsdValue }], cumulativeInterestUsdValue, periodInterestUsdValue, allocation: " +
        "[{ asset, amount, usdValue }], invested, investedByAsset: [{ asset, amount, usdValue }], investedUsdValue, " +
        "available }`. `amount`, `cumulativeInterest` and `invested` count USD only; a coin plan's interest and " +
        "principal are in its coin (exact decimal strings) and valued in USD at current prices.",
    ),
  }),
  route("GET /api/prices", "user", "Money", "USD prices of the coins", {
    description: "The quote shown before a subscription; the subscription itself re-reads the price.",
    response: z.object({ prices: z.record(z.string(), z.number()) }),
  }),
  route("GET /api/fx-rates", "user", "Money", "Exchange rates of the display currencies", {
    description:
      "1 USD in USD, EUR, GBP, JPY and BTC as decimal strings, for display only. Fiat from `FX_FEED_URL` (ECB " +
      "daily reference rates or a compatible JSON feed), BTC from the platform's BTC price; `live: false` when " +
      "the fixed fallback rates are given. `asOf` is the date of the fiat rates.",
    response: z.object({
      base: z.literal("USD"),
      rates: z.object({
        USD: z.string(),
        EUR: z.string(),
        GBP: z.string(),
        JPY: z.string(),
        BTC: z.string(),
      }),
      asOf: z.string(),
      live: z.boolean(),
    }),
  }),
];
