/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorDashboardProvider } from "@/components/investor/investor-dashboard-context";
import { InvestPanel } from "@/components/investor/panels/invest/invest-panel";
import { planTheme } from "@/components/investor/panels/invest/plan-theme";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

const user0 = { id: 7, name: "Jane Doe", email: "jane@example.com", role: "INVESTOR", isVerified: true };

// The seeded plans' shape: fixed terms in dollars, no early redemption.
const FIXED_USD = { kind: "FIXED", asset: "USD", earlyRedemption: "NONE", earlyRedemptionPenaltyPercent: 0 };

const PLANS = [
  {
    id: 1,
    plan: "Basic",
    interestRate: 8.5,
    minimumAmount: 1000,
    maximumAmount: 4999,
    totalReturns: 8.5,
    recommended: false,
    ...FIXED_USD,
  },
  {
    id: 2,
    plan: "Premium",
    interestRate: 12.8,
    minimumAmount: 5000,
    maximumAmount: 24999,
    totalReturns: 12.8,
    recommended: true,
    ...FIXED_USD,
  },
  {
    id: 3,
    plan: "Enterprise",
    interestRate: 15.2,
    minimumAmount: 25000,
    maximumAmount: 100000,
    totalReturns: 15.2,
    recommended: false,
    ...FIXED_USD,
  },
];
const BALANCES = {
  balances: {
    Bitcoin: { bitcoinBalance: 0.5 },
    Ethereum: { ethereumBalance: 0 },
    Usdt: { usdtBalance: 2500 },
    Usdc: { usdcBalance: 0 },
  },
  mainBalance: 1200,
};
const SUBSCRIPTIONS = [
  {
    id: 9,
    planId: 2,
    plan: { plan: "Premium", interestRate: 12.8 },
    amount: 5000,
    asset: "USDT",
    assetAmount: 5000,
    status: "ACTIVE",
    createdAt: "2026-01-01T00:00:00.000Z",
    lastInterestCalculation: null,
    interestCredited: 0,
    totalReturns: 12.8,
  },
  // A finished subscription to Basic does not block a new one.
  {
    ...{ id: 4, planId: 1, plan: { plan: "Basic", interestRate: 8.5 }, amount: 1000, asset: "USD" },
    status: "COMPLETED",
  },
];
const PRICES = { prices: { USD: 1, BITCOIN: 116515, ETHEREUM: 4274.31, USDT: 1, USDC: 1 } };

type Routes = Parameters<typeof mockApi>[0];
function setup(overrides: Routes = {}) {
  const api = mockApi({
    "GET /api/investments": ok({ investmentPlans: PLANS }),
    "GET /api/users/balances": ok(BALANCES),
    "GET /api/users/transactions": ok({ transactions: SUBSCRIPTIONS }),
    "GET /api/prices": ok(PRICES),
    ...overrides,
  });
  const navigate = jest.fn();
  const ui = userEvent.setup();
  renderWithClient(
    <InvestorDashboardProvider value={{ user: user0 as never, navigate }}>
      <InvestPanel />
    </InvestorDashboardProvider>,
  );
  return { api, navigate, ui };
}

const card = (name: string) => screen.getByRole("article", { name });
const dialog = (name: string) => screen.findByRole("dialog", { name });

/** Opens the flow for a plan and reaches the payment step. */
async function toPayment(ui: ReturnType<typeof userEvent.setup>, plan = "Basic") {
  await ui.click(await screen.findByRole("button", { name: `Subscribe Now to ${plan}` }));
  await ui.click(
    within(await dialog("Confirm Investment")).getByRole("button", { name: "Continue to Payment" }),
  );
  return dialog("Choose Payment Asset");
}

