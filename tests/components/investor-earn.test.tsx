/** @jest-environment jsdom */
// Earn on the investor's screens: Investments' Redeem dialog (a flexible position in part or whole with the
// live quote, a fixed one in whole by its rule, the PIN, one request per confirmation, the server's refusal),
// the renewal switch (shown at once, put back when refused), and Invest's amount for a coin or flexible plan.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorDashboardProvider } from "@/components/investor/investor-dashboard-context";
import { InvestPanel } from "@/components/investor/panels/invest/invest-panel";
import { InvestmentsPanel } from "@/components/investor/panels/investments/investments-panel";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

const user0 = { id: 7, name: "Jane Doe", email: "jane@example.com", role: "INVESTOR", isVerified: true };

// GET /api/users/transactions?type=SUBSCRIPTION rows and GET /api/subscriptions positions, by id.
const row = (over: Record<string, unknown>) => ({
  planId: 1,
  assetAmount: 0,
  lastInterestCalculation: null,
  interestCredited: 0,
  totalReturns: 0,
  status: "ACTIVE",
  createdAt: "2026-03-01T10:00:00.000Z",
  ...over,
});
const position = (over: Record<string, unknown>) => ({
  planId: 1,
  kind: "FIXED",
  asset: "USD",
  paidWith: "USD",
  interestRate: "5",
  totalReturns: "10",
  earlyRedemption: "NONE",
  earlyRedemptionPenaltyPercent: "0",
  status: "ACTIVE",
  autoRenew: false,
  compound: false,
  interestPaid: "0",
  renewedFrom: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  completedAt: null,
  ...over,
});
const ROWS = [
  row({
    id: 31,
    plan: { plan: "BTC Flex", interestRate: 5 },
    amount: 0.5,
    asset: "BITCOIN",
    assetAmount: 0.5,
  }),
  row({ id: 32, plan: { plan: "Locked", interestRate: 10 }, amount: 1000, asset: "USD", assetAmount: 1000 }),
  row({ id: 33, plan: { plan: "Penalty", interestRate: 8 }, amount: 200, asset: "USDT", assetAmount: 200 }),
];
const POSITIONS = [
  position({
    id: 31,
    plan: "BTC Flex",
    kind: "FLEXIBLE",
    asset: "BITCOIN",
    paidWith: "BITCOIN",
    amount: "0.5",
    totalReturns: "0",
    interestPaid: "0.00006849",
  }),
  position({ id: 32, plan: "Locked", amount: "1000" }),
  position({
    id: 33,
    plan: "Penalty",
    asset: "USDT",
    paidWith: "USDT",
    amount: "200",
    earlyRedemption: "PENALTY",
    earlyRedemptionPenaltyPercent: "2.5",
    autoRenew: true,
    compound: false,
  }),
];

type Routes = Parameters<typeof mockApi>[0];

function renderInvestments(overrides: Routes = {}) {
  goTo("/dashboard?panel=investments");
  const api = mockApi({
    "GET /api/users/transactions": ok({ transactions: ROWS }),
    "GET /api/subscriptions": ok({ subscriptions: POSITIONS }),
    "GET /api/auth/user/withdrawal-pin-status": ok({ hasPin: true }),
    ...overrides,
  });
  const ui = userEvent.setup();
  renderWithClient(
    <InvestorDashboardProvider value={{ user: user0 as never, navigate: jest.fn() }}>
      <InvestmentsPanel />
    </InvestorDashboardProvider>,
  );
  return { api, ui };
}

const quoteOf = (amount: string | null, id = 31): Reply => {
  if (id === 32) return fail(400, "This plan cannot be redeemed before it matures");
  if (id === 33) return ok({ returned: "195", forfeited: "5", asset: "USDT" });
  return ok({ returned: amount ?? "0.5", forfeited: "0", asset: "BITCOIN" });
};
const quoteRoute = (_b: unknown, url: URL) =>
  quoteOf(url.searchParams.get("amount"), Number(url.pathname.split("/")[3]));

async function openRedeem(ui: ReturnType<typeof userEvent.setup>, name: string) {
  const table = await screen.findByRole("table", { name: "Investments" });
  await ui.click(await within(table).findByRole("button", { name }));
  return screen.findByRole("dialog");
}

