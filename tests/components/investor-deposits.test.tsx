/** @jest-environment jsdom */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QRCodeSVG } from "qrcode.react";
import { InvestorDashboardProvider } from "@/components/investor/investor-dashboard-context";
import { DepositsPanel } from "@/components/investor/panels/deposits/deposits-panel";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const jane = {
  id: 7,
  name: "Jane Doe",
  email: "jane@example.com",
  role: "INVESTOR" as const,
  isVerified: true,
};

// The platform's shared fixed addresses (no account key configured): the team credits deposits.
const ADDRESSES = [
  {
    asset: "BTC",
    network: "Bitcoin Network",
    address: "bc1qtestbtcaddress0000000000000000000000",
    personal: false,
    requiredConfirmations: 12,
  },
  {
    asset: "ETH",
    network: "Ethereum Network",
    address: "0xTestEthAddress000000000000000000000000",
    personal: false,
    requiredConfirmations: 12,
  },
  {
    asset: "USDT",
    network: "Tron Network",
    address: "TTestUsdtAddress00000000000000000",
    personal: false,
    requiredConfirmations: 12,
  },
  {
    asset: "USDC",
    network: "Ethereum Network",
    address: "0xTestUsdcAddress00000000000000000000000",
    personal: false,
    requiredConfirmations: 12,
  },
];
// The investor's own addresses (account keys configured): one EVM address serves ETH and the tokens.
const OWN_EVM = "0x9858EfFD232B4033E47d90003D41EC34EcaEda94";
const OWN = [
  {
    asset: "BTC",
    network: "Bitcoin Network",
    address: "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
    personal: true,
    requiredConfirmations: 12,
  },
  { asset: "ETH", network: "Ethereum Network", address: OWN_EVM, personal: true, requiredConfirmations: 12 },
  {
    asset: "USDT",
    network: "Tron Network",
    address: "TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH",
    personal: true,
    requiredConfirmations: 12,
  },
  { asset: "USDT", network: "Ethereum Network", address: OWN_EVM, personal: true, requiredConfirmations: 12 },
  {
    asset: "USDT",
    network: "Smart Chain (BNB Network)",
    address: OWN_EVM,
    personal: true,
    requiredConfirmations: 12,
  },
  { asset: "USDC", network: "Ethereum Network", address: OWN_EVM, personal: true, requiredConfirmations: 12 },
  {
    asset: "USDC",
    network: "Smart Chain (BNB Network)",
    address: OWN_EVM,
    personal: true,
    requiredConfirmations: 12,
  },
];
const deposit = (id: number, status: string) => ({
  id,
  asset: "BITCOIN",
  network: "Bitcoin Network",
  amount: 0.5,
  status,
  date: "2026-03-01T10:00:00.000Z",
  createdAt: "2026-03-01T10:00:00.000Z",
});

function renderPanel(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    "GET /api/deposits/addresses": ok({ addresses: ADDRESSES }),
    "GET /api/deposits": ok({
      deposits: [deposit(1, "COMPLETED"), deposit(2, "PENDING"), deposit(3, "PENDING")],
    }),
    ...routes,
  });
  const navigate = jest.fn();
  renderWithClient(
    <InvestorDashboardProvider value={{ user: jane, navigate }}>
      <DepositsPanel />
    </InvestorDashboardProvider>,
  );
  return { api, navigate };
}

const card = (title: string) => screen.getByRole("region", { name: title });

async function chooseBitcoin(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("radio", { name: /BTC/ }));
}

beforeEach(() => goTo("/dashboard?panel=deposits"));
afterEach(() => jest.useRealTimers());

