/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorDashboardProvider } from "@/components/investor/investor-dashboard-context";
import { activityKind } from "@/components/investor/panels/overview/activity-types";
import { OverviewPanel } from "@/components/investor/panels/overview/overview-panel";
import type { SessionUser } from "@/lib/hooks/use-session";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const CAUTION = "You need to verify your account to gain full functionality.";
const jane: SessionUser = {
  id: 7,
  name: "Jane Doe",
  email: "jane@example.com",
  role: "INVESTOR",
  isVerified: true,
};

let nextId = 1;
function tx(type: string, asset: string, amount: number, extra: object = {}) {
  const id = nextId++;
  return {
    id,
    type,
    asset,
    amount,
    status: "COMPLETED",
    date: `2026-03-${String(10 + (id % 15)).padStart(2, "0")}T10:00:00.000Z`, // id 1 on the 11th
    createdAt: "2026-03-10T10:00:00.000Z",
    details: null,
    planId: null,
    planName: null,
    usdEquivalent: null,
    ...extra,
  };
}

const balances = {
  balances: {
    Bitcoin: { bitcoinBalance: 0.12345678 },
    Ethereum: { ethereumBalance: 2.5 },
    Usdt: { usdtBalance: 100.25 },
    Usdc: { usdcBalance: 7.1 },
  },
  mainBalance: 1234.5,
};

const REF_LINK = "http://localhost/signup?ref=ADA7KQ2M9X";
const referrals = {
  enabled: true,
  code: "ADA7KQ2M9X",
  link: REF_LINK,
  referrerRewardUsd: "25",
  refereeRewardUsd: "25",
  minDepositUsd: "100",
  holdDays: 30,
  referrals: [
    {
      id: 2,
      name: "Grace H.",
      joinedAt: "2026-03-02T10:00:00.000Z",
      status: "PENDING",
      reason: null,
      reward: "25",
      missing: [{ kind: "verification" }, { kind: "deposit", usd: "40" }],
      paidAt: null,
    },
    {
      id: 1,
      name: "Alan T.",
      joinedAt: "2026-02-01T10:00:00.000Z",
      status: "PENDING",
      reason: null,
      reward: "25",
      missing: [{ kind: "days", days: 12 }],
      paidAt: null,
    },
  ],
  totals: { pending: "50", paid: "0", count: 2 },
};

type Routes = Partial<
  Record<
    "main" | "balances" | "transactions" | "referrals" | "analytics",
    Reply | { pending: true } | (() => Reply)
  >
>;

/** The analytics answer the interest box reads: nothing earned yet. */
const noInterest = {
  interestByDay: [],
  cumulativeInterest: 0,
  interestTotals: [],
  cumulativeInterestUsdValue: "0",
  periodInterestUsdValue: "0",
  allocation: [],
  invested: 0,
  investedByAsset: [],
  investedUsdValue: "0",
  available: 0,
};

function setup(routes: Routes = {}, user: Partial<SessionUser> = {}) {
  const api = mockApi({
    "GET /api/users/main-balance": routes.main ?? ok({ mainBalance: 1234.5 }),
    "GET /api/users/balances": routes.balances ?? ok(balances),
    "GET /api/users/transactions": routes.transactions ?? ok({ transactions: [] }),
    "GET /api/referrals": routes.referrals ?? ok(referrals),
    "GET /api/users/analytics": routes.analytics ?? ok(noInterest),
  });
  const navigate = jest.fn();
  const view = renderWithClient(
    <InvestorDashboardProvider value={{ user: { ...jane, ...user }, navigate }}>
      <OverviewPanel />
    </InvestorDashboardProvider>,
  );
  return { api, navigate, view };
}

const card = (title: string) => screen.getByRole("region", { name: title });
const activityTable = () => screen.getByRole("table", { name: "Recent Activity" });
/** Each data row of the activity table as its cells' text. */
const activityRows = () =>
  within(activityTable())
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        // The row's details button (for the columns a narrow table leaves out) has no text of its own.
        .filter((c) => !within(c).queryByRole("button", { name: /^Details of/ }))
        .map((c) => c.textContent),
    );

beforeEach(() => {
  nextId = 1;
  goTo("/dashboard?panel=overview");
});