describe("Redeem dialog", () => {
  test("a flexible position: amount (or Max), the live quote, the PIN; one request, success, refreshed", async () => {
    let release: (r: Reply) => void = () => {};
    const { api, ui } = renderInvestments({
      "GET /api/subscriptions/31/redemption-quote": quoteRoute,
      "POST /api/subscriptions/31/redeem": () => new Promise<Reply>((resolve) => (release = resolve)),
    });
    const dialog = await openRedeem(ui, "Redeem BTC Flex (#31)");
    expect(dialog).toHaveAccessibleName("Redeem BTC Flex");
    expect(within(dialog).getByText("Enter an amount to see what you receive.")).toBeInTheDocument();

    const amount = within(dialog).getByLabelText("Amount to redeem (BTC)");
    await ui.type(amount, "0.6");
    expect(
      await within(dialog).findByText("Amount exceeds the subscription's principal"),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute("aria-invalid", "true");
    await ui.clear(amount);
    await ui.type(amount, "0.25");
    const quote = within(dialog).getByRole("region", { name: "Redemption quote" });
    await waitFor(() => expect(quote).toHaveTextContent("You receive0.25 BTC"));
    expect(quote).toHaveTextContent("Forfeited0.00 BTC");
    expect(api.sent("GET /api/subscriptions/31/redemption-quote").at(-1)!.search).toBe("?amount=0.25");

    // The PIN is asked before anything is sent.
    await ui.click(within(dialog).getByRole("button", { name: "Confirm Redemption" }));
    expect(within(dialog).getByText("Withdrawal PIN is required")).toBeInTheDocument();
    await ui.type(within(dialog).getByLabelText("Withdrawal PIN"), "12");
    await ui.click(within(dialog).getByRole("button", { name: "Confirm Redemption" }));
    expect(within(dialog).getByText("Invalid withdrawal pin.")).toBeInTheDocument();
    expect(api.sent("POST /api/subscriptions/31/redeem")).toHaveLength(0);

    await ui.type(within(dialog).getByLabelText("Withdrawal PIN"), "34");
    const confirm = within(dialog).getByRole("button", { name: "Confirm Redemption" });
    await ui.click(confirm);
    // Busy: a second press sends nothing more.
    const busy = await within(dialog).findByRole("button", { name: "Redeeming..." });
    expect(busy).toBeDisabled();
    await ui.click(busy);
    const sent = api.sent("POST /api/subscriptions/31/redeem");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ amount: "0.25", pin: "1234" });
    const key = (api.fetchMock.mock.calls.at(-1)![1]!.headers as Record<string, string>)["Idempotency-Key"];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    const before = api.sent("GET /api/subscriptions").length;
    await act(async () =>
      release(
        ok({
          message: "Redemption completed",
          returned: "0.25",
          forfeited: "0",
          asset: "BITCOIN",
          subscription: { ...POSITIONS[0], amount: "0.25" },
        }),
      ),
    );
    expect(await screen.findByText("Redeemed: 0.25 BTC returned to your balance")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(api.sent("GET /api/subscriptions").length).toBeGreaterThan(before));
  });

  test("Max fills in the whole position; a wrong PIN is the server's refusal, shown, the PIN cleared", async () => {
    const { api, ui } = renderInvestments({
      "GET /api/subscriptions/31/redemption-quote": quoteRoute,
      "POST /api/subscriptions/31/redeem": fail(400, "Invalid withdrawal pin."),
    });
    const dialog = await openRedeem(ui, "Redeem BTC Flex (#31)");
    await ui.click(within(dialog).getByRole("button", { name: "Max: redeem all, 0.50 BTC" }));
    expect(within(dialog).getByLabelText("Amount to redeem (BTC)")).toHaveValue("0.5");
    await waitFor(() =>
      expect(within(dialog).getByRole("region", { name: "Redemption quote" })).toHaveTextContent(
        "You receive0.50 BTC",
      ),
    );
    const pin = within(dialog).getByLabelText("Withdrawal PIN");
    await ui.type(pin, "9999");
    await ui.click(within(dialog).getByRole("button", { name: "Confirm Redemption" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Invalid withdrawal pin.");
    expect(pin).toHaveValue("");
    expect(api.sent("POST /api/subscriptions/31/redeem")[0]!.body).toEqual({ amount: "0.5", pin: "9999" });
  });

  test("a fixed position whose plan forbids early redemption: the refusal is shown and nothing can be confirmed", async () => {
    const { api, ui } = renderInvestments({ "GET /api/subscriptions/32/redemption-quote": quoteRoute });
    const dialog = await openRedeem(ui, "Redeem Locked (#32)");
    expect(within(dialog).queryByLabelText(/Amount to redeem/)).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent("A fixed-term subscription is redeemed in whole");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This plan cannot be redeemed before it matures",
    );
    await ui.type(within(dialog).getByLabelText("Withdrawal PIN"), "1234");
    expect(within(dialog).getByRole("button", { name: "Confirm Redemption" })).toBeDisabled();
    expect(api.sent("GET /api/subscriptions/32/redemption-quote")[0]!.search).toBe("");
  });

  test("a fixed position with a penalty: the whole is quoted, sent without an amount; Escape returns focus", async () => {
    const { api, ui } = renderInvestments({
      "GET /api/subscriptions/33/redemption-quote": quoteRoute,
      "POST /api/subscriptions/33/redeem": ok({
        message: "Redemption completed",
        returned: "195",
        forfeited: "5",
        asset: "USDT",
        subscription: { ...POSITIONS[2], status: "COMPLETED" },
      }),
    });
    const table = await screen.findByRole("table", { name: "Investments" });
    const opener = await within(table).findByRole("button", { name: "Redeem Penalty (#33)" });
    await ui.click(opener);
    let dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Early redemption: 2.5% penalty");
    await waitFor(() => expect(dialog).toHaveTextContent("Forfeited5.00 USDT"));
    await ui.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await ui.click(opener);
    dialog = await screen.findByRole("dialog");
    await ui.type(within(dialog).getByLabelText("Withdrawal PIN"), "1234");
    await ui.click(within(dialog).getByRole("button", { name: "Confirm Redemption" }));
    expect(await screen.findByText("Redeemed: 195.00 USDT returned to your balance")).toBeInTheDocument();
    expect(api.sent("POST /api/subscriptions/33/redeem")[0]!.body).toEqual({ pin: "1234" });
  });

  test("without a withdrawal PIN the dialog says where to set one and cannot be confirmed", async () => {
    const { ui } = renderInvestments({
      "GET /api/subscriptions/31/redemption-quote": quoteRoute,
      "GET /api/auth/user/withdrawal-pin-status": ok({ hasPin: false }),
    });
    const dialog = await openRedeem(ui, "Redeem BTC Flex (#31)");
    expect(
      await within(dialog).findByText(
        "Set a withdrawal PIN (Withdrawals or Settings) to confirm a redemption.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Confirm Redemption" })).toBeDisabled();
  });
});

