/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { InvestmentsSection } from "@/components/admin/sections/investments/investments-section";
import type { SessionUser } from "@/lib/hooks/use-session";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const admin: SessionUser = {
  id: 1,
  name: "Ada Admin",
  email: "admin@apex.local",
  role: "ADMIN",
  isVerified: true,
};
const XSS = `<img src=x onerror="window.__xss=1">`;

const investment = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  plan: "Basic",
  user: { id: 7, name: "Jane Doe", email: "jane@example.com" },
  amount: 1000,
  asset: "BITCOIN",
  status: "ACTIVE",
  minimumAmount: 1000,
  maximumAmount: 4999,
  interestRate: 8.5,
  totalReturn: 120,
  createdAt: "2026-03-02T10:15:00.000Z",
  lastInterestCalculation: null,
  kind: "FIXED",
  principalAsset: "USD",
  rangeAsset: "USD",
  earlyRedemption: "NONE",
  earlyRedemptionPenaltyPercent: "0",
  autoRenew: false,
  compound: false,
  interestCredited: "12.5",
  redeemed: "0",
  redemptions: 0,
  forfeited: "0",
  renewedFrom: null,
  renewedTo: null,
  completedAt: null,
  ...over,
});
const COUNTS: Record<string, number> = { "": 12, ACTIVE: 9, COMPLETED: 3 };

/** GET /api/admin/investments: one-row count queries by status, else `rows` paged by limit and offset. */
function investmentsRoute(rows: unknown[]) {
  return (_body: unknown, url: URL): Reply => {
    const limit = Number(url.searchParams.get("limit"));
    const offset = Number(url.searchParams.get("offset"));
    if (limit === 1) {
      return ok({ investments: [], pagination: { total: COUNTS[url.searchParams.get("status") ?? ""] } });
    }
    return ok({ investments: rows.slice(offset, offset + limit), pagination: { total: rows.length } });
  };
}
const PLANS = ok({ investmentPlans: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] });
const listCalls = (api: ReturnType<typeof mockApi>) =>
  api.sent("GET /api/admin/investments").filter((c) => !c.search.includes("limit=1&"));

function renderSection() {
  return renderWithClient(
    <AdminDashboardProvider value={{ admin, navigate: jest.fn() }}>
      <InvestmentsSection />
    </AdminDashboardProvider>,
  );
}
async function loadedTable(text = "Invested: $1,000.00") {
  const table = screen.getByRole("table", { name: "User investments" });
  await within(table).findAllByText(text);
  return table;
}
const params = (search: string) => Object.fromEntries(new URLSearchParams(search));

beforeEach(() => goTo("/admin/dashboard?section=investments"));
afterEach(() => delete (window as { __xss?: number }).__xss);

