/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorDashboardProvider } from "@/components/investor/investor-dashboard-context";
import { AnalyticsPanel } from "@/components/investor/panels/analytics/analytics-panel";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

// recharts' ResponsiveContainer draws nothing until a ResizeObserver reports a size; jsdom has none.
class FixedSizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ target, contentRect: { width: 640, height: 256 } } as unknown as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  global.ResizeObserver = FixedSizeObserver as unknown as typeof ResizeObserver;
});

const jane = {
  id: 7,
  name: "Jane Doe",
  email: "jane@example.com",
  role: "INVESTOR" as const,
  isVerified: true,
};

/** `n` consecutive UTC days ending 2026-11-22, with the given USD amounts on the last days (and, with `btc`, a
 *  coin plan's BTC interest on the same days, worth `btcValue` each at current prices). */
function series(n: number, lastAmounts: number[] = [], btc?: { amount: string; usdValue: string }) {
  const end = Date.parse("2026-11-22T00:00:00Z");
  return Array.from({ length: n }, (_, i) => {
    const amount = lastAmounts[i - (n - lastAmounts.length)] ?? 0;
    const coin = btc && amount > 0 ? btc : undefined;
    return {
      date: new Date(end - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10),
      amount,
      byAsset: {
        ...(amount > 0 ? { USD: String(amount) } : {}),
        ...(coin ? { BITCOIN: coin.amount } : {}),
      },
      usdValue: coin ? String(amount + Number(coin.usdValue)) : String(amount),
    };
  });
}
const EMPTY = (n: number) => ({
  interestByDay: series(n),
  cumulativeInterest: 0,
  interestTotals: [],
  cumulativeInterestUsdValue: "0",
  periodInterestUsdValue: "0",
  allocation: [],
  invested: 0,
  investedByAsset: [],
  investedUsdValue: "0",
  available: 0,
});
const DAILY = 0.23287671;
const USD_TOTAL = {
  asset: "USD",
  amount: "0.69863013",
  usdValue: "0.69863013",
  periodAmount: "0.69863013",
  periodUsdValue: "0.69863013",
};
const DATA = (n: number) => ({
  interestByDay: series(n, [DAILY, DAILY, DAILY]),
  cumulativeInterest: 0.69863013,
  interestTotals: [USD_TOTAL],
  cumulativeInterestUsdValue: "0.69863013",
  periodInterestUsdValue: "0.69863013",
  allocation: [
    { asset: "BITCOIN", amount: 0.01, usdValue: 1165.15 },
    { asset: "USDT", amount: 500.5, usdValue: 500.5 },
    { asset: "USD", amount: 0.69863013, usdValue: 0.69863013 },
  ],
  invested: 1000,
  investedByAsset: [{ asset: "USD", amount: "1000", usdValue: "1000" }],
  investedUsdValue: "1000",
  available: 1666.34863013,
});
/** DATA with a flexible BTC plan beside it: 1 BTC earning 0.001 BTC a day (worth $116.515 at $116,515). */
const WITH_COIN = (n: number) => ({
  ...DATA(n),
  interestByDay: series(n, [DAILY, DAILY, DAILY], { amount: "0.001", usdValue: "116.515" }),
  interestTotals: [
    USD_TOTAL,
    {
      asset: "BITCOIN",
      amount: "0.003",
      usdValue: "349.545",
      periodAmount: "0.003",
      periodUsdValue: "349.545",
    },
  ],
  cumulativeInterestUsdValue: "350.24363013",
  periodInterestUsdValue: "350.24363013",
  investedByAsset: [
    { asset: "USD", amount: "1000", usdValue: "1000" },
    { asset: "BITCOIN", amount: "1", usdValue: "116515" },
  ],
  investedUsdValue: "117515",
});

type Handler = Reply | { pending: true } | ((body: unknown, url: URL) => Reply | Promise<Reply>);
function renderPanel(reply: Handler) {
  const api = mockApi({ "GET /api/users/analytics": reply });
  const navigate = jest.fn();
  const view = renderWithClient(
    <InvestorDashboardProvider value={{ user: jane, navigate }}>
      <AnalyticsPanel />
    </InvestorDashboardProvider>,
  );
  return { api, navigate, container: view.container };
}
const byDays = (url: URL) => Number(url.searchParams.get("days"));
const card = (title: string) => screen.getByRole("region", { name: title });
const section = (title: string) => screen.getByRole("region", { name: title });
const periodButton = (days: number) => screen.getByRole("button", { name: `${days} days` });