describe("Renewal switch", () => {
  test("fixed positions only; turning it on shows at once and is saved; compound follows it", async () => {
    const { api, ui } = renderInvestments({
      "PUT /api/subscriptions/32/renewal": (body) =>
        ok({
          message: "Renewal settings saved",
          subscription: { ...POSITIONS[1], ...(body as object) },
        }),
    });
    const table = await screen.findByRole("table", { name: "Investments" });
    const renew = await within(table).findByRole("switch", { name: "Auto-renew Locked (#32) at maturity" });
    expect(within(table).queryByRole("switch", { name: /BTC Flex/ })).not.toBeInTheDocument();
    expect(within(table).getByRole("switch", { name: "Auto-renew Penalty (#33) at maturity" })).toBeChecked();
    const compound = within(table).getByRole("switch", {
      name: "Compound: renew Locked (#32) with the interest it paid",
    });
    expect(compound).toBeDisabled();
    await ui.click(renew);
    await waitFor(() => expect(renew).toBeChecked());
    await waitFor(() => expect(compound).toBeEnabled());
    expect(api.sent("PUT /api/subscriptions/32/renewal")[0]!.body).toEqual({
      autoRenew: true,
      compound: false,
    });
    expect(await screen.findByText("Auto-renew is on for Locked (#32)")).toBeInTheDocument();
  });

  test("a refusal puts the switch back and says why", async () => {
    let release: (r: Reply) => void = () => {};
    const { ui } = renderInvestments({
      "PUT /api/subscriptions/33/renewal": () => new Promise<Reply>((resolve) => (release = resolve)),
    });
    const table = await screen.findByRole("table", { name: "Investments" });
    const renew = await within(table).findByRole("switch", { name: "Auto-renew Penalty (#33) at maturity" });
    renew.focus();
    await ui.keyboard(" ");
    // Shown at once, while the request is out; the switch is the same element, focus stays on it.
    await waitFor(() => expect(renew).not.toBeChecked());
    expect(renew).toHaveFocus();
    await act(async () => release(fail(409, "This subscription is not active")));
    expect(await screen.findByText("This subscription is not active")).toBeInTheDocument();
    await waitFor(() => expect(renew).toBeChecked());
  });
});

