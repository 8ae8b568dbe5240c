/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorDashboardProvider } from "@/components/investor/investor-dashboard-context";
import { WithdrawalsPanel } from "@/components/investor/panels/withdrawals/withdrawals-panel";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";
import "../helpers/radix-jsdom";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);
// The browser's passkey dialog: an assertion as @simplewebauthn/browser answers it.
const mockAssertion = {
  id: "cred-1",
  rawId: "cred-1",
  type: "public-key",
  response: {},
  clientExtensionResults: {},
};
jest.mock("@simplewebauthn/browser", () => ({ startAuthentication: jest.fn(async () => mockAssertion) }));

const jane = {
  id: 7,
  name: "Jane Doe",
  email: "jane@example.com",
  role: "INVESTOR" as const,
  isVerified: true,
  mainBalance: 0,
};
const BALANCES = "GET /api/users/balances";
const PIN_STATUS = "GET /api/auth/user/withdrawal-pin-status";
const SET_PIN = "POST /api/auth/user/set-withdrawal-pin";
const WITHDRAW = "POST /api/withdrawals";
const TWO_FACTOR = "GET /api/auth/2fa/status";
const PASSKEYS = "GET /api/auth/passkeys";
const PASSKEY_OPTIONS = "POST /api/auth/passkeys/authentication-options";
const ADDRESS = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh";

const balances = ok({
  balances: {
    Bitcoin: { bitcoinBalance: 0.5 },
    Ethereum: { ethereumBalance: 2.25 },
    Usdt: { usdtBalance: 1500 },
    Usdc: { usdcBalance: 0 },
  },
  mainBalance: 100,
});
const created = ok({
  message: "Withdrawal request submitted and pending approval",
  withdrawalRequest: { id: 1, amount: 0.1, asset: "ETHEREUM", network: "Ethereum Network", address: ADDRESS },
});

function renderPanel(routes: Record<string, Reply | { pending: true }> = {}, hasPin = true) {
  const api = mockApi({
    [BALANCES]: balances,
    [PIN_STATUS]: ok({ hasPin }),
    [TWO_FACTOR]: ok({ enabled: false }),
    [PASSKEYS]: ok({ enabled: true, max: 10, passkeys: [] }),
    [PASSKEY_OPTIONS]: ok({ challenge: "Y2hhbGxlbmdl", allowCredentials: [] }),
    ...routes,
  });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = renderWithClient(
    <InvestorDashboardProvider value={{ user: jane, navigate: jest.fn() }}>
      <WithdrawalsPanel />
    </InvestorDashboardProvider>,
  );
  return { ...view, api, user };
}

const input = (label: string) => screen.getByLabelText(label, { selector: "input" });
// `hidden`: while the modal PIN dialog is open, the page behind it is hidden from the accessibility tree.
const submit = () =>
  screen.getByRole("button", { name: /Create Withdrawal Request|Creating Request/, hidden: true });
const pinDialog = () => screen.queryByRole("dialog", { name: "Create Withdrawal PIN" });

async function fillForm(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>>) {
  const all = { Amount: "0.1", "Wallet Address": ADDRESS, "Withdrawal PIN": "1234", ...values };
  await screen.findByLabelText("Withdrawal PIN", { selector: "input" });
  for (const [label, value] of Object.entries(all)) {
    await user.clear(input(label));
    if (value) await user.type(input(label), value);
  }
}

async function chooseAsset(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole("combobox", { name: "Asset" }));
  await user.click(await screen.findByRole("option", { name: label }));
}

beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
afterEach(() => jest.useRealTimers());

