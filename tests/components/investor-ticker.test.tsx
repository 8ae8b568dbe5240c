/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorShell } from "@/components/investor/shell/investor-shell";
import { PriceTicker } from "@/components/investor/ticker/price-ticker";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const SERVER_PRICES = { BITCOIN: 100000, ETHEREUM: 3000, USDT: 1, USDC: 1 };
const SYMBOLS = ["BTC", "ETH", "SOL", "BNB", "XRP", "ADA"];

/** `prefers-reduced-motion: reduce` as a media query whose answer a test can change while it runs. */
function mockReducedMotion(initial: boolean) {
  let reduce = initial;
  const listeners = new Set<() => void>();
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      get matches() {
        return reduce && query.includes("prefers-reduced-motion: reduce");
      },
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    }),
  });
  return (next: boolean) => {
    reduce = next;
    act(() => listeners.forEach((l) => l()));
  };
}

const ticker = () => screen.getByRole("region", { name: "Simulated prices" });
const priceText = (symbol: string) => screen.getByTestId(`price-${symbol}`).textContent!;
const price = (symbol: string) => Number(priceText(symbol).replace(/[$,]/g, ""));
const prices = () => SYMBOLS.map(price);
const tick = (ms = 3000) => act(() => jest.advanceTimersByTime(ms));

async function renderTicker(reply = ok({ prices: SERVER_PRICES })) {
  mockApi({ "GET /api/prices": reply });
  renderWithClient(<PriceTicker />);
  await screen.findByTestId("price-BTC");
}

describe("price ticker", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test("is labelled as simulated and opens at the server's BTC/ETH prices, fixed ones for the rest", async () => {
    await renderTicker();
    expect(within(ticker()).getByText("Simulated prices")).toBeInTheDocument();
    expect(
      within(ticker())
        .getAllByRole("listitem")
        .map((li) => li.firstChild?.textContent),
    ).toEqual(SYMBOLS);
    expect(priceText("BTC")).toBe("$100,000.00");
    expect(priceText("ETH")).toBe("$3,000.00");
    expect(priceText("SOL")).toBe("$185.40");
    expect(priceText("XRP")).toBe("$3.0500");
  });

  test("starts from fixed prices when the price call fails", async () => {
    await renderTicker(fail(500, "boom"));
    expect(priceText("BTC")).toBe("$116,515.00");
    expect(priceText("ETH")).toBe("$4,274.31");
  });

  test("moves every 3 s, never more than 1% a tick", async () => {
    await renderTicker();
    let before = prices();
    tick(2999);
    expect(prices()).toEqual(before);
    for (let i = 0; i < 10; i++) {
      tick(i === 0 ? 1 : 3000);
      const after = prices();
      expect(after).not.toEqual(before);
      after.forEach((p, j) => expect(Math.abs(p / before[j] - 1)).toBeLessThanOrEqual(0.0101));
      before = after;
    }
  });

  test("a tick's move follows the random draw: 0.75 is +0.5%, shown as the change since opening", async () => {
    await renderTicker();
    jest.spyOn(Math, "random").mockReturnValue(0.75);
    tick();
    expect(priceText("BTC")).toBe("$100,500.00");
    expect(within(screen.getByTestId("quote-BTC")).getByText("+0.50%")).toBeInTheDocument();
    jest.spyOn(Math, "random").mockReturnValue(0);
    tick();
    expect(priceText("BTC")).toBe("$99,495.00");
    expect(within(screen.getByTestId("quote-BTC")).getByText("-0.51%")).toBeInTheDocument();
  });

  test("stands still under prefers-reduced-motion, and stops when the preference turns on", async () => {
    const setReduce = mockReducedMotion(true);
    await renderTicker();
    const start = prices();
    tick(30_000);
    expect(prices()).toEqual(start);
    expect(screen.queryByRole("button", { name: /price updates/ })).not.toBeInTheDocument();

    setReduce(false);
    tick();
    const moved = prices();
    expect(moved).not.toEqual(start);
    setReduce(true);
    tick(30_000);
    expect(prices()).toEqual(moved);
  });

  test("pauses while pointed at or focused, and with the Pause button", async () => {
    await renderTicker();
    let still = prices();
    fireEvent.mouseEnter(ticker());
    tick(9000);
    expect(prices()).toEqual(still);
    fireEvent.mouseLeave(ticker());
    tick();
    expect(prices()).not.toEqual(still);

    still = prices();
    act(() => screen.getByRole("list", { name: /Prices in US dollars/ }).focus());
    tick(9000);
    expect(prices()).toEqual(still);
    act(() => (document.activeElement as HTMLElement).blur());
    tick();
    expect(prices()).not.toEqual(still);

    fireEvent.click(screen.getByRole("button", { name: "Pause price updates" }));
    still = prices();
    tick(9000);
    expect(prices()).toEqual(still);
    fireEvent.click(screen.getByRole("button", { name: "Resume price updates" }));
    tick();
    expect(prices()).not.toEqual(still);
  });
});

describe("ticker in the investor shell", () => {
  const jane = { id: 7, name: "Jane Doe", email: "jane@example.com", role: "INVESTOR", isVerified: true };

  test("shows above every panel except Support", async () => {
    mockReducedMotion(false);
    mockApi({ "GET /api/user": ok({ user: jane }), "GET /api/prices": ok({ prices: SERVER_PRICES }) });
    goTo("/dashboard?panel=support");
    const user = userEvent.setup();
    renderWithClient(<InvestorShell />);
    await screen.findByRole("heading", { level: 1, name: "Support" });
    expect(screen.queryByRole("region", { name: "Simulated prices" })).not.toBeInTheDocument();

    const sidebar = screen.getAllByRole("navigation", { name: "Dashboard sections" })[0];
    await user.click(within(sidebar).getByRole("link", { name: "Deposits" }));
    expect(await screen.findByRole("region", { name: "Simulated prices" })).toBeInTheDocument();
    await user.click(within(sidebar).getByRole("link", { name: "Support" }));
    expect(screen.queryByRole("region", { name: "Simulated prices" })).not.toBeInTheDocument();
  });
});
