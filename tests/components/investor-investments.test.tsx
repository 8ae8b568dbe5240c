/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorDashboardProvider } from "@/components/investor/investor-dashboard-context";
import { InvestmentsPanel } from "@/components/investor/panels/investments/investments-panel";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

// Radix Select measures and captures the pointer; jsdom has neither.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});
beforeEach(() => goTo("/dashboard?panel=investments"));

const HOUR = 3_600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * HOUR - HOUR).toISOString();

const sub = (over: Record<string, unknown>) => ({
  planId: 1,
  kind: "FIXED",
  principalAsset: "USD",
  assetAmount: 0,
  lastInterestCalculation: null,
  interestCredited: 0,
  totalReturns: 10,
  ...over,
});
const ROWS = [
  // 3650 at 10% earns exactly 1 USD a day: 10 whole days = $10.00.
  sub({
    id: 11,
    plan: { plan: "Steady", interestRate: 10 },
    amount: 3650,
    asset: "USDT",
    assetAmount: 3650,
    status: "ACTIVE",
    createdAt: daysAgo(10),
    lastInterestCalculation: "2026-03-01T00:00:05Z",
    interestCredited: 9,
  }),
  // 1000 × 8.5% / 365 × 30 = 6.98630137.
  sub({
    id: 12,
    plan: { plan: "Basic", interestRate: 8.5 },
    amount: 1000,
    asset: "BITCOIN",
    assetAmount: 0.00858259,
    status: "ACTIVE",
    createdAt: daysAgo(30),
  }),
  // 5000 × 12.8% / 365 × 100 = 175.34246575.
  sub({
    id: 13,
    plan: { plan: "Premium", interestRate: 12.8 },
    amount: 5000,
    asset: "USD",
    status: "COMPLETED",
    createdAt: daysAgo(100),
    lastInterestCalculation: "2026-02-01T00:00:05Z",
    interestCredited: 640,
  }),
  // No plan name, opened in the future: 'Unknown Plan', profit 0.
  sub({
    id: 14,
    plan: { plan: "", interestRate: 5 },
    amount: 2000,
    asset: "ETHEREUM",
    status: "PENDING",
    createdAt: new Date(Date.now() + 48 * HOUR).toISOString(),
  }),
  // An unreadable date: 'Invalid date', profit 0.
  sub({
    id: 15,
    plan: { plan: "Enterprise", interestRate: 15.2 },
    amount: 25000,
    asset: "USDC",
    status: "EXPIRED",
    createdAt: "garbage",
  }),
];

const STATEMENT = {
  from: "2026-01-02",
  to: "2026-01-04",
  days: ["2026-01-02", "2026-01-03", "2026-01-04"].map((date) => ({
    date,
    subscriptionId: 11,
    plan: "Steady",
    asset: "USD",
    amount: 1,
  })),
  total: 3,
};

type Routes = Parameters<typeof mockApi>[0];
function setup(overrides: Routes = {}) {
  const api = mockApi({
    "GET /api/users/transactions": ok({ transactions: ROWS }),
    "GET /api/users/interest": ok(STATEMENT),
    ...overrides,
  });
  const ui = userEvent.setup();
  renderWithClient(
    <InvestorDashboardProvider value={{ user: { id: 7, name: "Jane" } as never, navigate: jest.fn() }}>
      <InvestmentsPanel />
    </InvestorDashboardProvider>,
  );
  return { api, ui };
}

const table = () => screen.getByRole("table", { name: "Investments" });
const bodyRows = () => within(table()).getAllByRole("row").slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((c) => c.textContent);
const card = (title: string) => screen.getByRole("region", { name: title });