describe("Invest: the amount of a coin or flexible plan", () => {
  const PLAN = {
    id: 8,
    plan: "Bitcoin Flexible",
    interestRate: 5,
    minimumAmount: 0.01,
    maximumAmount: 2,
    totalReturns: 0,
    recommended: false,
    kind: "FLEXIBLE",
    asset: "BITCOIN",
    earlyRedemption: "NONE",
    earlyRedemptionPenaltyPercent: 0,
  };
  const BALANCES = {
    balances: {
      Bitcoin: { bitcoinBalance: 0.5 },
      Ethereum: { ethereumBalance: 0 },
      Usdt: { usdtBalance: 0 },
      Usdc: { usdcBalance: 0 },
    },
    mainBalance: 0,
  };

  test("asks for the amount in BTC, checks it against the limits and the balance, then sends it", async () => {
    const api = mockApi({
      "GET /api/investments": ok({ investmentPlans: [PLAN] }),
      "GET /api/users/balances": ok(BALANCES),
      "GET /api/users/transactions": ok({ transactions: [] }),
      "GET /api/prices": ok({ prices: { USD: 1, BITCOIN: 100000, ETHEREUM: 4000, USDT: 1, USDC: 1 } }),
      "POST /api/investments/subscribe": ok({ message: "Successfully subscribed to Bitcoin Flexible" }),
    });
    const ui = userEvent.setup();
    renderWithClient(
      <InvestorDashboardProvider value={{ user: user0 as never, navigate: jest.fn() }}>
        <InvestPanel />
      </InvestorDashboardProvider>,
    );
    await ui.click(await screen.findByRole("button", { name: "Subscribe Now to Bitcoin Flexible" }));
    const confirm = await screen.findByRole("dialog", { name: "Confirm Investment" });
    expect(confirm).toHaveTextContent("0.01 BTC");
    await ui.click(within(confirm).getByRole("button", { name: "Continue to Payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose the Amount" });
    const amount = within(dialog).getByLabelText("Amount (BTC)");
    await waitFor(() => expect(amount).toHaveFocus());
    expect(dialog).toHaveTextContent("Available: 0.50 BTC");

    await ui.click(within(dialog).getByRole("button", { name: "Confirm Subscription" }));
    expect(within(dialog).getByText("Enter an amount")).toBeInTheDocument();
    await ui.type(amount, "0.001");
    expect(
      within(dialog).getByText("Amount must be between the plan's minimum and maximum"),
    ).toBeInTheDocument();
    await ui.clear(amount);
    await ui.type(amount, "0.6");
    expect(within(dialog).getByText("Insufficient balance. Available: 0.50 BTC")).toBeInTheDocument();
    await ui.click(within(dialog).getByRole("button", { name: "Confirm Subscription" }));
    expect(api.sent("POST /api/investments/subscribe")).toHaveLength(0);

    await ui.click(within(dialog).getByRole("button", { name: "Max: the most you can invest, 0.50 BTC" }));
    expect(amount).toHaveValue("0.5");
    await ui.clear(amount);
    await ui.type(amount, "0.25");
    await ui.click(within(dialog).getByRole("button", { name: "Confirm Subscription" }));
    await waitFor(() => expect(api.sent("POST /api/investments/subscribe")).toHaveLength(1));
    expect(api.sent("POST /api/investments/subscribe")[0]!.body).toEqual({
      planId: 8,
      asset: "BITCOIN",
      amount: "0.25",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