describe("investor Overview", () => {
  test("greets the user and shows skeletons while the five calls are in flight, made together", async () => {
    const { api } = setup({
      main: { pending: true },
      balances: { pending: true },
      transactions: { pending: true },
    });
    expect(screen.getByRole("heading", { level: 2, name: "Welcome back, Jane Doe" })).toBeInTheDocument();
    expect(screen.getByText("Here's a summary of your account.")).toBeInTheDocument();
    for (const title of ["Main Balance", "Bitcoin", "Ethereum", "Stablecoins"]) {
      expect(card(title).querySelector(".animate-pulse")).not.toBeNull();
      expect(within(card(title)).queryByText(/\d\.\d/)).not.toBeInTheDocument();
    }
    expect(activityTable().closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    await waitFor(() =>
      expect(api.calls.map((c) => c.path).sort()).toEqual([
        "/api/referrals",
        "/api/users/analytics",
        "/api/users/balances",
        "/api/users/main-balance",
        "/api/users/transactions",
      ]),
    );
  });

  test("cancels the five calls when the investor leaves the panel", async () => {
    const { api, view } = setup({
      main: { pending: true },
      balances: { pending: true },
      transactions: { pending: true },
      referrals: { pending: true },
      analytics: { pending: true },
    });
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(5));
    const signals = api.fetchMock.mock.calls.map(([, init]) => (init as RequestInit).signal!);
    expect(signals.some((s) => s.aborted)).toBe(false);
    view.unmount();
    await waitFor(() => expect(signals.every((s) => s.aborted)).toBe(true));
  });

  test("balance cards: USD with 2 decimals, BTC 8, ETH 6, stablecoins USDT+USDC with 2; no invented trends", async () => {
    setup();
    expect(await within(card("Main Balance")).findByText("$1,234.50")).toBeInTheDocument();
    expect(within(card("Bitcoin")).getByText("0.12345678 BTC")).toBeInTheDocument();
    expect(within(card("Ethereum")).getByText("2.500000 ETH")).toBeInTheDocument();
    // With a unit: the dollar stablecoins as dollars, which coins beneath.
    expect(within(card("Stablecoins")).getByText("$107.35")).toBeInTheDocument();
    expect(within(card("Stablecoins")).getByText("100.25 USDT + 7.10 USDC")).toBeInTheDocument();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });

  test("the interest box: nothing before any interest, then each asset's in its own units and all at their value", async () => {
    setup();
    const box = await screen.findByRole("region", { name: "Earning Interest Daily" });
    await waitFor(() => expect(within(box).queryByText(/^Earned in/)).not.toBeInTheDocument());
  });

  test("where interest goes: the spec's Main Balance sentence for dollar plans, each coin plan's coin named", async () => {
    setup({
      analytics: ok({
        ...noInterest,
        invested: 1000,
        investedByAsset: [{ asset: "USD", amount: "1000", usdValue: "1000" }],
      }),
    });
    const box = await screen.findByRole("region", { name: "Earning Interest Daily" });
    expect(box).toHaveTextContent(
      "Every active investment earns interest each day. It is credited to your Main Balance every 24 hours at 12:00 AM UTC.",
    );
  });

  test("with coin plans the box says interest is credited in the plan's asset, and which coins", async () => {
    setup({
      analytics: ok({
        ...noInterest,
        invested: 1000,
        investedByAsset: [
          { asset: "USD", amount: "1000", usdValue: "1000" },
          { asset: "BITCOIN", amount: "0.5", usdValue: "58000" },
          { asset: "ETHEREUM", amount: "2", usdValue: "7000" },
        ],
      }),
    });
    const box = await screen.findByRole("region", { name: "Earning Interest Daily" });
    await waitFor(() =>
      expect(box).toHaveTextContent(
        "Every active investment earns interest each day, credited every 24 hours at 12:00 AM UTC in the plan's own " +
          "asset: a dollar plan's to your Main Balance, a coin plan's to that coin's balance (yours: Bitcoin and Ethereum).",
      ),
    );
    expect(box).not.toHaveTextContent("It is credited to your Main Balance");
  });

  test("coin interest shows in its coin (8 decimals) with its value, never added to the dollars", async () => {
    setup({
      analytics: ok({
        ...noInterest,
        cumulativeInterest: 0.69863013,
        interestTotals: [
          {
            asset: "USD",
            amount: "0.69863013",
            usdValue: "0.69863013",
            periodAmount: "0.69863013",
            periodUsdValue: "0.69863013",
          },
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
      }),
    });
    const btc = await screen.findByTestId("earned-BITCOIN");
    expect(btc).toHaveTextContent("Earned in Bitcoin");
    expect(btc).toHaveTextContent("0.00300000 BTC");
    expect(btc).toHaveTextContent("$349.55");
    expect(screen.getByTestId("earned-USD")).toHaveTextContent("Earned in Main Balance$0.70");
    // The values add up; the BTC units are not counted as dollars ($0.70 + 0.003 would be $0.70).
    expect(screen.getByTestId("earned-total")).toHaveTextContent("All interest, at current prices$350.24");
  });

  test("a stat card copies its value", async () => {
    const user = userEvent.setup();
    setup();
    await within(card("Bitcoin")).findByText("0.12345678 BTC");
    await user.click(screen.getByRole("button", { name: "Copy Bitcoin" }));
    expect(await navigator.clipboard.readText()).toBe("0.12345678 BTC");
    expect(within(card("Bitcoin")).getByText("Copied!")).toBeInTheDocument();
  });

  test("activity: the spec's four types, each amount in its asset's own units and decimals", async () => {
    setup({
      transactions: ok({
        transactions: [
          tx("CREDIT_BITCOIN", "BITCOIN", 0.5),
          tx("WITHDRAWAL", "ETHEREUM", 1.25, { status: "PENDING" }),
          tx("INTEREST", "USD", 12.5),
        ],
      }),
    });
    await screen.findByText("Showing 1 to 3 of 3 transactions");
    expect(
      within(activityTable())
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Type", "Asset", "Date", "Status", "Amount", "Actions"]);
    expect(activityRows()).toEqual([
      ["Top up Apex account", "BTC", "Mar 11, 2026", "Completed", "+0.50000000 BTC"],
      ["Withdraw from Apex account", "ETH", "Mar 12, 2026", "Pending", "-1.250000 ETH"],
      ["Received payment", "USD", "Mar 13, 2026", "Completed", "+$12.50"],
    ]);
    const kinds = ["DEPOSIT", "WITHDRAWAL", "SUBSCRIPTION", "INTEREST"].map(activityKind);
    expect(new Set(kinds.map((k) => k.icon)).size).toBe(4);
    expect(activityKind("CREDIT_USDC")).toBe(activityKind("DEPOSIT"));
  });

  test("a rejected withdrawal reads Rejected with its amount refunded, not as money that left", async () => {
    setup({
      transactions: ok({
        transactions: [
          tx("WITHDRAWAL", "USDT", 100, { status: "INACTIVE" }),
          tx("WITHDRAWAL", "BITCOIN", 0.01, { status: "COMPLETED" }),
        ],
      }),
    });
    await screen.findByText("Showing 1 to 2 of 2 transactions");
    expect(activityRows()).toEqual([
      ["Withdraw from Apex account", "USDT", "Mar 11, 2026", "Rejected", "100.00 USDT refunded"],
      ["Withdraw from Apex account", "BTC", "Mar 12, 2026", "Completed", "-0.01000000 BTC"],
    ]);
    expect(screen.queryByText(/Inactive/)).not.toBeInTheDocument();
    // The phone's card: the amount, and "refunded" on a line of its own under it.
    const card = within(screen.getByRole("list", { name: "Recent Activity" })).getAllByRole("listitem")[0]!;
    expect(within(card).getByText("refunded")).toHaveClass("block");
    expect(card).toHaveTextContent("100.00 USDTrefunded");
  });

  test("a subscription shows its USD price, never the dollars as coin units; with assetAmount, the units", async () => {
    setup({
      transactions: ok({
        transactions: [
          tx("SUBSCRIPTION", "BITCOIN", 1000, { status: "ACTIVE" }),
          tx("SUBSCRIPTION", "ETHEREUM", 5000, { status: "ACTIVE", assetAmount: 1.169781 }),
        ],
      }),
    });
    await screen.findByText("Showing 1 to 2 of 2 transactions");
    expect(activityRows()).toEqual([
      ["Transfer to savings", "BTC", "Mar 11, 2026", "Active", "-$1,000.00"],
      ["Transfer to savings", "ETH", "Mar 12, 2026", "Active", "-1.169781 ETH"],
    ]);
    expect(screen.queryByText(/1,000\.00000000 BTC/)).not.toBeInTheDocument();
  });

  test("pages 3 at a time: 'Showing X to Y of Z transactions', 'Page N of M', Previous and Next", async () => {
    const user = userEvent.setup();
    const list = Array.from({ length: 7 }, () => tx("DEPOSIT", "USDT", 10));
    setup({ transactions: ok({ transactions: list }) });

    expect(await screen.findByText("Showing 1 to 3 of 7 transactions")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
    expect(activityRows()).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Showing 4 to 6 of 7 transactions")).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Showing 7 to 7 of 7 transactions")).toBeInTheDocument();
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument();
    expect(activityRows()).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(window.location.search).toContain("page=3");
  });

  test("no transactions: 'No transactions yet' and no pager", async () => {
    setup();
    expect((await screen.findAllByText("No transactions yet")).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Showing \d/)).not.toBeInTheDocument();
  });

  test("the caution banner shows only for an unverified account, and its link opens the kyc panel", async () => {
    const user = userEvent.setup();
    const { navigate, view } = setup({}, { isVerified: false });
    expect(screen.getByText(/Caution:/)).toBeInTheDocument();
    expect(screen.getByText(CAUTION, { exact: false })).toBeInTheDocument();
    const link = screen.getByRole("link", { name: "Let's get started!" });
    expect(link).toHaveAttribute("href", "/dashboard?panel=kyc");
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith("kyc");
    view.unmount();

    setup({}, { isVerified: true });
    expect(screen.queryByText(CAUTION, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Let's get started!" })).not.toBeInTheDocument();
  });

  test("buttons go to Invest, Deposits, Deposit History and Investments", async () => {
    const user = userEvent.setup();
    const { navigate } = setup();
    await user.click(screen.getByRole("button", { name: "Invest & Earn" }));
    await user.click(screen.getByRole("button", { name: "Deposit Now" }));
    await user.click(screen.getByRole("button", { name: "See History" }));
    await user.click(screen.getByRole("button", { name: "View my investments" }));
    expect(navigate.mock.calls).toEqual([["invest"], ["deposits"], ["deposit-history"], ["investments"]]);
  });

  test("'Earning Interest Daily' and 'Refer Us & Earn': the investor's link with Copy and a QR code, the rewards, their referrals", async () => {
    const user = userEvent.setup();
    setup();
    expect(screen.getByRole("heading", { name: "Earning Interest Daily" })).toBeInTheDocument();
    const refer = screen.getByRole("region", { name: "Refer Us & Earn" });
    expect(within(refer).queryByText("Coming Soon")).not.toBeInTheDocument();
    const link = within(refer).getByRole("textbox", { name: "Referral link" });
    await waitFor(() => expect(link).toHaveValue(REF_LINK));
    expect(within(refer).getByRole("img", { name: "QR code of your referral link" })).toBeInTheDocument();
    expect(
      within(refer).getByText(
        "You get $25.00 and each friend you invite gets $25.00 once they verify their identity, deposit $100.00 and keep it 30 days.",
      ),
    ).toBeInTheDocument();
    expect(
      within(refer).getByText("Pending: identity verification, deposit $40.00 more"),
    ).toBeInTheDocument();
    expect(within(refer).getByText("Pending: 12 days left")).toBeInTheDocument();
    expect(within(refer).getByText("Grace H.")).toBeInTheDocument();
    await user.click(within(refer).getByRole("button", { name: "Copy referral link" }));
    expect(await navigator.clipboard.readText()).toBe(REF_LINK);
  });

  test("failed calls show a quiet message with a retry in place of the cards and the table", async () => {
    const user = userEvent.setup();
    let mainCalls = 0;
    let txCalls = 0;
    setup({
      main: () => (++mainCalls === 1 ? fail(500, "boom") : ok({ mainBalance: 42 })),
      transactions: () =>
        ++txCalls === 1 ? fail(500, "boom") : ok({ transactions: [tx("DEPOSIT", "USDC", 3)] }),
    });
    expect(await screen.findByText("We couldn't load your balances. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("We couldn't load your recent activity. Please try again.")).toBeInTheDocument();
    expect(screen.queryByText("boom")).not.toBeInTheDocument();

    const retries = screen.getAllByRole("button", { name: "Try again" });
    expect(retries).toHaveLength(2);
    for (const retry of retries) await user.click(retry);
    expect(await within(card("Main Balance")).findByText("$42.00")).toBeInTheDocument();
    expect(await screen.findByText("Showing 1 to 1 of 1 transactions")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