describe("Investments panel (Investments, profit credited and the estimate)", () => {
  test("summary cards: count, USD sum, ACTIVE count, the profit credited and the labelled estimate", async () => {
    setup();
    await waitFor(() => expect(card("Total Investments")).toHaveTextContent("5"));
    expect(card("Total Invested")).toHaveTextContent("$36,650.00");
    expect(card("Active Investments")).toHaveTextContent("2");
    // Credited: 9 + 0 + 640 + 0 + 0 (the estimate, 10 + 6.98630137 + 175.34246575, is behind it: not shown).
    expect(within(card("Total Profit")).getByText("$649.00")).toBeInTheDocument();
    expect(card("Total Profit")).toHaveTextContent("Interest credited to your main balance");
    expect(card("Total Profit")).not.toHaveTextContent("estimated");
  });

  test("where crediting lags behind the days elapsed, the estimate is shown, labelled as one", async () => {
    setup({ "GET /api/users/transactions": ok({ transactions: [ROWS[1]] }) });
    await screen.findByText("Basic", { selector: "table *" });
    expect(within(card("Total Profit")).getByText("$0.00")).toBeInTheDocument();
    expect(card("Total Profit")).toHaveTextContent("Interest credited; estimated $6.99 to date");
  });

  test("interest credited before a whole day has passed is the profit (not an estimate of $0.00)", async () => {
    // Opened at 19:00 UTC, credited at 00:00 UTC: 5 hours old, one day's interest already paid.
    const young = sub({
      id: 21,
      plan: { plan: "Premium", interestRate: 12.8 },
      amount: 5000,
      asset: "USDT",
      status: "ACTIVE",
      createdAt: new Date(Date.now() - 5 * HOUR).toISOString(),
      lastInterestCalculation: new Date(Date.now() - HOUR).toISOString(),
      interestCredited: 1.75342465,
    });
    setup({ "GET /api/users/transactions": ok({ transactions: [young] }) });
    await screen.findByText("Premium", { selector: "table *" });
    expect(cells(bodyRows()[0]!)[4]).toBe("$1.75");
    expect(within(card("Total Profit")).getByText("$1.75")).toBeInTheDocument();
    expect(card("Total Profit")).toHaveTextContent("Interest credited to your main balance");
  });

  test("a coin plan's amount and interest are its coin's units: the dollar cards add the dollar plans and say so", async () => {
    const young = { createdAt: new Date(Date.now() - 5 * HOUR).toISOString(), status: "ACTIVE" };
    setup({
      "GET /api/users/transactions": ok({
        transactions: [
          sub({
            id: 41,
            plan: { plan: "Premium", interestRate: 12.8 },
            amount: 5000,
            asset: "USDT",
            interestCredited: 1.75342465,
            ...young,
          }),
          sub({
            id: 42,
            plan: { plan: "BTC Flex", interestRate: 5 },
            kind: "FLEXIBLE",
            principalAsset: "BITCOIN",
            amount: 0.5,
            asset: "BITCOIN",
            assetAmount: 0.5,
            interestCredited: 0.00006849,
            ...young,
          }),
        ],
      }),
    });
    await waitFor(() => expect(card("Total Investments")).toHaveTextContent("2"));
    expect(card("Total Invested")).toHaveTextContent("$5,000.00");
    expect(card("Total Invested")).toHaveTextContent("Dollar plans; a coin plan's amount is in its coin");
    expect(within(card("Total Profit")).getByText("$1.75")).toBeInTheDocument();
    expect(card("Total Profit")).toHaveTextContent(
      "Dollar plans' interest, credited to your main balance; a coin plan's goes to that coin's balance",
    );
  });

  test("each row: plan (or 'Unknown Plan'), amount, asset, % APY, profit, status, dates, 'Pending'", async () => {
    setup();
    await screen.findByText("Steady", { selector: "table *" });
    const rows = bodyRows().map(cells);
    expect(rows[0]!.slice(0, 6)).toEqual([
      "Steady",
      "$3,650.00",
      "USDT3,650.000000 paid",
      "10% APY",
      "$9.00",
      "Active",
    ]);
    expect(rows[0]![7]).toBe("Mar 1, 2026");
    expect(rows[1]!.slice(0, 6)).toEqual([
      "Basic",
      "$1,000.00",
      "BTC0.008583 paid",
      "8.5% APY",
      "$0.00",
      "Active",
    ]);
    expect(rows[1]![7]).toBe("Pending");
    expect(rows[2]![4]).toBe("$640.00");
    expect(rows[3]!.slice(0, 6)).toEqual([
      "Unknown Plan",
      "$2,000.00",
      "ETH0.000000 paid",
      "5% APY",
      "$0.00",
      "Pending",
    ]);
    expect(rows[4]![6]).toBe("Invalid date");
    expect(rows[4]![5]).toBe("Expired");
    expect(within(bodyRows()[4]!).getByText("Expired")).toHaveClass("bg-red-100");
    expect(within(bodyRows()[1]!).getByText("Active")).toHaveClass("bg-emerald-100");
    expect(within(bodyRows()[3]!).getAllByText("Pending")[0]).toHaveClass("bg-amber-100");
    expect(screen.getByRole("columnheader", { name: "Current Profit" })).toHaveClass(
      "text-right",
      "tabular-nums",
    );
  });

  test("the status filter offers the spec's choices and narrows the rows (kept in the URL)", async () => {
    const { ui } = setup();
    await screen.findByText("Steady", { selector: "table *" });
    await ui.click(screen.getByRole("combobox", { name: "Filter investments by status" }));
    const options = screen.getAllByRole("option").map((o) => o.textContent);
    expect(options).toEqual(["All Status", "Active", "Pending", "Completed", "Expired"]);
    await ui.click(screen.getByRole("option", { name: "Completed" }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cells(bodyRows()[0]!)[0]).toBe("Premium");
    expect(window.location.search).toBe("?panel=investments&status=COMPLETED");
  });

  test("a reload with ?status=ACTIVE shows only the active rows", async () => {
    goTo("/dashboard?panel=investments&status=ACTIVE");
    setup();
    await screen.findByText("Steady", { selector: "table *" });
    expect(bodyRows().map((r) => cells(r)[0])).toEqual(["Steady", "Basic"]);
  });

  test("empty: 'No investments found' / 'Start investing to see your portfolio here'", async () => {
    setup({ "GET /api/users/transactions": ok({ transactions: [] }) });
    expect((await screen.findAllByText("No investments found")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Start investing to see your portfolio here").length).toBeGreaterThan(0);
    expect(card("Total Invested")).toHaveTextContent("$0.00");
  });

  test("loading shows skeletons, not numbers", () => {
    setup({ "GET /api/users/transactions": { pending: true } });
    expect(table().closest("[aria-busy]")).toBeInTheDocument();
    expect(card("Total Investments")).not.toHaveTextContent(/\d/);
  });

  test.each([
    [
      "the server's message",
      fail(403, "Your session has no access to this"),
      "Your session has no access to this",
    ],
    ["'Failed to fetch investments'", { status: 500, body: {} }, "Failed to fetch investments"],
  ])("a failed load shows %s", async (_label, reply, text) => {
    setup({ "GET /api/users/transactions": reply });
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(card("Total Invested")).toHaveTextContent("—");
  });

  test("links the whole interest history as a CSV download", async () => {
    setup();
    const link = screen.getByRole("link", { name: /Download interest history \(CSV\)/ });
    expect(link).toHaveAttribute("href", "/api/users/interest?format=csv");
    expect(link).toHaveAttribute("download");
  });
});

describe("per-day interest statement", () => {
  test("a subscription's statement lists each UTC day, the amount credited and the running total", async () => {
    const { api, ui } = setup();
    await screen.findByText("Steady", { selector: "table *" });
    await ui.click(within(table()).getByRole("button", { name: "View statement for Steady (#11)" }));
    const dialog = await screen.findByRole("dialog", { name: "Interest Statement" });
    expect(dialog).toHaveTextContent("Steady (#11), $3,650.00 invested");
    const lines = await within(dialog).findAllByRole("row");
    expect(lines.slice(1).map(cells)).toEqual([
      ["Jan 2, 2026", "$1.00", "$1.00"],
      ["Jan 3, 2026", "$1.00", "$2.00"],
      ["Jan 4, 2026", "$1.00", "$3.00"],
    ]);
    expect(within(dialog).getByTestId("statement-total")).toHaveTextContent("$3.00");
    expect(api.sent("GET /api/users/interest")[0]!.search).toBe("?subscriptionId=11");

    await ui.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(table()).getByRole("button", { name: "View statement for Steady (#11)" })).toHaveFocus();
  });

  test("says when nothing was credited yet, and shows a failure's message", async () => {
    const { ui } = setup({ "GET /api/users/interest": ok({ ...STATEMENT, days: [], total: 0 }) });
    await screen.findByText("Basic", { selector: "table *" });
    await ui.click(within(table()).getByRole("button", { name: "View statement for Basic (#12)" }));
    expect(await screen.findByText("No interest credited yet.")).toBeInTheDocument();
  });

  test("a failed statement shows the spec-style error", async () => {
    const { ui } = setup({ "GET /api/users/interest": { status: 500, body: {} } });
    await screen.findByText("Basic", { selector: "table *" });
    await ui.click(within(table()).getByRole("button", { name: "View statement for Basic (#12)" }));
    const dialog = await screen.findByRole("dialog", { name: "Interest Statement" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Failed to fetch interest statement");
  });
});