describe("Manage Investments", () => {
  test("the table's columns and a row: plan with ID, user, range with invested, rate and returns, created", async () => {
    const api = mockApi({
      "GET /api/admin/investments": investmentsRoute([investment(12)]),
      "GET /api/investments": PLANS,
    });
    renderSection();
    const table = await loadedTable();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([
      "Investment",
      "User",
      "Kind / Asset",
      "Amount Range",
      "Performance",
      "Interest & Redemptions",
      "Created",
      // The row's details button, for the columns a narrow table leaves out.
      "Actions",
    ]);
    const row = within(table).getAllByRole("row")[1];
    for (const text of [
      "Basic",
      "ID #12",
      "Jane Doe",
      "jane@example.com",
      "$1,000.00 – $4,999.00",
      "Invested: $1,000.00",
      "8.5% rate",
      "120% returns",
      "Mar 2, 2026",
      "Fixed",
      "US dollars",
      "Interest paid: $12.50",
    ])
      expect(row).toHaveTextContent(text);
    expect(params(listCalls(api)[0].search)).toEqual({ limit: "5", offset: "0" });
  });

  test("a coin plan in its coin, its redemptions and renewal; a renewed fixed plan says where it went", async () => {
    mockApi({
      "GET /api/admin/investments": investmentsRoute([
        investment(21, {
          plan: "Bitcoin Flexible",
          kind: "FLEXIBLE",
          principalAsset: "BITCOIN",
          rangeAsset: "BITCOIN",
          amount: 0.25,
          minimumAmount: 0.01,
          maximumAmount: 10,
          interestCredited: "0.00123",
          redeemed: "0.25",
          redemptions: 2,
          autoRenew: false,
        }),
        investment(22, {
          plan: "Ether Fixed",
          principalAsset: "ETHEREUM",
          rangeAsset: "ETHEREUM",
          amount: 2,
          minimumAmount: 1,
          maximumAmount: 100,
          interestCredited: "0.04",
          status: "COMPLETED",
          autoRenew: true,
          compound: true,
          renewedTo: 23,
        }),
        investment(23, {
          plan: "Ether Fixed",
          principalAsset: "ETHEREUM",
          rangeAsset: "ETHEREUM",
          amount: 2,
          minimumAmount: 1,
          maximumAmount: 100,
          interestCredited: "0",
          autoRenew: true,
          compound: true,
          renewedFrom: 22,
        }),
      ]),
      "GET /api/investments": PLANS,
    });
    renderSection();
    const table = await loadedTable("Invested: 0.25000000 BTC");
    const [btc, eth, renewal] = within(table).getAllByRole("row").slice(1);
    for (const text of [
      "Flexible",
      "Bitcoin",
      "0.01000000 BTC – 10.00000000 BTC",
      "Invested: 0.25000000 BTC",
      "Interest paid: 0.00123000 BTC",
      "2 redemptions returned 0.25000000 BTC",
    ])
      expect(btc).toHaveTextContent(text);
    expect(btc).not.toHaveTextContent("$");
    for (const text of ["Fixed", "Ethereum", "Invested: 2.00000000 ETH", "Renewed as #23"])
      expect(eth).toHaveTextContent(text);
    expect(renewal).toHaveTextContent("Renews at maturity with its interest");
    expect(renewal).toHaveTextContent("Renewal of #22");
  });

  test("an early redemption shows what it forfeited, by the plan's rule, in the plan's asset", async () => {
    const user = userEvent.setup();
    mockApi({
      "GET /api/admin/investments": investmentsRoute([
        investment(31, {
          plan: "Ether Penalty",
          principalAsset: "ETHEREUM",
          rangeAsset: "ETHEREUM",
          amount: 2,
          status: "COMPLETED",
          earlyRedemption: "PENALTY",
          earlyRedemptionPenaltyPercent: "1.5",
          interestCredited: "0",
          redeemed: "1.97",
          redemptions: 1,
          forfeited: "0.03",
        }),
        investment(32, {
          plan: "Dollar Saver",
          status: "COMPLETED",
          earlyRedemption: "FORFEIT_INTEREST",
          interestCredited: "12.5",
          redeemed: "987.5",
          redemptions: 1,
          forfeited: "12.5",
        }),
        investment(33, {
          plan: "Bitcoin Flexible",
          kind: "FLEXIBLE",
          principalAsset: "BITCOIN",
          rangeAsset: "BITCOIN",
          amount: 0.25,
          redeemed: "0.25",
          redemptions: 1,
        }),
      ]),
      "GET /api/investments": PLANS,
    });
    renderSection();
    const table = await loadedTable("Invested: 2.00000000 ETH");
    const [eth, usd, btc] = within(table).getAllByRole("row").slice(1);
    expect(eth).toHaveTextContent("1 redemption returned 1.97000000 ETH");
    expect(eth).toHaveTextContent("Penalty kept: 0.03000000 ETH");
    expect(usd).toHaveTextContent("1 redemption returned $987.50");
    expect(usd).toHaveTextContent("Interest forfeited: $12.50");
    expect(btc).not.toHaveTextContent(/forfeited|Penalty/i);

    // A narrow table leaves the earnings column out: the row's details carry the forfeit.
    await user.click(within(eth).getByRole("button", { name: /details/i }));
    expect(await screen.findByRole("dialog")).toHaveTextContent("Penalty kept: 0.03000000 ETH");
  });

  test("four cards: totals by status from the server and the plans on offer", async () => {
    mockApi({ "GET /api/admin/investments": investmentsRoute([]), "GET /api/investments": PLANS });
    renderSection();
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Total Investments" })).toHaveTextContent("12"),
    );
    expect(screen.getByRole("region", { name: "Active Investments" })).toHaveTextContent("9");
    expect(screen.getByRole("region", { name: "Completed" })).toHaveTextContent("3");
    expect(screen.getByRole("region", { name: "Investment Plans" })).toHaveTextContent("4");
  });

  test("5 per page on the server; the search goes to the server as q and back to page 1", async () => {
    const rows = Array.from({ length: 12 }, (_, i) => investment(i + 1, { amount: 1000 + i }));
    const api = mockApi({
      "GET /api/admin/investments": investmentsRoute(rows),
      "GET /api/investments": PLANS,
    });
    const user = userEvent.setup();
    renderSection();
    const table = await loadedTable();
    expect(within(table).getAllByRole("row")).toHaveLength(6);
    expect(screen.getByText("Showing 1 to 5 of 12 investments")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Showing 6 to 10 of 12 investments")).toBeInTheDocument();
    expect(params(listCalls(api).at(-1)!.search)).toEqual({ limit: "5", offset: "5" });

    await user.type(screen.getByRole("searchbox", { name: "Search by plan, user name or e-mail" }), "jane");
    await waitFor(() =>
      expect(params(listCalls(api).at(-1)!.search)).toEqual({ limit: "5", offset: "0", q: "jane" }),
    );
    expect(params(window.location.search)).toEqual({ section: "investments", q: "jane" });
  });

  test("empty and failed lists", async () => {
    mockApi({ "GET /api/admin/investments": investmentsRoute([]), "GET /api/investments": PLANS });
    const { unmount } = renderSection();
    const table = screen.getByRole("table", { name: "User investments" });
    expect(await within(table).findByText("No investments found")).toBeInTheDocument();
    unmount();

    mockApi({ "GET /api/admin/investments": { status: 500, body: {} }, "GET /api/investments": PLANS });
    renderSection();
    expect(await screen.findByText("Failed to fetch investments")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Total Investments" })).toHaveTextContent("—"),
    );
  });

  test("Calculate Interest: busy, sent once, the spec's success text, then the list reloads", async () => {
    let finish: ((reply: Reply) => void) | null = null;
    const api = mockApi({
      "GET /api/admin/investments": investmentsRoute([investment(12)]),
      "GET /api/investments": PLANS,
      "POST /api/investments/calculate-interest": () => new Promise<Reply>((resolve) => (finish = resolve)),
    });
    const user = userEvent.setup();
    renderSection();
    await loadedTable();
    const before = listCalls(api).length;
    const button = screen.getByRole("button", { name: "Calculate Interest" });
    await user.click(button);
    await user.click(button);
    const busy = await screen.findByRole("button", { name: "Calculating..." });
    expect(busy).toBeDisabled();
    expect(api.sent("POST /api/investments/calculate-interest")).toHaveLength(1);
    expect(api.sent("POST /api/investments/calculate-interest")[0].body).toEqual({});

    finish!(
      ok({
        message: "Interest calculation completed successfully",
        data: { processed: 3, totalCredited: 12.34, completed: 0, days: 1 },
      }),
    );
    expect(
      await screen.findByText(
        "Interest calculated successfully! Processed 3 investments, credited $12.34 total",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Calculate Interest" })).toBeEnabled();
    await waitFor(() => expect(listCalls(api).length).toBeGreaterThan(before));
  });

  test.each<[string, Reply, string]>([
    [
      "the server's message",
      fail(409, "An interest run is already in progress"),
      "An interest run is already in progress",
    ],
    ["the spec's text without one", { status: 500, body: {} }, "Failed to calculate interest"],
  ])("Calculate Interest failure shows %s", async (_name, reply, text) => {
    mockApi({
      "GET /api/admin/investments": investmentsRoute([investment(12)]),
      "GET /api/investments": PLANS,
      "POST /api/investments/calculate-interest": reply,
    });
    const user = userEvent.setup();
    renderSection();
    await loadedTable();
    await user.click(screen.getByRole("button", { name: "Calculate Interest" }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Calculate Interest" })).toBeEnabled();
  });

  test("a success answer without figures reads 'Interest calculation completed successfully'", async () => {
    mockApi({
      "GET /api/admin/investments": investmentsRoute([investment(12)]),
      "GET /api/investments": PLANS,
      "POST /api/investments/calculate-interest": ok({}),
    });
    const user = userEvent.setup();
    renderSection();
    await loadedTable();
    await user.click(screen.getByRole("button", { name: "Calculate Interest" }));
    expect(await screen.findByText("Interest calculation completed successfully")).toBeInTheDocument();
  });

  test("user-supplied names and plan names render as text, never as markup", async () => {
    mockApi({
      "GET /api/admin/investments": investmentsRoute([
        investment(12, { plan: XSS, user: { id: 7, name: XSS, email: "x@example.com" } }),
      ]),
      "GET /api/investments": PLANS,
    });
    const { container } = renderSection();
    const table = await loadedTable();
    expect(within(table).getAllByText(XSS)).toHaveLength(2);
    expect(container.querySelector("img")).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