describe("Deposits panel (Deposits)", () => {
  test("while the addresses load: skeletons, no asset choices yet", () => {
    renderPanel({ "GET /api/deposits/addresses": { pending: true }, "GET /api/deposits": { pending: true } });
    expect(screen.getByRole("status", { name: "Loading deposit assets" })).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(within(card("Available Assets")).queryByText("4")).not.toBeInTheDocument();
  });

  test("a failed addresses call says so and Try again loads them", async () => {
    let calls = 0;
    renderPanel({
      "GET /api/deposits/addresses": () =>
        ++calls === 1 ? fail(503, "Deposit addresses are unavailable") : ok({ addresses: ADDRESSES }),
    });
    const user = userEvent.setup();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Deposit addresses are unavailable");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByRole("radio")).toHaveLength(4);
  });

  test("stat cards: 4 assets, 10-30 min, 100%, and the deposits still awaiting confirmation", async () => {
    renderPanel();
    expect(await within(card("Available Assets")).findByText("4")).toBeInTheDocument();
    expect(card("Processing Time")).toHaveTextContent("10-30 min");
    expect(card("Network Security")).toHaveTextContent("100%");
    expect(await within(card("Active Deposits")).findByText("2")).toBeInTheDocument();
  });

  test("asset, then its only network chosen for it, then the read-only address; Copy says 'Copied!' for 2 seconds", async () => {
    jest.useFakeTimers();
    renderPanel();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    const assets = await screen.findAllByRole("radio");
    expect(assets.map((r) => r.getAttribute("value"))).toEqual(["BTC", "ETH", "USDT", "USDC"]);
    expect(screen.queryByRole("radio", { name: "Bitcoin Network" })).not.toBeInTheDocument();
    expect(screen.getByText("Select an asset to get started.")).toBeInTheDocument();

    // Bitcoin goes over one network: it is chosen with the asset, no second click.
    await user.click(screen.getByRole("radio", { name: /BTC/ }));
    expect(screen.getByRole("radio", { name: "Bitcoin Network" })).toBeChecked();
    expect(screen.queryByText("Select a network to see the deposit address.")).not.toBeInTheDocument();

    expect(screen.getByRole("tab", { name: "Address" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "QR Code" })).toBeInTheDocument();
    const field = screen.getByLabelText("BTC deposit address (Bitcoin Network)");
    expect(field).toHaveValue(ADDRESSES[0]!.address);
    expect(field).toHaveAttribute("readonly");

    const copy = screen.getByRole("button", { name: "Copy address" });
    expect(copy).toHaveTextContent("Copy");
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(ADDRESSES[0]!.address);
    // The label changes once the clipboard's promise has settled, which can be a tick after the click resolves
    // (this line failed under load as a plain expect). waitFor advances the fake clock by at most one 50 ms
    // step, so the 2-second window below still holds: Copied! at ≤ 1.95 s, Copy again at ≥ 2 s.
    await waitFor(() => expect(copy).toHaveTextContent("Copied!"));
    act(() => jest.advanceTimersByTime(1900));
    expect(copy).toHaveTextContent("Copied!");
    act(() => jest.advanceTimersByTime(100));
    expect(copy).not.toHaveTextContent("Copied!");
    expect(copy).toHaveTextContent("Copy");
  });

  test("the QR Code tab draws a scannable code of exactly that address", async () => {
    renderPanel();
    const user = userEvent.setup();
    await chooseBitcoin(user);
    await user.click(screen.getByRole("tab", { name: "QR Code" }));

    const qr = screen.getByRole("img", { name: "QR code of the BTC deposit address (Bitcoin Network)" });
    expect(qr.tagName.toLowerCase()).toBe("svg");
    // The same modules as a code made from the address alone, and not those of another address.
    const modules = (value: string) => {
      const { container, unmount } = render(<QRCodeSVG value={value} level="M" marginSize={4} />);
      const d = [...container.querySelectorAll("path")].map((p) => p.getAttribute("d")).join("|");
      unmount();
      return d;
    };
    const drawn = [...qr.querySelectorAll("path")].map((p) => p.getAttribute("d")).join("|");
    expect(drawn).toBe(modules(ADDRESSES[0]!.address));
    expect(drawn).not.toBe(modules(ADDRESSES[1]!.address));
    expect(screen.getByText(ADDRESSES[0]!.address)).toBeInTheDocument();
  });

  test("notes and details follow the chosen asset and network; a new asset takes its own network", async () => {
    renderPanel();
    const user = userEvent.setup();
    await chooseBitcoin(user);
    expect(
      screen.getByText("Send only BTC to this address. Other assets sent here will be lost."),
    ).toBeInTheDocument();
    expect(screen.getByText("Use the Bitcoin Network only.")).toBeInTheDocument();
    expect(screen.getByText("Minimum deposit: 0.001 BTC.")).toBeInTheDocument();
    const details = screen.getByRole("region", { name: "Deposit Details" });
    expect(details).toHaveTextContent("Processing time10-30 minutes");
    expect(details).toHaveTextContent("Network feeDepends on network");
    expect(details).toHaveTextContent("Confirmations12 block confirmations");

    await user.click(screen.getByRole("radio", { name: /USDT/ }));
    expect(screen.queryByText(/Send only BTC/)).not.toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Tron Network" })).toBeChecked();
    expect(screen.getByLabelText("USDT deposit address (Tron Network)")).toHaveValue(ADDRESSES[2]!.address);
    expect(screen.getByText("Minimum deposit: 0.001 USDT.")).toBeInTheDocument();
  });

  test("an asset with several networks asks which one, and a new asset asks again", async () => {
    const erc20 = {
      asset: "USDT",
      network: "Ethereum Network",
      address: "0xTestUsdtErc20Address0000000000000000",
    };
    renderPanel({ "GET /api/deposits/addresses": ok({ addresses: [...ADDRESSES, erc20] }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: /USDT/ }));
    expect(screen.getByText("Select a network to see the deposit address.")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Tron Network" })).not.toBeChecked();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Ethereum Network" }));
    expect(screen.getByLabelText("USDT deposit address (Ethereum Network)")).toHaveValue(erc20.address);

    await user.click(screen.getByRole("radio", { name: /BTC/ }));
    await user.click(screen.getByRole("radio", { name: /USDT/ }));
    expect(screen.getByText("Select a network to see the deposit address.")).toBeInTheDocument();
  });

  test("shared addresses: the panel says the team credits deposits and asks to tell Support", async () => {
    const { navigate } = renderPanel();
    const user = userEvent.setup();
    expect(await screen.findByText("Deposits are credited by our team.")).toBeInTheDocument();
    expect(screen.getByText(/This address is shared\. After sending, tell Support/)).toBeInTheDocument();
    expect(screen.getByText(/12 block confirmations/)).toBeInTheDocument();
    expect(
      screen.queryByText("Deposits are credited after confirmation by the platform."),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "View Deposit History" }));
    expect(navigate).toHaveBeenCalledWith("deposit-history");
    await user.click(screen.getByRole("button", { name: "Contact Support" }));
    expect(navigate).toHaveBeenCalledWith("support");

    // The chosen address is named with its network, and is not claimed to be the investor's own.
    await chooseBitcoin(user);
    expect(
      screen.getByText(
        "Send only BTC on the Bitcoin Network to this address. Anything else sent here is lost.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/This address is yours alone/)).not.toBeInTheDocument();
  });

  test("own addresses: the investor's address and QR per network, the warning names the network", async () => {
    renderPanel({ "GET /api/deposits/addresses": ok({ addresses: OWN }) });
    const user = userEvent.setup();
    // Four assets, whatever the number of networks; no BNB coin.
    expect(await within(card("Available Assets")).findByText("4")).toBeInTheDocument();
    const assets = screen.getAllByRole("radio");
    expect(assets.map((r) => r.getAttribute("value"))).toEqual(["BTC", "ETH", "USDT", "USDC"]);
    expect(screen.getByText("Deposits are credited after confirmation by the platform.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Contact Support" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: /USDT/ }));
    expect(screen.getAllByRole("radio", { name: /Network/ }).map((r) => r.getAttribute("value"))).toEqual([
      "Tron Network",
      "Ethereum Network",
      "Smart Chain (BNB Network)",
    ]);
    await user.click(screen.getByRole("radio", { name: "Tron Network" }));
    expect(screen.getByLabelText("USDT deposit address (Tron Network)")).toHaveValue(OWN[2]!.address);
    expect(
      screen.getByText(
        "Send only USDT on the Tron Network to this address. Anything else sent here is lost.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("This address is yours alone: what arrives at it is credited to your account."),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Smart Chain (BNB Network)" }));
    expect(screen.getByLabelText("USDT deposit address (Smart Chain (BNB Network))")).toHaveValue(OWN_EVM);
    expect(
      screen.getByText(
        "Send only USDT on the Smart Chain (BNB Network) to this address. Anything else sent here is lost.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "QR Code" }));
    expect(
      screen.getByRole("img", { name: "QR code of the USDT deposit address (Smart Chain (BNB Network))" }),
    ).toBeInTheDocument();
    expect(screen.getByText(OWN_EVM)).toBeInTheDocument();
  });
});

describe("Deposits panel where a network is not available (production without a key or an address)", () => {
  const NOT_AVAILABLE = [
    { ...ADDRESSES[0]!, address: "", available: false },
    { ...OWN[1]!, available: true },
    { ...ADDRESSES[2]!, address: "", available: false },
  ];

  test("choosing it says so: no address, no QR code, nothing to send", async () => {
    renderPanel({ "GET /api/deposits/addresses": ok({ addresses: NOT_AVAILABLE }) });
    const user = userEvent.setup();
    // Only the assets that can be deposited are counted.
    expect(await within(card("Available Assets")).findByText("1")).toBeInTheDocument();
    await chooseBitcoin(user);
    expect(screen.getByText("Deposits on this network are not available")).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByText("Before You Send")).not.toBeInTheDocument();
    expect(screen.queryByText("Deposits are credited by our team.")).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: /ETH/ }));
    expect(screen.queryByText("Deposits on this network are not available")).not.toBeInTheDocument();
    expect(screen.getByLabelText("ETH deposit address (Ethereum Network)")).toHaveValue(OWN_EVM);
  });
});