describe("Withdrawals panel: the PIN (Withdrawals)", () => {
  test("no PIN: the 'Create Withdrawal PIN' dialog opens by itself, the form has no PIN field and cannot submit", async () => {
    renderPanel({}, false);
    const dialog = await screen.findByRole("dialog", { name: "Create Withdrawal PIN" });
    expect(
      within(dialog).getByText("Please set a 4-digit PIN to enable withdrawals for security."),
    ).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Create PIN" })).toBeEnabled();
    expect(screen.queryByLabelText("Withdrawal PIN", { selector: "input" })).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  test("the dialog also opens when the PIN status check fails", async () => {
    renderPanel({ [PIN_STATUS]: fail(500, "Something went wrong on our side. Please try again.") });
    expect(await screen.findByRole("dialog", { name: "Create Withdrawal PIN" })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  test("a PIN that is not 4 digits is refused in the dialog with 'Pin must be 4 digits'", async () => {
    const { api, user } = renderPanel({}, false);
    const dialog = await screen.findByRole("dialog", { name: "Create Withdrawal PIN" });
    await user.type(within(dialog).getByLabelText("PIN"), "12a");
    await user.type(within(dialog).getByLabelText("Confirm PIN"), "12a");
    await user.click(within(dialog).getByRole("button", { name: "Create PIN" }));
    expect(await within(dialog).findByText("Pin must be 4 digits")).toBeInTheDocument();
    expect(api.sent(SET_PIN)).toHaveLength(0);
  });

  test("creating the PIN closes the dialog, shows the green banner for 5 s and enables the form", async () => {
    const { api, user } = renderPanel(
      { [SET_PIN]: ok({ message: "Withdrawal pin set successfully" }) },
      false,
    );
    const dialog = await screen.findByRole("dialog", { name: "Create Withdrawal PIN" });
    await user.type(within(dialog).getByLabelText("PIN"), "0427");
    await user.type(within(dialog).getByLabelText("Confirm PIN"), "0427");
    await user.click(within(dialog).getByRole("button", { name: "Create PIN" }));

    await waitFor(() => expect(pinDialog()).not.toBeInTheDocument());
    expect(screen.getByRole("status")).toHaveTextContent("Withdrawal pin set successfully");
    expect(api.sent(SET_PIN)[0]?.body).toEqual({ pin: "0427" });
    expect(input("Withdrawal PIN")).toBeInTheDocument();
    expect(submit()).toBeEnabled();

    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText("Withdrawal pin set successfully")).not.toBeInTheDocument();
  });

  test("a failed PIN creation stays in the dialog with the server's message", async () => {
    const { user } = renderPanel(
      { [SET_PIN]: fail(409, "Withdrawal pin already set. Use change pin instead.") },
      false,
    );
    const dialog = await screen.findByRole("dialog", { name: "Create Withdrawal PIN" });
    await user.type(within(dialog).getByLabelText("PIN"), "1234");
    await user.type(within(dialog).getByLabelText("Confirm PIN"), "1234");
    await user.click(within(dialog).getByRole("button", { name: "Create PIN" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Withdrawal pin already set. Use change pin instead.",
    );
  });

  test("closing the dialog leaves a button to open it again", async () => {
    const { user } = renderPanel({}, false);
    await screen.findByRole("dialog", { name: "Create Withdrawal PIN" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(pinDialog()).not.toBeInTheDocument());
    const again = screen.getByRole("button", { name: "Create Withdrawal PIN" });
    expect(again).toHaveFocus();
    await user.click(again);
    expect(await screen.findByRole("dialog", { name: "Create Withdrawal PIN" })).toBeInTheDocument();
  });
});

describe("Withdrawals panel: balances and the form", () => {
  test("shows skeletons, then the four available balances; the PIN dialog stays closed", async () => {
    renderPanel({ [BALANCES]: { pending: true } });
    expect(screen.getByRole("region", { name: "Bitcoin Available" })).not.toHaveTextContent("BTC");
    expect(await screen.findByLabelText("Withdrawal PIN", { selector: "input" })).toBeInTheDocument();
    expect(pinDialog()).not.toBeInTheDocument();
  });

  test("balance cards, the spec's asset labels and the network that follows the asset", async () => {
    const { user } = renderPanel();
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Bitcoin Available" })).toHaveTextContent("0.50000000 BTC"),
    );
    expect(screen.getByRole("region", { name: "Ethereum Available" })).toHaveTextContent("2.250000 ETH");
    expect(screen.getByRole("region", { name: "USDT Available" })).toHaveTextContent("1,500.00 USDT");
    expect(screen.getByRole("region", { name: "USDC Available" })).toHaveTextContent("0.00 USDC");

    expect(screen.getByRole("combobox", { name: "Asset" })).toHaveTextContent("Bitcoin (BTC)");
    expect(input("Network")).toHaveValue("Bitcoin Network");
    expect(input("Network")).toHaveAttribute("readonly");
    await user.click(screen.getByRole("combobox", { name: "Asset" }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "Bitcoin (BTC)",
      "Ethereum (ETH)",
      "USDT",
      "USDC",
    ]);
    await user.click(screen.getByRole("option", { name: "USDT" }));
    expect(input("Network")).toHaveValue("Tron Network");
    await chooseAsset(user, "USDC");
    expect(input("Network")).toHaveValue("Ethereum Network");
    expect(input("Withdrawal PIN")).toHaveAttribute("type", "password");
    expect(input("Withdrawal PIN")).toHaveAttribute("maxLength", "4");
  });

  test.each([
    [{ Amount: "0,5" }, "Amount must be a number"],
    [{ Amount: "0.123456789" }, "Amount can have at most 8 decimal places"],
    [{ Amount: "" }, "Amount is required"],
    [{ "Wallet Address": "" }, "Wallet address is required"],
    [{ "Withdrawal PIN": "" }, "Withdrawal PIN is required"],
    [{ "Withdrawal PIN": "12" }, "Invalid withdrawal pin."],
  ])("%j is refused with '%s' before any call", async (values, message) => {
    const { api, user } = renderPanel({ [WITHDRAW]: created });
    await fillForm(user, values);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.sent(WITHDRAW)).toHaveLength(0);
  });

  test("an amount above the balance is warned about early, but the server decides", async () => {
    const { api, user } = renderPanel({
      [WITHDRAW]: fail(400, "Insufficient balance. Available: 0.5 BTC", { code: "INSUFFICIENT_FUNDS" }),
    });
    await fillForm(user, { Amount: "0.6" });
    expect(screen.getByText("This is more than your available 0.50000000 BTC.")).toBeInTheDocument();
    expect(input("Amount")).toHaveAccessibleDescription("This is more than your available 0.50000000 BTC.");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("Insufficient balance. Available: 0.5 BTC");
    expect(api.sent(WITHDRAW)).toHaveLength(1);
  });

  test.each([
    [fail(400, "Invalid withdrawal pin."), "Invalid withdrawal pin."],
    [
      fail(400, "You must set a withdrawal pin before making withdrawals."),
      "You must set a withdrawal pin before making withdrawals.",
    ],
    [
      fail(429, "Withdrawal PIN is locked after too many incorrect attempts. Try again in 30 minute(s)."),
      "Withdrawal PIN is locked after too many incorrect attempts. Try again in 30 minute(s).",
    ],
    [{ status: 500, body: {} }, "Failed to create withdrawal request"],
  ])("the server's answer is shown as it comes in the red banner (%#)", async (reply, message) => {
    const { user } = renderPanel({ [WITHDRAW]: reply });
    await fillForm(user, {});
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(input("Amount")).toHaveValue("0.1");
  });

  test("the server's field errors go next to their fields", async () => {
    const { user } = renderPanel({
      [WITHDRAW]: fail(400, "Please enter a valid wallet address", {
        errors: [{ path: "address", message: "Please enter a valid wallet address" }],
      }),
    });
    await fillForm(user, {});
    await user.click(submit());
    await waitFor(() => expect(input("Wallet Address")).toHaveAttribute("aria-invalid", "true"));
    expect(input("Wallet Address")).toHaveAccessibleDescription("Please enter a valid wallet address");
  });

  test("busy while sending, and a second press sends nothing more", async () => {
    const { api, user } = renderPanel({ [WITHDRAW]: { pending: true } });
    await fillForm(user, {});
    await user.click(submit());
    const busy = await screen.findByRole("button", { name: "Creating Request..." });
    expect(busy).toBeDisabled();
    expect(input("Amount")).toBeDisabled();
    await user.click(busy);
    await user.keyboard("{Enter}");
    expect(api.sent(WITHDRAW)).toHaveLength(1);
  });

  test("a created request is described as pending approval and the form resets, keeping the asset", async () => {
    const { api, user } = renderPanel({ [WITHDRAW]: created });
    await screen.findByLabelText("Withdrawal PIN", { selector: "input" });
    await chooseAsset(user, "Ethereum (ETH)");
    await fillForm(user, { Amount: "0.1" });
    await user.click(submit());

    expect(await screen.findByRole("status")).toHaveTextContent(
      "Withdrawal request submitted and pending approval",
    );
    expect(api.sent(WITHDRAW)[0]?.body).toEqual({
      asset: "ETHEREUM",
      network: "Ethereum Network",
      amount: "0.1",
      address: ADDRESS,
      pin: "1234",
    });
    expect(input("Amount")).toHaveValue("");
    expect(input("Wallet Address")).toHaveValue("");
    expect(input("Withdrawal PIN")).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Asset" })).toHaveTextContent("Ethereum (ETH)");
    expect(input("Network")).toHaveValue("Ethereum Network");
  });

  test("balances that fail to load say 'Failed to fetch balances', and the form still works", async () => {
    renderPanel({ [BALANCES]: fail(500, "boom") });
    expect(await screen.findByText("Failed to fetch balances")).toBeInTheDocument();
    expect(await screen.findByLabelText("Withdrawal PIN", { selector: "input" })).toBeEnabled();
  });
});

describe("Withdrawals panel: the authenticator code when two-factor authentication is on", () => {
  const code = () => input("Authentication Code");

  test("off: no code field, and no otp in the request", async () => {
    const { api, user } = renderPanel({ [WITHDRAW]: created });
    await fillForm(user, {});
    expect(screen.queryByLabelText("Authentication Code")).not.toBeInTheDocument();
    await user.click(submit());
    await screen.findByRole("status");
    expect(api.sent(WITHDRAW)[0]?.body).not.toHaveProperty("otp");
  });

  test("on: the code is asked beside the PIN, checked before sending, and sent as otp", async () => {
    const { api, user } = renderPanel({ [TWO_FACTOR]: ok({ enabled: true }), [WITHDRAW]: created });
    await fillForm(user, {});
    expect(await screen.findByLabelText("Authentication Code")).toHaveAccessibleDescription(
      "The 6-digit code from your authenticator app.",
    );
    await user.click(submit());
    expect(await screen.findByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
    expect(api.sent(WITHDRAW)).toHaveLength(0);

    await user.type(code(), "12a");
    await user.click(submit());
    expect(await screen.findByText("The code is the 6 digits your authenticator app shows.")).toBeVisible();
    expect(api.sent(WITHDRAW)).toHaveLength(0);

    await user.clear(code());
    await user.type(code(), "123456");
    await user.click(submit());
    await screen.findByRole("status");
    expect(api.sent(WITHDRAW)[0]?.body).toMatchObject({ pin: "1234", otp: "123456" });
    expect(code()).toHaveValue("");
  });

  test("on, with a passkey: 'Use a passkey' sends an assertion bound to this withdrawal instead of the code", async () => {
    const { api, user } = renderPanel({
      [TWO_FACTOR]: ok({ enabled: true }),
      [PASSKEYS]: ok({
        enabled: true,
        max: 10,
        passkeys: [{ id: 4, name: "Laptop", createdAt: "2026-01-02T10:00:00.000Z", lastUsedAt: null }],
      }),
      [WITHDRAW]: created,
    });
    await fillForm(user, {});
    await user.click(await screen.findByRole("button", { name: "Use a passkey" }));
    await screen.findByRole("status");
    expect(api.sent(PASSKEY_OPTIONS)[0]?.body).toEqual({
      purpose: "withdrawal",
      asset: "BITCOIN",
      amount: "0.1",
      address: ADDRESS,
    });
    const body = api.sent(WITHDRAW)[0]?.body;
    expect(body).toMatchObject({ pin: "1234", passkey: mockAssertion });
    expect(body).not.toHaveProperty("otp");
    // The next request asks the code again.
    await fillForm(user, {});
    await user.click(submit());
    expect(await screen.findByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
  });

  test("on, without a passkey: no 'Use a passkey'", async () => {
    renderPanel({ [TWO_FACTOR]: ok({ enabled: true }) });
    expect(await screen.findByLabelText("Authentication Code")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Use a passkey" })).not.toBeInTheDocument();
  });

  test("on: the server's refusal is shown and the used code is cleared", async () => {
    const { user } = renderPanel({
      [TWO_FACTOR]: ok({ enabled: true }),
      [WITHDRAW]: fail(400, "Invalid authentication code.", {
        errors: [{ path: "otp", message: "Invalid authentication code." }],
      }),
    });
    await fillForm(user, {});
    await user.type(await screen.findByLabelText("Authentication Code"), "000000");
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid authentication code.");
    expect(code()).toHaveValue("");
    expect(code()).toHaveAccessibleDescription(expect.stringContaining("Invalid authentication code."));
  });
});
