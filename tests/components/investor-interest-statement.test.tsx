/** @jest-environment jsdom */
// The per-day interest statement of one subscription: a coin plan's in its coin (8 decimals) with the total's value
// at current prices; a dollar plan's in dollars, as before.
import { screen, within } from "@testing-library/react";
import { InterestStatementDialog } from "@/components/investor/panels/investments/interest-statement-dialog";
import type { SubscriptionTransaction } from "@/lib/hooks/use-subscriptions";
import { mockApi, ok, renderWithClient } from "../helpers/render";

const subscription = (over: Partial<SubscriptionTransaction>): SubscriptionTransaction => ({
  id: 31,
  planId: 4,
  plan: { plan: "Bitcoin Flexible", interestRate: 36.5 },
  amount: 1,
  asset: "BITCOIN",
  assetAmount: 1,
  status: "ACTIVE",
  createdAt: "2026-01-01T09:00:00.000Z",
  lastInterestCalculation: "2026-01-04T00:00:05.000Z",
  interestCredited: 0.003,
  totalReturns: 0,
  kind: "FLEXIBLE",
  principalAsset: "BITCOIN",
  ...over,
});

const days = (asset: string, amount: number, subscriptionId = 31) =>
  ["2026-01-02", "2026-01-03", "2026-01-04"].map((date) => ({
    date,
    subscriptionId,
    plan: "Bitcoin Flexible",
    asset,
    amount,
  }));

function open(sub: SubscriptionTransaction, statement: unknown) {
  mockApi({ "GET /api/users/interest": ok(statement) });
  renderWithClient(
    <InterestStatementDialog subscription={sub} onClose={() => {}} onCloseAutoFocus={() => {}} />,
  );
  return screen.findByRole("dialog", { name: "Interest Statement" });
}
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((c) => c.textContent);

test("a coin plan's statement: each day and the running total in BTC, the total's value beneath", async () => {
  const dialog = await open(subscription({}), {
    from: "2026-01-02",
    to: "2026-01-04",
    days: days("BITCOIN", 0.001),
    total: 0,
    totals: { BITCOIN: "0.003" },
    totalsUsdValue: { BITCOIN: "349.545" },
  });
  expect(dialog).toHaveTextContent("Bitcoin Flexible (#31), 1.00000000 BTC invested");
  expect(dialog).toHaveTextContent("credited in the same coin");
  const rows = await within(dialog).findAllByRole("row");
  expect(rows.slice(1).map(cells)).toEqual([
    ["Jan 2, 2026", "0.00100000 BTC", "0.00100000 BTC"],
    ["Jan 3, 2026", "0.00100000 BTC", "0.00200000 BTC"],
    ["Jan 4, 2026", "0.00100000 BTC", "0.00300000 BTC"],
  ]);
  // The USD total (nothing in dollars) is not what a coin plan's statement shows.
  expect(within(dialog).getByTestId("statement-total")).toHaveTextContent("0.00300000 BTC");
  expect(within(dialog).getByTestId("statement-total-value")).toHaveTextContent("$349.55");
});

test("a dollar plan's statement stays in dollars, without a value line", async () => {
  const dialog = await open(
    subscription({
      plan: { plan: "Steady", interestRate: 10 },
      amount: 3650,
      asset: "USDT",
      kind: "FIXED",
      principalAsset: "USD",
    }),
    {
      from: "2026-01-02",
      to: "2026-01-04",
      days: days("USD", 1),
      total: 3,
      totals: { USD: "3" },
      totalsUsdValue: { USD: "3" },
    },
  );
  expect(dialog).toHaveTextContent("Steady (#31), $3,650.00 invested");
  await within(dialog).findAllByRole("row");
  expect(within(dialog).getByTestId("statement-total")).toHaveTextContent("$3.00");
  expect(within(dialog).queryByTestId("statement-total-value")).not.toBeInTheDocument();
});
