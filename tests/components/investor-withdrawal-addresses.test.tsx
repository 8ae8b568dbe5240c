/** @jest-environment jsdom */
// Settings > Withdrawal addresses: the list and its states, the add dialog (the shared schema's format check,
// the server's refusals), removing with the PIN (and code), and the "Whitelist only" switch, against a mocked
// API answering as the address book's contract says (docs/decisions.md, "Withdrawal addresses").
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AddressesTab } from "@/components/investor/panels/settings/addresses-tab";
import { formatDateTime } from "@/lib/format";
import type { AddressBook, SavedAddress } from "@/lib/hooks/use-withdrawal-addresses";
import "../helpers/radix-jsdom";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

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

// The EIP-55 check hashes with TextEncoder, which every browser has and jsdom's global scope lacks.
globalThis.TextEncoder ??= require("node:util").TextEncoder;

const R = {
  book: "GET /api/users/withdrawal-addresses",
  add: "POST /api/users/withdrawal-addresses",
  twoFactor: "GET /api/auth/2fa/status",
  security: "PUT /api/users/security",
  passkeys: "GET /api/auth/passkeys",
  passkeyOptions: "POST /api/auth/passkeys/authentication-options",
} as const;
const ONE_PASSKEY = {
  enabled: true,
  max: 10,
  passkeys: [{ id: 4, name: "Laptop", createdAt: "2026-01-02T10:00:00.000Z", lastUsedAt: null }],
};

type Handler = Reply | { pending: true } | ((body: unknown) => Reply | Promise<Reply>);

const BTC = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh";
const ETH = "0x52908400098527886E0F7030069857D2E4169EE7";
const HOUR = 3600_000;
const soon = new Date(Date.now() + 20 * HOUR).toISOString();

const address = (over: Partial<SavedAddress>): SavedAddress => ({
  id: 1,
  label: "Cold wallet",
  asset: "BITCOIN",
  network: "Bitcoin Network",
  address: BTC,
  status: "ACTIVE",
  createdAt: new Date(Date.now() - 48 * HOUR).toISOString(),
  confirmedAt: new Date(Date.now() - 47 * HOUR).toISOString(),
  activeAt: new Date(Date.now() - 23 * HOUR).toISOString(),
  ...over,
});
const ADDRESSES = [
  address({
    id: 3,
    label: "Ledger",
    asset: "ETHEREUM",
    network: "Ethereum Network",
    address: ETH,
    status: "UNCONFIRMED",
    confirmedAt: null,
    activeAt: null,
  }),
  address({ id: 2, label: "Exchange", status: "COOLING_DOWN", activeAt: soon }),
  address({ id: 1 }),
];
const book = (over: Partial<AddressBook> = {}): AddressBook => ({
  addresses: ADDRESSES,
  whitelistOnly: false,
  whitelistOffAt: null,
  cooldownHours: 24,
  ...over,
});

function renderTab(routes: Record<string, Handler> = {}) {
  const api = mockApi({
    [R.book]: ok(book()),
    [R.twoFactor]: ok({ enabled: false }),
    [R.passkeys]: ok({ enabled: true, max: 10, passkeys: [] }),
    [R.passkeyOptions]: ok({ challenge: "Y2hhbGxlbmdl", allowCredentials: [] }),
    ...routes,
  });
  const user = userEvent.setup();
  const view = renderWithClient(<AddressesTab />);
  return { ...view, api, user };
}

const list = () => screen.findByRole("list", { name: "Saved withdrawal addresses" });