describe("Invest panel (Invest)", () => {
  test("shows 'Loading investment plans...' and balance skeletons while loading", () => {
    setup({ "GET /api/investments": { pending: true }, "GET /api/users/balances": { pending: true } });
    expect(screen.getByText("Loading investment plans...")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Bitcoin" })).not.toHaveTextContent("BTC available0");
  });

  test("says 'No Plans Available' when there are none", async () => {
    setup({ "GET /api/investments": ok({ investmentPlans: [] }) });
    expect(await screen.findByText("No Plans Available")).toBeInTheDocument();
  });

  test("shows the spec's errors for plans and balances", async () => {
    setup({
      "GET /api/investments": fail(500, "boom"),
      "GET /api/users/balances": fail(500, "boom"),
    });
    expect(await screen.findByText("Failed to fetch investment plans")).toBeInTheDocument();
    expect(await screen.findByText("Failed to fetch balances")).toBeInTheDocument();
  });

  test("shows four coin balances and every plan field, perk, badge and theme", async () => {
    setup();
    expect(await screen.findByText("0.50000000 BTC")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Ethereum" })).toHaveTextContent("0.000000 ETH");
    expect(screen.getByRole("region", { name: "USDT" })).toHaveTextContent("2,500.00 USDT");
    expect(screen.getByRole("region", { name: "USDC" })).toHaveTextContent("0.00 USDC");

    const premium = card("Premium");
    expect(premium).toHaveTextContent("12.8% APY");
    expect(premium).toHaveTextContent("Minimum Investment$5,000.00");
    expect(premium).toHaveTextContent("Maximum Investment$24,999.00");
    expect(premium).toHaveTextContent("Total Returns12.8%");
    for (const perk of [
      "Daily interest calculation",
      "Automatic profit distribution",
      "Flexible withdrawal options",
    ])
      expect(within(premium).getByText(perk)).toBeInTheDocument();
    expect(within(premium).getByText("Recommended")).toBeInTheDocument();
    expect(within(card("Basic")).queryByText("Recommended")).not.toBeInTheDocument();
    expect([card("Basic"), premium, card("Enterprise")].map((c) => c.dataset.theme)).toEqual([
      "basic",
      "premium",
      "enterprise",
    ]);
  });

  test("a plan with an ACTIVE subscription says 'Subscribed' (disabled); a completed one does not", async () => {
    setup();
    const premium = await screen.findByRole("article", { name: "Premium" });
    const subscribed = await within(premium).findByRole("button", { name: /Subscribed/ });
    expect(subscribed).toBeDisabled();
    await waitFor(() =>
      expect(within(card("Basic")).getByRole("button", { name: /Subscribe Now/ })).toBeEnabled(),
    );
  });

  test.each([
    ["Basic", "basic"],
    ["Starter Pack", "basic"],
    ["PREMIUM", "premium"],
    ["Pro Trader", "premium"],
    ["Enterprise", "enterprise"],
    ["Ultimate Growth", "enterprise"],
    ["Gold", "default"],
    ["", "default"],
  ])("the plan name %j picks the %s theme", (name, theme) => {
    expect(planTheme(name)).toBe(theme);
  });
});

describe("subscribing (steps a-c)", () => {
  test("confirm, choose an asset with its price quote, post the minimum, show the server's message", async () => {
    const { api, ui } = setup({
      "POST /api/investments/subscribe": ok({ message: "Successfully subscribed to Basic" }),
    });
    await ui.click(await screen.findByRole("button", { name: "Subscribe Now to Basic" }));
    const confirm = await dialog("Confirm Investment");
    expect(confirm).toHaveTextContent("PlanBasic");
    expect(confirm).toHaveTextContent("Minimum Investment$1,000.00");
    expect(confirm).toHaveTextContent("Interest Rate8.5% APY");
    expect(confirm).toHaveTextContent("Total Returns8.5%");
    expect(within(confirm).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    await ui.click(within(confirm).getByRole("button", { name: "Continue to Payment" }));

    const pay = await dialog("Choose Payment Asset");
    const radio = (name: RegExp) => within(pay).getByRole("radio", { name });
    // The step starts at its first control: the first asset that can pay.
    expect(radio(/Main Balance/)).toHaveFocus();
    expect(radio(/Main Balance \(USD\)/)).toBeEnabled();
    expect(radio(/Main Balance/).closest("label")).toHaveTextContent("1,200.000000 USD");
    expect(radio(/Bitcoin/).closest("label")).toHaveTextContent("0.500000 BTC");
    expect(radio(/USDT/).closest("label")).toHaveTextContent("2,500.000000 USDT");
    for (const empty of [/Ethereum/, /USDC/]) {
      expect(radio(empty)).toBeDisabled();
      expect(radio(empty).closest("label")).toHaveTextContent("Insufficient");
    }
    const submit = within(pay).getByRole("button", { name: "Confirm Subscription" });
    expect(submit).toBeDisabled();

    await ui.click(radio(/Bitcoin/));
    // 1000 / 116515 = 0.0085825859..., rounded UP to 8 decimals like the server.
    const summary = await within(pay).findByRole("region", { name: "Payment summary" });
    await waitFor(() => expect(summary).toHaveTextContent("1 BTC = $116,515.00"));
    expect(within(summary).getByTestId("payment-units")).toHaveTextContent("0.00858259 BTC");
    expect(summary).toHaveTextContent("The price may move slightly until you confirm");

    await ui.click(submit);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.sent("POST /api/investments/subscribe").map((c) => c.body)).toEqual([
      { planId: 1, asset: "BITCOIN", amount: 1000 },
    ]);
    // Said once: the green banner (role status) carries the server's message, and no toast repeats it.
    const banner = screen
      .getAllByRole("status")
      .find((el) => el.textContent === "Successfully subscribed to Basic");
    expect(banner).toHaveClass("bg-emerald-50");
    expect(screen.getAllByText("Successfully subscribed to Basic")).toHaveLength(1);
  });

  test("the button is busy-labelled while the call runs and a second submit sends nothing", async () => {
    const { api, ui } = setup({ "POST /api/investments/subscribe": { pending: true } });
    const pay = await toPayment(ui);
    await ui.click(within(pay).getByRole("radio", { name: /USDT/ }));
    const form = within(pay).getByRole("button", { name: "Confirm Subscription" }).closest("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    const busy = await within(pay).findByRole("button", { name: "Subscribing..." });
    expect(busy).toBeDisabled();
    expect(within(pay).getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(api.sent("POST /api/investments/subscribe")).toHaveLength(1);
  });

  test("an insufficient-funds answer opens 'Insufficient Balance': select another asset, or go deposit", async () => {
    const { api, navigate, ui } = setup({
      "POST /api/investments/subscribe": fail(400, "Insufficient balance for this subscription", {
        insufficientFunds: true,
      }),
    });
    let pay = await toPayment(ui);
    await ui.click(within(pay).getByRole("radio", { name: /Bitcoin/ }));
    await ui.click(within(pay).getByRole("button", { name: "Confirm Subscription" }));
    let insufficient = await dialog("Insufficient Balance");
    expect(insufficient).toHaveTextContent(
      "Your balance is insufficient for this subscription. Would you like to make a deposit or select another asset?",
    );

    await ui.click(within(insufficient).getByRole("button", { name: "Select Another Asset" }));
    pay = await dialog("Choose Payment Asset");
    expect(
      within(pay)
        .getAllByRole("radio")
        .filter((r) => (r as HTMLInputElement).checked),
    ).toHaveLength(0);
    await ui.click(within(pay).getByRole("radio", { name: /USDT/ }));
    await ui.click(within(pay).getByRole("button", { name: "Confirm Subscription" }));
    insufficient = await dialog("Insufficient Balance");
    expect(
      api.sent("POST /api/investments/subscribe").map((c) => (c.body as { asset: string }).asset),
    ).toEqual(["BITCOIN", "USDT"]);

    await ui.click(within(insufficient).getByRole("button", { name: "Make a Deposit" }));
    expect(navigate).toHaveBeenCalledWith("deposits");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  test("'already subscribed' closes the flow, clears the selection and shows the message in red", async () => {
    const { ui } = setup({
      "POST /api/investments/subscribe": fail(409, "You are already subscribed to this plan"),
    });
    const pay = await toPayment(ui);
    await ui.click(within(pay).getByRole("radio", { name: /USDT/ }));
    await ui.click(within(pay).getByRole("button", { name: "Confirm Subscription" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const alert = screen.getAllByRole("alert").find((a) => a.textContent?.includes("already subscribed"));
    expect(alert).toHaveTextContent("You are already subscribed to this plan");

    const again = await toPayment(ui);
    expect(
      within(again)
        .getAllByRole("radio")
        .filter((r) => (r as HTMLInputElement).checked),
    ).toHaveLength(0);
  });

  test.each<[string, Reply, string]>([
    [
      "the server's message",
      fail(409, "This plan's terms have just changed."),
      "This plan's terms have just changed.",
    ],
    ["the spec's fallback", { status: 500, body: {} }, "An error occurred while subscribing to the plan"],
  ])("another failure shows %s in the dialog, which stays open for a retry", async (_label, reply, text) => {
    const { ui } = setup({ "POST /api/investments/subscribe": reply });
    const pay = await toPayment(ui);
    await ui.click(within(pay).getByRole("radio", { name: /USDT/ }));
    await ui.click(within(pay).getByRole("button", { name: "Confirm Subscription" }));
    expect(await within(pay).findByRole("alert")).toHaveTextContent(text);
    expect(within(pay).getByRole("button", { name: "Confirm Subscription" })).toBeEnabled();
  });

  test("Cancel clears the selection; Escape closes too", async () => {
    const { api, ui } = setup();
    let pay = await toPayment(ui);
    await ui.click(within(pay).getByRole("radio", { name: /Bitcoin/ }));
    await ui.click(within(pay).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Subscribe Now to Basic" })).toHaveFocus();

    pay = await toPayment(ui);
    expect(
      within(pay)
        .getAllByRole("radio")
        .filter((r) => (r as HTMLInputElement).checked),
    ).toHaveLength(0);
    await ui.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.sent("POST /api/investments/subscribe")).toHaveLength(0);
  });

  test("without a price the quote says so, and the server still decides the amount", async () => {
    const { ui } = setup({ "GET /api/prices": fail(500, "down") });
    const pay = await toPayment(ui);
    await ui.click(within(pay).getByRole("radio", { name: /Bitcoin/ }));
    expect(await within(pay).findByText(/The current price is unavailable right now/)).toBeInTheDocument();
    expect(within(pay).getByRole("button", { name: "Confirm Subscription" })).toBeEnabled();
  });
});
