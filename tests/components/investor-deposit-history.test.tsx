/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorDashboardProvider } from "@/components/investor/investor-dashboard-context";
import { DepositHistoryPanel } from "@/components/investor/panels/deposit-history/deposit-history-panel";
import { NextIntlClientProvider } from "next-intl";
import { loadMessages } from "@/i18n/messages";
import { NAMESPACES } from "@/i18n/namespaces";
import { setFormatLocale } from "@/lib/format";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const jane = {
  id: 7,
  name: "Jane Doe",
  email: "jane@example.com",
  role: "INVESTOR" as const,
  isVerified: true,
};
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

type Row = {
  id: number;
  asset: string;
  network: string;
  amount: number;
  status: string;
  txHash: string | null;
  confirmations: number | null;
  requiredConfirmations: number | null;
  explorerUrl: string | null;
  notCredited?: { reason: "BELOW_MINIMUM"; minimum: string } | null;
  date: string;
};
/** A deposit the team credited: no chain transaction. */
const row = (id: number, asset: string, amount: number, status: string, date: string): Row => ({
  id,
  asset,
  network: { BITCOIN: "Bitcoin Network", ETHEREUM: "Ethereum Network", USDT: "Tron Network" }[asset] ?? "",
  amount,
  status,
  txHash: null,
  confirmations: null,
  requiredConfirmations: null,
  explorerUrl: null,
  date,
});
const ETH_HASH = "0x9f2c4d8e1a7b3c5d6e8f0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5";
/** A deposit a chain watcher saw, on Ethereum. */
const chainRow = (id: number, amount: number, status: string, confirmations: number): Row => ({
  ...row(id, "ETHEREUM", amount, status, daysAgo(0)),
  txHash: ETH_HASH,
  confirmations,
  requiredConfirmations: 12,
  explorerUrl: `https://etherscan.io/tx/${ETH_HASH}`,
});

/** A chain deposit below the minimum: it arrived, and is never credited. */
const belowMinimum = (id: number, amount: number): Row => ({
  ...chainRow(id, amount, "INACTIVE", 1),
  notCredited: { reason: "BELOW_MINIMUM", minimum: "0.001" },
});

// Newest first, as GET /api/deposits answers: 10 rows, 3 of them in the last 7 days.
const TEN = [
  row(10, "BITCOIN", 0.5, "COMPLETED", daysAgo(1)),
  row(9, "USDT", 1250, "PENDING", daysAgo(2)),
  row(8, "ETHEREUM", 1.234567, "COMPLETED", daysAgo(6)),
  row(7, "BITCOIN", 0.25, "ACTIVE", daysAgo(10)),
  row(6, "USDT", 100, "COMPLETED", daysAgo(20)),
  row(5, "BITCOIN", 0.00000001, "INACTIVE", daysAgo(30)),
  row(4, "USDT", 0.1, "COMPLETED", daysAgo(40)),
  row(3, "ETHEREUM", 2, "PENDING", daysAgo(50)),
  row(2, "USDT", 0.2, "COMPLETED", daysAgo(60)),
  row(1, "BITCOIN", 1, "COMPLETED", "2026-01-15T14:30:00.000Z"),
];

function renderPanel(reply: Reply | { pending: true } | (() => Reply | Promise<Reply>)) {
  const api = mockApi({ "GET /api/deposits": reply });
  renderWithClient(
    <InvestorDashboardProvider value={{ user: jane, navigate: jest.fn() }}>
      <DepositHistoryPanel />
    </InvestorDashboardProvider>,
  );
  return api;
}

const table = () => screen.getByRole("table", { name: "Deposit History" });
/** The ids of the table's rows, in order. */
const shownIds = () =>
  within(table())
    .getAllByRole("row")
    .slice(1)
    .map((r) => within(r).getAllByRole("cell")[0]!.textContent);
const card = (title: string) => screen.getByRole("region", { name: title });
const search = () => screen.getByRole("searchbox", { name: "Search deposits..." });

beforeEach(() => goTo("/dashboard?panel=deposit-history"));

