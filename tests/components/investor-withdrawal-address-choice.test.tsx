/** @jest-environment jsdom */
// The withdrawal form's address with the address book: a saved ACTIVE address of the asset is
// chosen (or one typed while "Whitelist only" is off); with the switch on only saved active addresses, a clear
// message and a link to Settings when there are none, and the server's ADDRESS_NOT_WHITELISTED in words.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorDashboardProvider } from "@/components/investor/investor-dashboard-context";
import { WithdrawalsPanel } from "@/components/investor/panels/withdrawals/withdrawals-panel";
import type { AddressBook, SavedAddress } from "@/lib/hooks/use-withdrawal-addresses";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";
import "../helpers/radix-jsdom";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const jane = {
  id: 7,
  name: "Jane Doe",
  email: "jane@example.com",
  role: "INVESTOR" as const,
  isVerified: true,
  mainBalance: 0,
};
const WITHDRAW = "POST /api/withdrawals";
const BOOK = "GET /api/users/withdrawal-addresses";
const COLD = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh";
const TYPED = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq";

const saved = (over: Partial<SavedAddress>): SavedAddress => ({
  id: 1,
  label: "Cold wallet",
  asset: "BITCOIN",
  network: "Bitcoin Network",
  address: COLD,
  status: "ACTIVE",
  createdAt: "2026-11-01T10:00:00.000Z",
  confirmedAt: "2026-11-01T10:05:00.000Z",
  activeAt: "2026-11-02T10:05:00.000Z",
  ...over,
});
const book = (over: Partial<AddressBook> = {}): AddressBook => ({
  addresses: [
    saved({ id: 1 }),
    // Neither can be chosen: one still cooling down, one of another asset.
    saved({ id: 2, label: "Exchange", status: "COOLING_DOWN", address: TYPED }),
    saved({
      id: 3,
      label: "Ledger ETH",
      asset: "ETHEREUM",
      network: "Ethereum Network",
      address: "0x52908400098527886E0F7030069857D2E4169EE7",
    }),
  ],
  whitelistOnly: false,
  whitelistOffAt: null,
  cooldownHours: 24,
  ...over,
});
const created = ok({
  message: "Withdrawal request submitted and pending approval",
  withdrawalRequest: { id: 1, amount: 0.1, asset: "BITCOIN", network: "Bitcoin Network", address: COLD },
});

function renderPanel(routes: Record<string, Reply | ((body: unknown) => Reply)> = {}) {
  const api = mockApi({
    "GET /api/users/balances": ok({
      balances: {
        Bitcoin: { bitcoinBalance: 0.5 },
        Ethereum: { ethereumBalance: 2 },
        Usdt: { usdtBalance: 0 },
        Usdc: { usdcBalance: 0 },
      },
      mainBalance: 0,
    }),
    "GET /api/auth/user/withdrawal-pin-status": ok({ hasPin: true }),
    "GET /api/auth/2fa/status": ok({ enabled: false }),
    [BOOK]: ok(book()),
    [WITHDRAW]: created,
    ...routes,
  });
  const user = userEvent.setup();
  const navigate = jest.fn();
  const view = renderWithClient(
    <InvestorDashboardProvider value={{ user: jane, navigate }}>
      <WithdrawalsPanel />
    </InvestorDashboardProvider>,
  );
  return { ...view, api, user };
}

const savedSelect = () => screen.findByRole("combobox", { name: "Saved address" });
const submit = () => screen.getByRole("button", { name: /Create Withdrawal Request|Creating Request/ });
const typeInto = async (user: ReturnType<typeof userEvent.setup>, label: string, value: string) => {
  const field = screen.getByLabelText(label, { selector: "input" });
  await user.clear(field);
  await user.type(field, value);
};

