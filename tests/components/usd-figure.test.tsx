/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BalanceCards } from "@/components/investor/panels/overview/balance-cards";
import { UsdFigure, useUsdText } from "@/components/investor/usd-figure";
import { formatUsd } from "@/lib/format";
import { queryKeys } from "@/lib/query-keys";
import type { PreferencesInput } from "@/lib/validation/account";
import { mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

const RATES = {
  base: "USD",
  rates: { USD: "1", EUR: "0.9162", GBP: "0.7781", JPY: "149.62", BTC: "0.000008582585933" },
  asOf: "2026-11-25T10:00:00.000Z",
  live: true,
};

/** The figure, with the preferences the investor shell would have loaded. */
function renderFigure(
  currency: PreferencesInput["currency"],
  rates: Reply | { pending: true } = ok(RATES),
  ui = <UsdFigure value="1250" />,
  more: Record<string, Reply> = {},
) {
  const api = mockApi({ "GET /api/fx-rates": rates, ...more });
  const view = renderWithClient(ui);
  act(() => {
    view.client.setQueryData(queryKeys.preferences, { currency, language: "en", autoRefresh: true });
  });
  return { ...view, api };
}

describe("UsdFigure", () => {
  test("with USD chosen it is exactly formatUsd's text, and asks for no rates", async () => {
    const { container, api } = renderFigure("USD");
    expect(container.textContent).toBe(formatUsd("1250"));
    expect(container.textContent).toBe("$1,250.00");
    expect(screen.queryByRole("button")).toBeNull();
    await act(async () => {});
    expect(api.calls).toHaveLength(0);
  });

  test("shows the dollar figure while the rates load", () => {
    const { container } = renderFigure("EUR", { pending: true });
    expect(container.textContent).toBe("$1,250.00");
  });

  test("stays in dollars when the rates cannot be read", async () => {
    const { container, api } = renderFigure("EUR", { status: 500, body: { message: "Down" } });
    await waitFor(() => expect(api.sent("GET /api/fx-rates")).toHaveLength(1));
    await act(async () => {});
    expect(container.textContent).toBe("$1,250.00");
  });

  test("in EUR it reads as a conversion, with the dollar value and the rate one click away", async () => {
    const user = userEvent.setup();
    renderFigure("EUR");
    const figure = await screen.findByRole("button", { name: "≈ €1,145.25, converted from $1,250.00" });
    expect(figure).toHaveTextContent(/^≈ €1,145\.25$/);
    await user.click(figure);
    // The popover (a dialog to assistive technology) is named by its title.
    const note = await screen.findByRole("dialog", { name: "Converted from US dollars" });
    expect(note).toHaveTextContent("In US dollars: $1,250.00");
    expect(note).toHaveTextContent("1 USD = 0.9162 EUR, rates of Nov 25, 10:00 AM UTC");
    expect(note).not.toHaveTextContent("fallback");
    // Focus stays on the figure; Escape closes the note.
    expect(figure).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("opens from the keyboard, and says so when the rates are the fixed fallback ones", async () => {
    const user = userEvent.setup();
    renderFigure("GBP", ok({ ...RATES, asOf: "2026-11-25", live: false }));
    const figure = await screen.findByRole("button", { name: /^≈ £972\.63, converted from \$1,250\.00$/ });
    await user.tab();
    expect(figure).toHaveFocus();
    await user.keyboard("{Enter}");
    const note = await screen.findByRole("dialog");
    expect(note).toHaveTextContent("1 USD = 0.7781 GBP, rates of Nov 25, 2026");
    expect(note).toHaveTextContent(
      "The exchange-rate feed is unavailable, so fixed fallback rates are shown.",
    );
  });

  test("opens while the mouse rests on it and closes when it leaves", async () => {
    const user = userEvent.setup();
    renderFigure("JPY");
    const figure = await screen.findByRole("button", { name: /^≈ ¥187,025, converted from/ });
    await user.hover(figure);
    expect(await screen.findByRole("dialog")).toHaveTextContent("1 USD = 149.6200 JPY");
    await user.unhover(figure);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("in BTC it uses the platform's BTC price, to 8 decimals", async () => {
    const user = userEvent.setup();
    renderFigure("BTC");
    const figure = await screen.findByRole("button", {
      name: /^≈ 0\.01072823 BTC, converted from \$1,250\.00$/,
    });
    await user.click(figure);
    expect(await screen.findByRole("dialog")).toHaveTextContent(
      "1 USD = 0.00000858 BTC at the BTC price the platform quotes now",
    );
  });

  test("as text (captions, chart axes) it is the converted figure, or formatUsd's text in USD", async () => {
    function Texts() {
      const approx = useUsdText();
      const plain = useUsdText({ approx: false });
      return <p>{`${approx(1250)} | ${plain("1250")}`}</p>;
    }
    const eur = renderFigure("EUR", ok(RATES), <Texts />);
    expect(await screen.findByText("≈ €1,145.25 | €1,145.25")).toBeInTheDocument();
    eur.unmount();
    renderFigure("USD", ok(RATES), <Texts />);
    expect(screen.getByText("$1,250.00 | $1,250.00")).toBeInTheDocument();
  });

  test("Overview's Main Balance in euros, with its rate note; Copy copies the figure shown", async () => {
    const user = userEvent.setup();
    const balances = {
      balances: {
        Bitcoin: { bitcoinBalance: 0.5 },
        Ethereum: { ethereumBalance: 1 },
        Usdt: { usdtBalance: 100 },
        Usdc: { usdcBalance: 0 },
      },
      mainBalance: 1250,
    };
    renderFigure("EUR", ok(RATES), <BalanceCards />, {
      "GET /api/users/main-balance": ok({ mainBalance: 1250 }),
      "GET /api/users/balances": ok(balances),
    });
    const main = await screen.findByRole("region", { name: "Main Balance" });
    const figure = await within(main).findByRole("button", {
      name: /^≈ €1,145\.25, converted from \$1,250\.00$/,
    });
    await user.click(figure);
    expect(await screen.findByRole("dialog")).toHaveTextContent(
      "1 USD = 0.9162 EUR, rates of Nov 25, 10:00 AM UTC",
    );
    // Bitcoin stays a coin amount.
    expect(screen.getByRole("region", { name: "Bitcoin" })).toHaveTextContent("0.50000000 BTC");
  });
});