describe("the address list", () => {
  test("each address with its label, asset and network, shortened address, copy button and state", async () => {
    renderTab();
    const rows = within(await list()).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("Ledger");
    expect(rows[0]).toHaveTextContent("ETH on Ethereum Network");
    expect(rows[0]).toHaveTextContent("0x529084...E4169EE7");
    expect(rows[0]).toHaveTextContent("Awaiting confirmation");
    expect(rows[1]).toHaveTextContent(`Active from ${formatDateTime(soon)}`);
    expect(rows[2]).toHaveTextContent("Active");
    expect(rows[2]).not.toHaveTextContent("Active from");
    expect(within(rows[2]!).getByRole("button", { name: "Copy the address “Cold wallet”" })).toBeVisible();
    expect(within(rows[2]!).getByRole("button", { name: "Remove “Cold wallet”" })).toBeVisible();
  });

  test("loading, then empty", async () => {
    let answer: (r: Reply) => void = () => {};
    renderTab({ [R.book]: () => new Promise<Reply>((resolve) => (answer = resolve)) });
    expect(await screen.findAllByRole("status", { name: "Loading" })).not.toHaveLength(0);
    answer(ok(book({ addresses: [] })));
    expect(await screen.findByText(/No saved addresses yet/)).toBeVisible();
    expect(screen.queryByRole("list", { name: "Saved withdrawal addresses" })).toBeNull();
  });

  test("a failed load says so and retries", async () => {
    let calls = 0;
    const { user } = renderTab({
      [R.book]: () => (++calls === 1 ? fail(500, "Internal server error") : ok(book())),
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Internal server error");
    // Without the book the switch is not shown at all (not as "off").
    expect(screen.queryByRole("switch")).toBeNull();
    await user.click(within(alert).getByRole("button", { name: /try again/i }));
    expect(await list()).toBeVisible();
    expect(screen.getByRole("switch", { name: "Whitelist only" })).toBeVisible();
  });
});

describe("adding an address", () => {
  async function openDialog(routes: Record<string, Handler> = {}) {
    const view = renderTab(routes);
    await list();
    await view.user.click(screen.getByRole("button", { name: "Add address" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a withdrawal address" });
    return { ...view, dialog };
  }

  test("the network follows the asset, a malformed address is refused before anything is sent", async () => {
    const { api, user, dialog } = await openDialog({ [R.add]: ok({}) });
    expect(within(dialog).getByLabelText("Network")).toHaveValue("Bitcoin Network");
    expect(within(dialog).getByLabelText("Network")).toHaveAttribute("readonly");
    await user.type(within(dialog).getByLabelText("Label"), "Savings");
    // A bech32 address with one character changed: its checksum no longer holds.
    await user.type(within(dialog).getByLabelText("Address"), BTC.replace("x0wlh", "x0wlj"));
    await user.click(within(dialog).getByRole("button", { name: "Save address" }));
    expect(await within(dialog).findByText("Please enter a valid address for this network")).toBeVisible();
    expect(within(dialog).getByLabelText("Address")).toHaveAttribute("aria-invalid", "true");
    expect(api.sent(R.add)).toHaveLength(0);

    // An Ethereum address is not a Bitcoin one either.
    await user.clear(within(dialog).getByLabelText("Address"));
    await user.type(within(dialog).getByLabelText("Address"), ETH);
    await user.click(within(dialog).getByRole("button", { name: "Save address" }));
    expect(await within(dialog).findByText("Please enter a valid address for this network")).toBeVisible();
    expect(api.sent(R.add)).toHaveLength(0);
  });

  test("saved: the body the contract names, one request however often it is clicked, then 'confirm from the e-mail'", async () => {
    let answer: (r: Reply) => void = () => {};
    const { api, user, dialog } = await openDialog({
      [R.add]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    await user.click(within(dialog).getByRole("combobox", { name: "Asset" }));
    await user.click(await screen.findByRole("option", { name: "Ethereum (ETH)" }));
    expect(within(dialog).getByLabelText("Network")).toHaveValue("Ethereum Network");
    await user.type(within(dialog).getByLabelText("Label"), "  Hardware  ");
    await user.type(within(dialog).getByLabelText("Address"), ETH);
    const save = within(dialog).getByRole("button", { name: "Save address" });
    await user.click(save);
    await waitFor(() => expect(api.sent(R.add)).toHaveLength(1));
    expect(within(dialog).getByRole("button", { name: "Saving..." })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "Saving..." }));
    expect(api.sent(R.add)).toHaveLength(1);
    expect(api.sent(R.add)[0]!.body).toEqual({
      label: "Hardware",
      asset: "ETHEREUM",
      network: "Ethereum Network",
      address: ETH,
    });
    answer({
      status: 201,
      body: {
        message: "Address saved. Confirm it from the link we e-mailed you.",
        address: address({ id: 9, status: "UNCONFIRMED" }),
      },
    });
    expect(
      await within(dialog).findByText("Address saved. Confirm it from the link we e-mailed you."),
    ).toBeVisible();
    // The list is read again, with the new address in it.
    await waitFor(() => expect(api.sent(R.book).length).toBeGreaterThan(1));
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Add address" })).toHaveFocus();
  });

  test("the server's refusals: a field error on its field, a duplicate above the buttons", async () => {
    let reply: Reply = fail(400, "Validation failed", {
      errors: [{ path: "label", message: "Label must be at most 50 characters" }],
    });
    const { user, dialog } = await openDialog({ [R.add]: () => reply });
    await user.type(within(dialog).getByLabelText("Label"), "Main");
    await user.type(within(dialog).getByLabelText("Address"), BTC);
    await user.click(within(dialog).getByRole("button", { name: "Save address" }));
    expect(await within(dialog).findByText("Label must be at most 50 characters")).toBeVisible();
    expect(within(dialog).getByLabelText("Label")).toHaveAttribute("aria-invalid", "true");

    reply = fail(409, "This address is already in your address book");
    await user.click(within(dialog).getByRole("button", { name: "Save address" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This address is already in your address book",
    );
    // Still the form: nothing claims the address was saved.
    expect(within(dialog).queryByText(/Address saved/)).toBeNull();
  });
});

describe("removing an address", () => {
  test("asks the PIN in a dialog that holds focus, sends it, and gives focus back", async () => {
    let answer: (r: Reply) => void = () => {};
    const { api, user } = renderTab({
      "DELETE /api/users/withdrawal-addresses/1": () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const remove = within(await list()).getByRole("button", { name: "Remove “Cold wallet”" });
    await user.click(remove);
    const dialog = await screen.findByRole("dialog", { name: "Remove this address?" });
    expect(dialog).toHaveTextContent("“Cold wallet”");
    expect(within(dialog).queryByLabelText("Authentication Code")).toBeNull();
    const pin = within(dialog).getByLabelText("Withdrawal PIN");
    await waitFor(() => expect(pin).toHaveFocus());
    // Tab stays inside the dialog.
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.click(within(dialog).getByRole("button", { name: "Remove address" }));
    expect(await within(dialog).findByText("Withdrawal PIN is required")).toBeVisible();
    await user.type(pin, "12a4");
    await user.click(within(dialog).getByRole("button", { name: "Remove address" }));
    expect(await within(dialog).findByText("Invalid withdrawal pin.")).toBeVisible();
    expect(api.sent("DELETE /api/users/withdrawal-addresses/1")).toHaveLength(0);

    await user.clear(pin);
    await user.type(pin, "1234");
    await user.click(within(dialog).getByRole("button", { name: "Remove address" }));
    await waitFor(() => expect(api.sent("DELETE /api/users/withdrawal-addresses/1")).toHaveLength(1));
    expect(api.sent("DELETE /api/users/withdrawal-addresses/1")[0]!.body).toEqual({ pin: "1234" });
    expect(within(dialog).getByRole("button", { name: "Removing..." })).toBeDisabled();
    answer(ok({ message: "Address removed" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("“Cold wallet” removed")).toBeVisible();
    // Its row may be gone once the list is read again: focus goes to the row's button while it is there,
    // else to "Add address".
    await waitFor(() =>
      expect([remove, screen.getByRole("button", { name: "Add address" })]).toContain(document.activeElement),
    );
  });

  test("with two-factor on the code is asked too; a wrong PIN is said in the dialog, which stays open", async () => {
    const { api, user } = renderTab({
      [R.twoFactor]: ok({ enabled: true }),
      "DELETE /api/users/withdrawal-addresses/2": fail(400, "Invalid withdrawal pin.", {
        code: "INVALID_WITHDRAWAL_PIN",
      }),
    });
    await user.click(within(await list()).getByRole("button", { name: "Remove “Exchange”" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this address?" });
    const otp = await within(dialog).findByLabelText("Authentication Code");
    await user.type(within(dialog).getByLabelText("Withdrawal PIN"), "1234");
    await user.click(within(dialog).getByRole("button", { name: "Remove address" }));
    expect(await within(dialog).findByText(/6-digit code|6 digits/)).toBeVisible();
    await user.type(otp, "123456");
    await user.click(within(dialog).getByRole("button", { name: "Remove address" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Invalid withdrawal pin.");
    expect(api.sent("DELETE /api/users/withdrawal-addresses/2")[0]!.body).toEqual({
      pin: "1234",
      otp: "123456",
    });
    // A code is used once: the field is emptied for the next try.
    expect(otp).toHaveValue("");
    expect(screen.getByRole("dialog")).toBeVisible();
  });
});

describe("a passkey instead of the code", () => {
  test("removing: 'Use a passkey' checks the PIN, asks an assertion bound to this address and sends it", async () => {
    const { api, user } = renderTab({
      [R.twoFactor]: ok({ enabled: true }),
      [R.passkeys]: ok(ONE_PASSKEY),
      "DELETE /api/users/withdrawal-addresses/2": ok({ message: "Address removed" }),
    });
    await user.click(within(await list()).getByRole("button", { name: "Remove “Exchange”" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this address?" });
    const usePasskey = await within(dialog).findByRole("button", { name: "Use a passkey" });
    await user.click(usePasskey);
    expect(await within(dialog).findByText("Withdrawal PIN is required")).toBeVisible();
    expect(api.sent(R.passkeyOptions)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Withdrawal PIN"), "1234");
    await user.click(usePasskey);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.sent(R.passkeyOptions)[0]!.body).toEqual({ purpose: "address-removal", addressId: 2 });
    expect(api.sent("DELETE /api/users/withdrawal-addresses/2")[0]!.body).toEqual({
      pin: "1234",
      passkey: mockAssertion,
    });
  });

  test("turning Whitelist only off with a passkey: the PIN and an assertion asked for 'whitelist-off'", async () => {
    const { api, user } = renderTab({
      [R.book]: ok(book({ whitelistOnly: true })),
      [R.twoFactor]: ok({ enabled: true }),
      [R.passkeys]: ok(ONE_PASSKEY),
      [R.security]: ok({ whitelistOnly: true, whitelistOffAt: soon }),
    });
    await user.click(await screen.findByRole("switch", { name: "Whitelist only" }));
    const dialog = await screen.findByRole("dialog", { name: "Turn off Whitelist only?" });
    await user.type(within(dialog).getByLabelText("Withdrawal PIN"), "4321");
    await user.click(await within(dialog).findByRole("button", { name: "Use a passkey" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.sent(R.passkeyOptions)[0]!.body).toEqual({ purpose: "whitelist-off" });
    expect(api.sent(R.security)[0]!.body).toEqual({
      whitelistOnly: false,
      pin: "4321",
      passkey: mockAssertion,
    });
  });

  test("no 'Use a passkey' without a passkey on the account", async () => {
    const { user } = renderTab({ [R.twoFactor]: ok({ enabled: true }) });
    await user.click(within(await list()).getByRole("button", { name: "Remove “Exchange”" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this address?" });
    await within(dialog).findByLabelText("Authentication Code");
    expect(within(dialog).queryByRole("button", { name: "Use a passkey" })).toBeNull();
  });

  test("a dismissed passkey dialog says so and nothing is sent", async () => {
    const { startAuthentication } = jest.requireMock("@simplewebauthn/browser");
    startAuthentication.mockRejectedValueOnce(new Error("NotAllowedError"));
    const { api, user } = renderTab({ [R.twoFactor]: ok({ enabled: true }), [R.passkeys]: ok(ONE_PASSKEY) });
    await user.click(within(await list()).getByRole("button", { name: "Remove “Exchange”" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this address?" });
    await user.type(within(dialog).getByLabelText("Withdrawal PIN"), "1234");
    await user.click(await within(dialog).findByRole("button", { name: "Use a passkey" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The passkey was cancelled or timed out. Try again, or enter the code.",
    );
    expect(api.sent("DELETE /api/users/withdrawal-addresses/2")).toHaveLength(0);
  });
});

describe("Whitelist only", () => {
  test("turning it on is immediate", async () => {
    let current = book();
    const { api, user } = renderTab({
      [R.book]: () => ok(current),
      [R.security]: () => {
        current = book({ whitelistOnly: true });
        return ok({ whitelistOnly: true, whitelistOffAt: null });
      },
    });
    const toggle = await screen.findByRole("switch", { name: "Whitelist only" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    await user.click(toggle);
    expect(api.sent(R.security)[0]!.body).toEqual({ whitelistOnly: true });
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "true"));
    expect(await screen.findByText("Whitelist only is on")).toBeVisible();
  });

  test("turning it off asks the PIN, then says when it takes effect", async () => {
    const offAt = new Date(Date.now() + 24 * HOUR).toISOString();
    let current = book({ whitelistOnly: true });
    const { api, user } = renderTab({
      [R.book]: () => ok(current),
      [R.security]: () => {
        current = book({ whitelistOnly: true, whitelistOffAt: offAt });
        return ok({ whitelistOnly: true, whitelistOffAt: offAt });
      },
    });
    const toggle = await screen.findByRole("switch", { name: "Whitelist only" });
    expect(toggle).toHaveAttribute("aria-checked", "true");
    await user.click(toggle);
    const dialog = await screen.findByRole("dialog", { name: "Turn off Whitelist only?" });
    expect(dialog).toHaveTextContent("24 hours");
    expect(api.sent(R.security)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Withdrawal PIN"), "4321");
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.sent(R.security)[0]!.body).toEqual({ whitelistOnly: false, pin: "4321" });
    const when = formatDateTime(offAt);
    expect(await screen.findByText(`Whitelist only turns off on ${when}`)).toBeVisible();
    expect(
      screen.getByText(
        `Whitelist only turns off on ${when}. Until then, withdrawals go only to your confirmed addresses.`,
      ),
    ).toBeVisible();
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(toggle).toHaveFocus();
  });

  test("Cancel sends nothing and leaves it on", async () => {
    const { api, user } = renderTab({ [R.book]: ok(book({ whitelistOnly: true })) });
    const toggle = await screen.findByRole("switch", { name: "Whitelist only" });
    await user.click(toggle);
    const dialog = await screen.findByRole("dialog", { name: "Turn off Whitelist only?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.sent(R.security)).toHaveLength(0);
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(toggle).toHaveFocus();
  });
});