describe("Deposit History panel (DepositHistory)", () => {
  test("loading: skeleton rows and cards, no empty text", () => {
    renderPanel({ pending: true });
    expect(table().closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText("No deposits found")).not.toBeInTheDocument();
    expect(card("Total Deposits")).not.toHaveTextContent(/\d/);
    expect(screen.getByRole("button", { name: "Refresh" })).toBeDisabled();
  });

  test("empty: 'No deposits found' and zero totals", async () => {
    renderPanel(ok({ deposits: [] }));
    expect((await screen.findAllByText("No deposits found")).length).toBeGreaterThan(0);
    expect(card("Total Deposits")).toHaveTextContent("0");
    expect(card("Completed")).toHaveTextContent("0");
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  test("error: 'Failed to fetch deposit history' and Try again fetches again", async () => {
    let calls = 0;
    renderPanel(() => (++calls === 1 ? fail(500, "Database down") : ok({ deposits: TEN })));
    const user = userEvent.setup();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to fetch deposit history");
    expect(screen.queryByRole("region", { name: "Total Deposits" })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(shownIds()).toHaveLength(8));
    expect(calls).toBe(2);
  });

  test("rows: #id, status badge, asset and network, amount with 6 decimals and asset, date with time", async () => {
    renderPanel(ok({ deposits: TEN }));
    await waitFor(() => expect(shownIds()).toHaveLength(8));
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["ID", "Status", "Asset", "Amount", "Transaction", "Date", "Actions"]);
    const first = within(table()).getAllByRole("row")[1]!;
    const cells = within(first)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual(["#10", "Completed", "BTCBitcoin Network", "0.500000 BTC"]);
    // A team credit has no chain transaction: a dash, and words for screen readers.
    expect(cells[4]).toBe("—Credited by the Apex team, no chain transaction");
    expect(within(first).queryByRole("link")).not.toBeInTheDocument();
    expect(cells[5]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    expect(within(table()).getByText("1,250.000000 USDT")).toBeInTheDocument();
    expect(within(table()).getByText("1.234567 ETH")).toBeInTheDocument();
    // Never fewer than 6 decimals, and every one the ledger holds: a satoshi is not shown as zero.
    expect(within(table()).getByText("0.00000001 BTC")).toBeInTheDocument();
    expect(within(first).getByText("Completed")).toHaveClass("bg-emerald-100");
    expect(within(table()).getAllByText("Pending")[0]).toHaveClass("bg-amber-100");
  });

  test("cards: count, total per asset (never BTC plus USDT), last 7 days, completed", async () => {
    renderPanel(ok({ deposits: TEN }));
    await waitFor(() => expect(card("Total Deposits")).toHaveTextContent("10"));
    const totals = within(card("Total Amount"))
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(totals).toEqual(["1.75000001 BTC", "3.234567 ETH", "1,350.300000 USDT"]);
    expect(card("Recent Deposits")).toHaveTextContent("3");
    expect(card("Recent Deposits")).toHaveTextContent("Last 7 days");
    expect(card("Completed")).toHaveTextContent("6");
  });

  test("8 per page with 'Showing X to Y of Z deposits'; the page lives in the URL", async () => {
    renderPanel(ok({ deposits: TEN }));
    const user = userEvent.setup();
    expect(await screen.findByText("Showing 1 to 8 of 10 deposits")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    expect(shownIds()).toEqual(["#10", "#9", "#8", "#7", "#6", "#5", "#4", "#3"]);

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Showing 9 to 10 of 10 deposits")).toBeInTheDocument();
    expect(shownIds()).toEqual(["#2", "#1"]);
    expect(new URLSearchParams(window.location.search).get("page")).toBe("2");
  });

  test("search matches asset, status or amount, and goes to the URL", async () => {
    renderPanel(ok({ deposits: TEN }));
    const user = userEvent.setup();
    await waitFor(() => expect(shownIds()).toHaveLength(8));

    await user.type(search(), "usdt");
    await waitFor(() => expect(shownIds()).toEqual(["#9", "#6", "#4", "#2"]));
    expect(screen.getByText("Showing 1 to 4 of 4 deposits")).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get("q")).toBe("usdt");

    await user.clear(search());
    await user.type(search(), "ethereum");
    await waitFor(() => expect(shownIds()).toEqual(["#8", "#3"]));

    await user.clear(search());
    await user.type(search(), "pending");
    await waitFor(() => expect(shownIds()).toEqual(["#9", "#3"]));

    await user.clear(search());
    await user.type(search(), "1,250");
    await waitFor(() => expect(shownIds()).toEqual(["#9"]));

    await user.clear(search());
    await user.type(search(), "nothing like this");
    expect((await screen.findAllByText("No deposits found")).length).toBeGreaterThan(0);
  });

  test("status filter: All, Completed, Pending, Active, Inactive; the choice goes to the URL", async () => {
    renderPanel(ok({ deposits: TEN }));
    const user = userEvent.setup();
    await waitFor(() => expect(shownIds()).toHaveLength(8));

    await user.click(screen.getByRole("combobox", { name: "Filter by status" }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "All",
      "Completed",
      "Pending",
      "Active",
      "Inactive",
    ]);
    await user.click(screen.getByRole("option", { name: "Pending" }));
    await waitFor(() => expect(shownIds()).toEqual(["#9", "#3"]));
    expect(new URLSearchParams(window.location.search).get("status")).toBe("PENDING");
    expect(screen.getByText("Showing 1 to 2 of 2 deposits")).toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Filter by status" }));
    await user.click(screen.getByRole("option", { name: "All" }));
    await waitFor(() => expect(shownIds()).toHaveLength(8));
    expect(new URLSearchParams(window.location.search).has("status")).toBe(false);
  });

  test("a link with page, search and filter opens the list as it was", async () => {
    goTo("/dashboard?panel=deposit-history&status=COMPLETED&q=btc");
    renderPanel(ok({ deposits: TEN }));
    await waitFor(() => expect(shownIds()).toEqual(["#10", "#1"]));
    expect(search()).toHaveValue("btc");
    expect(screen.getByRole("combobox", { name: "Filter by status" })).toHaveTextContent("Completed");

    act(() => goTo("/dashboard?panel=deposit-history&page=2"));
    await waitFor(() => expect(shownIds()).toEqual(["#2", "#1"]));
  });

  test("Refresh fetches again, busy and disabled until the answer arrives", async () => {
    let release: (r: Reply) => void = () => {};
    let calls = 0;
    const api = renderPanel(() =>
      ++calls === 1 ? ok({ deposits: TEN.slice(1) }) : new Promise<Reply>((resolve) => (release = resolve)),
    );
    const user = userEvent.setup();
    await screen.findByText("Showing 1 to 8 of 9 deposits");

    await user.click(screen.getByRole("button", { name: "Refresh" }));
    const busy = await screen.findByRole("button", { name: "Refreshing..." });
    expect(busy).toBeDisabled();
    release(ok({ deposits: TEN }));
    expect(await screen.findByText("Showing 1 to 8 of 10 deposits")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh" })).toBeEnabled();
    expect(api.sent("GET /api/deposits")).toHaveLength(2);
  });

  test("a failed refresh keeps the list and says so", async () => {
    let calls = 0;
    renderPanel(() => (++calls === 1 ? ok({ deposits: TEN }) : fail(500, "Database down")));
    const user = userEvent.setup();
    await waitFor(() => expect(shownIds()).toHaveLength(8));
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch deposit history");
    expect(shownIds()).toHaveLength(8);
  });

  test("a chain deposit: confirmations while pending, the hash shortened and linking to the explorer", async () => {
    renderPanel(
      ok({ deposits: [chainRow(12, 0.00012345, "PENDING", 3), chainRow(11, 2, "COMPLETED", 12), ...TEN] }),
    );
    await waitFor(() => expect(shownIds()).toHaveLength(8));
    const [pending, done] = within(table()).getAllByRole("row").slice(1);
    const cells = within(pending!)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual([
      "#12",
      "Pending3 of 12 confirmations",
      "ETHEthereum Network",
      "0.00012345 ETH",
    ]);
    const link = within(pending!).getByRole("link", {
      name: `0x9f2c4d...c2d3e4f5, transaction ${ETH_HASH} on the block explorer (opens in a new tab)`,
    });
    expect(link).toHaveTextContent("0x9f2c4d...c2d3e4f5");
    expect(link).toHaveAttribute("href", `https://etherscan.io/tx/${ETH_HASH}`);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));

    // Credited: COMPLETED, no confirmations line, still its link.
    expect(within(done!).getAllByRole("cell")[1]).toHaveTextContent(/^Completed$/);
    expect(within(done!).getByRole("link", { name: new RegExp(ETH_HASH) })).toBeInTheDocument();
  });

  test("confirmations are a message in the reader's language, with the right plural", async () => {
    const one = { ...chainRow(12, 1, "PENDING", 0), requiredConfirmations: 1 };
    renderPanel(ok({ deposits: [one, chainRow(11, 1, "PENDING", 14)] }));
    expect(await within(table()).findByText("0 of 1 confirmation")).toBeInTheDocument();
    // The watcher may count past the depth before the credit lands: never "14 of 12".
    expect(within(table()).getByText("12 of 12 confirmations")).toBeInTheDocument();
  });

  test("a hash without an explorer is shown shortened, not linked", async () => {
    renderPanel(ok({ deposits: [{ ...chainRow(12, 1, "PENDING", 2), explorerUrl: null }] }));
    const hash = await within(table()).findByText("0x9f2c4d...c2d3e4f5");
    expect(hash).toHaveAttribute("title", ETH_HASH);
    expect(within(table()).queryByRole("link")).not.toBeInTheDocument();
  });

  test("search finds a deposit by its transaction hash", async () => {
    renderPanel(ok({ deposits: [chainRow(12, 1, "PENDING", 2), ...TEN] }));
    const user = userEvent.setup();
    await waitFor(() => expect(shownIds()).toHaveLength(8));
    await user.type(search(), "c2d3e4f5");
    await waitFor(() => expect(shownIds()).toEqual(["#12"]));
  });

  test("on phones a chain deposit's card has its confirmations and explorer link", async () => {
    renderPanel(ok({ deposits: [chainRow(12, 0.5, "PENDING", 3), ...TEN] }));
    const cards = await screen.findByRole("list", { name: "Deposit History" });
    await waitFor(() => expect(within(cards).getAllByRole("listitem")).toHaveLength(8));
    const first = within(cards).getAllByRole("listitem")[0]!;
    expect(first).toHaveTextContent("3 of 12 confirmations");
    expect(first).toHaveTextContent("0.500000 ETH");
    const link = within(first).getByRole("link", { name: new RegExp(ETH_HASH) });
    expect(link).toHaveAttribute("target", "_blank");
    // A team credit's card has no transaction line.
    expect(within(within(cards).getAllByRole("listitem")[1]!).queryByRole("link")).not.toBeInTheDocument();
  });

  test("on phones each deposit is also a card with the same facts", async () => {
    renderPanel(ok({ deposits: TEN }));
    const cards = await screen.findByRole("list", { name: "Deposit History" });
    await waitFor(() => expect(within(cards).getAllByRole("listitem")).toHaveLength(8));
    const first = within(cards).getAllByRole("listitem")[0]!;
    expect(first).toHaveTextContent("#10");
    expect(first).toHaveTextContent("Completed");
    expect(first).toHaveTextContent("Bitcoin Network");
    expect(first).toHaveTextContent("0.500000 BTC");
  });
  test("a deposit below the minimum: shown as not credited, with the minimum, and left out of the totals", async () => {
    renderPanel(ok({ deposits: [belowMinimum(12, 0.0005), chainRow(11, 2, "COMPLETED", 12)] }));
    await waitFor(() => expect(shownIds()).toEqual(["#12", "#11"]));
    const [below, credited] = within(table()).getAllByRole("row").slice(1);
    const cells = within(below!)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual([
      "#12",
      "InactiveNot credited: below the minimum deposit of 0.001 ETH",
      "ETHEthereum Network",
      "0.000500 ETH",
    ]);
    // Its transaction is there to check on the explorer; no confirmations count (nothing is awaited).
    expect(within(below!).getByRole("link", { name: new RegExp(ETH_HASH) })).toBeInTheDocument();
    expect(within(below!).queryByText(/confirmations/)).not.toBeInTheDocument();
    expect(within(credited!).queryByText(/Not credited/)).not.toBeInTheDocument();
    // Counted as a deposit, but not in the amount: it never reached the balance.
    expect(card("Total Deposits")).toHaveTextContent("2");
    expect(
      within(card("Total Amount"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["2.000000 ETH"]);
    expect(card("Completed")).toHaveTextContent("1");
    // On phones its card says the same.
    const cards = screen.getByRole("list", { name: "Deposit History" });
    expect(within(cards).getAllByRole("listitem")[0]).toHaveTextContent(
      "Not credited: below the minimum deposit of 0.001 ETH",
    );
  });

  test("the not-credited line is in the reader's language, the minimum written their way", async () => {
    setFormatLocale("de-DE");
    try {
      const messages = await loadMessages("de", NAMESPACES.investor);
      mockApi({ "GET /api/deposits": ok({ deposits: [belowMinimum(12, 0.0005)] }) });
      renderWithClient(
        <NextIntlClientProvider locale="de" messages={messages} timeZone="UTC">
          <InvestorDashboardProvider value={{ user: jane, navigate: jest.fn() }}>
            <DepositHistoryPanel />
          </InvestorDashboardProvider>
        </NextIntlClientProvider>,
      );
      expect(
        (await screen.findAllByText("Nicht gutgeschrieben: unter der Mindesteinzahlung von 0,001 ETH"))
          .length,
      ).toBeGreaterThan(0);
    } finally {
      setFormatLocale("en-US");
    }
  });
});