describe("whitelist only off", () => {
  test("only the asset's ACTIVE saved addresses are offered, and the chosen one is sent", async () => {
    const { api, user } = renderPanel();
    await user.click(await savedSelect());
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Cold wallet (bc1qxy...hx0wlh)", "Another address…"]);
    await user.click(options[0]!);
    expect(screen.queryByLabelText("Wallet Address", { selector: "input" })).toBeNull();
    await typeInto(user, "Amount", "0.1");
    await typeInto(user, "Withdrawal PIN", "1234");
    await user.click(submit());
    await waitFor(() => expect(api.sent(WITHDRAW)).toHaveLength(1));
    expect(api.sent(WITHDRAW)[0]!.body).toMatchObject({ asset: "BITCOIN", address: COLD, pin: "1234" });
  });

  test("'Another address…' types one in, as before the address book", async () => {
    const { api, user } = renderPanel();
    await user.click(await savedSelect());
    await user.click(await screen.findByRole("option", { name: "Another address…" }));
    await typeInto(user, "Wallet Address", TYPED);
    await typeInto(user, "Amount", "0.1");
    await typeInto(user, "Withdrawal PIN", "1234");
    await user.click(submit());
    await waitFor(() => expect(api.sent(WITHDRAW)).toHaveLength(1));
    expect(api.sent(WITHDRAW)[0]!.body).toMatchObject({ address: TYPED });
  });

  test("no saved address for the asset: the plain address field", async () => {
    const { user } = renderPanel();
    await savedSelect();
    await user.click(screen.getByRole("combobox", { name: "Asset" }));
    await user.click(await screen.findByRole("option", { name: "USDT" }));
    expect(screen.queryByRole("combobox", { name: "Saved address" })).toBeNull();
    expect(screen.getByLabelText("Wallet Address", { selector: "input" })).toBeVisible();
  });

  test("without a choice the form says the address is required and sends nothing", async () => {
    const { api, user } = renderPanel();
    await savedSelect();
    await typeInto(user, "Amount", "0.1");
    await typeInto(user, "Withdrawal PIN", "1234");
    await user.click(submit());
    expect(await screen.findByText("Wallet address is required")).toBeVisible();
    expect(await savedSelect()).toHaveAttribute("aria-invalid", "true");
    expect(api.sent(WITHDRAW)).toHaveLength(0);
  });
});

describe("whitelist only on", () => {
  test("only saved active addresses: no 'Another address…', and the rule is said", async () => {
    const { user } = renderPanel({ [BOOK]: ok(book({ whitelistOnly: true })) });
    await user.click(await savedSelect());
    const options = await screen.findAllByRole("option");
    expect(options).toHaveLength(1);
    expect(screen.queryByRole("option", { name: "Another address…" })).toBeNull();
    await user.keyboard("{Escape}");
    expect(
      screen.getByText("“Whitelist only” is on: withdrawals go only to your confirmed addresses."),
    ).toBeVisible();
  });

  test("an off still waiting for its time keeps the rule", async () => {
    const later = new Date(Date.now() + 3600_000).toISOString();
    const { user } = renderPanel({ [BOOK]: ok(book({ whitelistOnly: true, whitelistOffAt: later })) });
    await user.click(await savedSelect());
    expect(screen.queryByRole("option", { name: "Another address…" })).toBeNull();
  });

  test("none for the asset: a clear message, a link to Settings, and no request possible", async () => {
    const { user } = renderPanel({ [BOOK]: ok(book({ whitelistOnly: true })) });
    await savedSelect();
    await user.click(screen.getByRole("combobox", { name: "Asset" }));
    await user.click(await screen.findByRole("option", { name: "USDT" }));
    const notice = await screen.findByText(/you have no confirmed USDT address yet/);
    expect(screen.queryByLabelText("Wallet Address", { selector: "input" })).toBeNull();
    const link = within(notice.closest("[role=status]") as HTMLElement).getByRole("link", {
      name: "Add one in Settings",
    });
    expect(link).toHaveAttribute("href", expect.stringContaining("panel=settings"));
    expect(link).toHaveAttribute("href", expect.stringContaining("tab=addresses"));
    expect(submit()).toBeDisabled();
  });

  test("the server's ADDRESS_NOT_WHITELISTED is shown in words and the book is read again", async () => {
    const { api, user } = renderPanel({
      [WITHDRAW]: fail(400, "Withdrawals go only to your confirmed addresses while “Whitelist only” is on", {
        code: "ADDRESS_NOT_WHITELISTED",
      }),
    });
    await user.click(await savedSelect());
    await user.click(await screen.findByRole("option", { name: "Another address…" }));
    await typeInto(user, "Wallet Address", TYPED);
    await typeInto(user, "Amount", "0.1");
    await typeInto(user, "Withdrawal PIN", "1234");
    const reads = api.sent(BOOK).length;
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Withdrawals go only to your confirmed addresses while “Whitelist only” is on",
    );
    await waitFor(() => expect(api.sent(BOOK).length).toBeGreaterThan(reads));
  });
});
