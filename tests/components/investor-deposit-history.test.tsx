/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorDashboardProvider } from "@/components/investor/investor-dashboard-context";
import { DepositHistoryPanel } from "@/components/investor/panels/deposit-history/deposit-history-panel";
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

type Row = { id: number; asset: string; network: string; amount: number; status: string; date: string };
const row = (id: number, asset: string, amount: number, status: string, date: string): Row => ({
  id,
  asset,
  network: { BITCOIN: "Bitcoin Network", ETHEREUM: "Ethereum Network", USDT: "Tron Network" }[asset] ?? "",
  amount,
  status,
  date,
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
    ).toEqual(["ID", "Status", "Asset", "Amount", "Date"]);
    const first = within(table()).getAllByRole("row")[1]!;
    const cells = within(first)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual(["#10", "Completed", "BTCBitcoin Network", "0.500000 BTC"]);
    expect(cells[4]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    expect(within(table()).getByText("1,250.000000 USDT")).toBeInTheDocument();
    expect(within(table()).getByText("1.234567 ETH")).toBeInTheDocument();
    expect(within(table()).getByText("0.000000 BTC")).toBeInTheDocument();
    expect(within(first).getByText("Completed")).toHaveClass("bg-emerald-100");
    expect(within(table()).getAllByText("Pending")[0]).toHaveClass("bg-amber-100");
  });

  test("cards: count, total per asset (never BTC plus USDT), last 7 days, completed", async () => {
    renderPanel(ok({ deposits: TEN }));
    await waitFor(() => expect(card("Total Deposits")).toHaveTextContent("10"));
    const totals = within(card("Total Amount"))
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(totals).toEqual(["1.750000 BTC", "3.234567 ETH", "1,350.300000 USDT"]);
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
});
