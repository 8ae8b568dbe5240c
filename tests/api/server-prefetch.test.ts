// The investor's first screen read on the server (lib/query/server-prefetch.ts) must hand TanStack Query exactly
// what the browser's hooks would have fetched: the API routes' answers, through JSON, under the hooks' keys.
import { hydrate, QueryClient } from "@tanstack/react-query";
import { GET as kycRoute } from "@/app/api/kyc/route";
import { POST as creditRoute } from "@/app/api/users/credit/route";
import { GET as balancesRoute } from "@/app/api/users/balances/route";
import { GET as mainBalanceRoute } from "@/app/api/users/main-balance/route";
import { GET as preferencesRoute } from "@/app/api/users/preferences/route";
import { GET as transactionsRoute } from "@/app/api/users/transactions/route";
import { pageSession } from "@/lib/auth/page-user";
import { investorFirstScreen } from "@/lib/query/server-prefetch";
import { queryKeys } from "@/lib/query-keys";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

let cookie: string | undefined;
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (name === "token" && cookie !== undefined ? { value: cookie } : undefined),
  }),
}));

setupTestDb();

it("holds the API's answers for Overview under the hooks' keys", async () => {
  const admin = await createUser({ role: "ADMIN" });
  const investor = await createUser({ name: "First Screen" });
  for (const [currency, amount] of [
    ["USDT", "125.5"],
    ["BITCOIN", "0.015"],
  ])
    expect(
      (
        await call(creditRoute, "/api/users/credit", {
          token: admin.token,
          body: { userId: investor.user.id, currency, amount },
        })
      ).status,
    ).toBe(200);
  cookie = investor.token;
  const session = await pageSession("INVESTOR");
  expect(session).not.toBeNull();

  const client = new QueryClient();
  hydrate(client, await investorFirstScreen(session!));
  const api = async (route: Parameters<typeof call>[0], path: string) =>
    (await call(route, path, { token: investor.token })).body;

  expect(client.getQueryData(queryKeys.balances)).toEqual(await api(balancesRoute, "/api/users/balances"));
  expect(client.getQueryData(queryKeys.mainBalance)).toEqual(
    await api(mainBalanceRoute, "/api/users/main-balance"),
  );
  const transactions = await api(transactionsRoute, "/api/users/transactions");
  expect(transactions.transactions).toHaveLength(2);
  expect(client.getQueryData(queryKeys.transactions)).toEqual(transactions.transactions);
  expect(client.getQueryData(queryKeys.preferences)).toEqual(
    (await api(preferencesRoute, "/api/users/preferences")).preferences,
  );
  // Unverified: the caution banner reads the identity check's status.
  expect(client.getQueryData(queryKeys.kyc)).toEqual(await api(kycRoute, "/api/kyc"));
});