beforeEach(() => goTo("/dashboard?panel=analytics"));

describe("Analytics panel", () => {
  test("loading: skeleton cards and sections, no empty text", () => {
    renderPanel({ pending: true });
    expect(card("Cumulative Interest")).not.toHaveTextContent(/\d/);
    expect(section("Interest Earned")).toHaveAttribute("aria-busy", "true");
    expect(section("Allocation")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText("No interest earned yet")).not.toBeInTheDocument();
    expect(periodButton(30)).toHaveAttribute("aria-pressed", "true");
  });

  test("a new investor: zero figures and an empty state in each section, with where to go next", async () => {
    const { navigate } = renderPanel((_b, url) => ok(EMPTY(byDays(url))));
    const user = userEvent.setup();
    expect(await screen.findByText("No interest earned yet")).toBeInTheDocument();
    expect(card("Cumulative Interest")).toHaveTextContent("$0.00");
    expect(card("Interest This Period")).toHaveTextContent("$0.00");
    expect(card("Invested")).toHaveTextContent("$0.00");
    expect(card("Available")).toHaveTextContent("$0.00");
    expect(within(section("Allocation")).getByText("No holdings yet")).toBeInTheDocument();
    expect(within(section("Invested vs Available")).getByText("Nothing invested yet")).toBeInTheDocument();
    expect(document.querySelector(".recharts-wrapper")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Invest & Earn" }));
    expect(navigate).toHaveBeenCalledWith("invest");
    await user.click(screen.getByRole("button", { name: "Deposit Now" }));
    expect(navigate).toHaveBeenCalledWith("deposits");
  });

  test("data: the figures, the bar chart with its summary and table, the donut with its table", async () => {
    const { container } = renderPanel((_b, url) => ok(DATA(byDays(url))));
    // Dollars with two decimals, like every USD figure (not "$0.69863013").
    await waitFor(() => expect(card("Cumulative Interest")).toHaveTextContent("$0.70"));
    expect(card("Interest This Period")).toHaveTextContent("$0.70");
    expect(card("Interest This Period")).toHaveTextContent("Last 30 days");
    const leaves = [...container.querySelectorAll("*")].filter((e) => e.children.length === 0);
    expect(leaves.map((e) => e.textContent).filter((t) => /\$[\d,]*\.\d{3}/.test(t ?? ""))).toEqual([]);
    expect(card("Invested")).toHaveTextContent("$1,000.00");
    expect(card("Available")).toHaveTextContent("$1,666.35");

    const interest = section("Interest Earned");
    expect(within(interest).getByText(/^\$0\.70 of interest from Oct 24 to Nov 22/)).toHaveTextContent(
      "earned on 3 of 30 days; the most in one day was $0.23 on November 20.",
    );
    const days = within(interest).getByRole("table", { name: /Interest per day/ });
    expect(
      within(days)
        .getAllByRole("row")
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(["November 20$0.23", "November 21$0.23", "November 22$0.23"]);
    // The chart is drawn at the observed size: a bar for each day that earned (recharts skips zero bars).
    await waitFor(() => expect(container.querySelectorAll(".recharts-bar-rectangle")).toHaveLength(3));

    const holdings = within(section("Allocation")).getByRole("table", { name: /Holdings by asset/ });
    expect(
      within(holdings)
        .getAllByRole("row")
        .slice(1)
        .map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent)),
    ).toEqual([
      // The row header repeats the amount under the name, shown instead of the Amount column in a narrow card.
      ["Bitcoin0.01000000 BTC", "0.01000000 BTC", "$1,165.15", "69.9%"],
      ["USDT500.50 USDT", "500.50 USDT", "$500.50", "30%"],
      ["Main Balance$0.70", "$0.70", "$0.70", "0%"],
    ]);
    await waitFor(() => expect(container.querySelectorAll(".recharts-pie-sector")).toHaveLength(3));

    const split = section("Invested vs Available");
    expect(within(split).getByRole("img")).toHaveAccessibleName("37.5% invested, 62.5% available");
  });

  test("coin interest: counted at its value in the figures and the chart, in its coin beside, never as dollars", async () => {
    renderPanel((_b, url) => ok(WITH_COIN(byDays(url))));
    await waitFor(() => expect(card("Cumulative Interest")).toHaveTextContent("$350.24"));
    expect(card("Cumulative Interest")).toHaveTextContent("Includes 0.00300000 BTC, at current prices");
    expect(card("Interest This Period")).toHaveTextContent("$350.24");
    expect(card("Interest This Period")).toHaveTextContent("Last 30 days, includes 0.00300000 BTC");
    expect(card("Invested")).toHaveTextContent("$117,515.00");

    const interest = section("Interest Earned");
    const days = within(interest).getByRole("table", { name: /Interest per day/ });
    expect(
      within(days)
        .getAllByRole("row")
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      "November 20$116.75 (0.00100000 BTC)",
      "November 21$116.75 (0.00100000 BTC)",
      "November 22$116.75 (0.00100000 BTC)",
    ]);
    const byAsset = within(interest).getByRole("table", { name: /Interest earned in each asset/ });
    expect(
      within(byAsset)
        .getAllByRole("row")
        .slice(1)
        .map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent)),
    ).toEqual([
      ["Main Balance", "$0.70", "$0.70"],
      ["Bitcoin", "0.00300000 BTC$349.55", "0.00300000 BTC$349.55"],
    ]);
  });

  test("dollars only: no per-asset table", async () => {
    renderPanel((_b, url) => ok(DATA(byDays(url))));
    await screen.findByText(/earned on 3 of 30 days/);
    expect(screen.queryByRole("table", { name: /Interest earned in each asset/ })).not.toBeInTheDocument();
  });

  test("the 30/90 toggle fetches the other period and keeps it in the URL", async () => {
    const { api } = renderPanel((_b, url) => ok(DATA(byDays(url))));
    const user = userEvent.setup();
    await screen.findByText(/earned on 3 of 30 days/);
    expect(api.calls.map((c) => c.search)).toEqual(["?days=30"]);

    await user.click(periodButton(90));
    expect(await screen.findByText(/earned on 3 of 90 days/)).toBeInTheDocument();
    expect(periodButton(90)).toHaveAttribute("aria-pressed", "true");
    expect(periodButton(30)).toHaveAttribute("aria-pressed", "false");
    expect(card("Interest This Period")).toHaveTextContent("Last 90 days");
    expect(api.calls.map((c) => c.search)).toEqual(["?days=30", "?days=90"]);
    expect(new URLSearchParams(window.location.search).get("days")).toBe("90");
  });

  test("a link with days=90 opens on 90 days", async () => {
    goTo("/dashboard?panel=analytics&days=90");
    const { api } = renderPanel((_b, url) => ok(DATA(byDays(url))));
    expect(await screen.findByText(/earned on 3 of 90 days/)).toBeInTheDocument();
    expect(api.calls.map((c) => c.search)).toEqual(["?days=90"]);
  });

  test("no interest in the window but some before: says so for the period", async () => {
    renderPanel(
      ok({
        ...EMPTY(30),
        cumulativeInterest: 12,
        interestTotals: [
          { asset: "USD", amount: "12", usdValue: "12", periodAmount: "0", periodUsdValue: "0" },
        ],
        cumulativeInterestUsdValue: "12",
        invested: 1000,
        investedByAsset: [{ asset: "USD", amount: "1000", usdValue: "1000" }],
        investedUsdValue: "1000",
        available: 5,
      }),
    );
    expect(await screen.findByText("No interest in the last 30 days")).toBeInTheDocument();
    expect(card("Cumulative Interest")).toHaveTextContent("$12.00");
  });

  test("error: 'Failed to load analytics' and Try again fetches again", async () => {
    let calls = 0;
    renderPanel((_b, url) => (++calls === 1 ? fail(500, "Database down") : ok(DATA(byDays(url)))));
    const user = userEvent.setup();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load analytics");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(card("Cumulative Interest")).toHaveTextContent("$0.70"));
    expect(calls).toBe(2);
  });
});
