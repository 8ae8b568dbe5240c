/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorDashboardProvider } from "@/components/investor/investor-dashboard-context";
import { WithdrawalHistoryPanel } from "@/components/investor/panels/withdrawal-history/withdrawal-history-panel";
import { goTo } from "../helpers/navigation";
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
const LIST = "GET /api/withdrawals";
const BTC_ADDRESS = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh";
const ETH_ADDRESS = "0x71C7656EC7ab88b098defB751B7401B5f6d8976F";

const row = (id: number, over: Partial<Record<string, unknown>> = {}) => ({
  id,
  amount: 10,
  asset: "USDT",
  network: "Tron Network",
  address: `TXYZ${String(id).padStart(4, "0")}abcdefghijklmnopqrstu`,
  status: "PENDING",
  createdAt: `2026-03-${String(id).padStart(2, "0")}T12:00:00.000Z`,
  ...over,
});

const SAMPLE = [
  row(1, {
    amount: 0.05,
    asset: "BITCOIN",
    network: "Bitcoin Network",
    address: BTC_ADDRESS,
    status: "COMPLETED",
  }),
  row(2, {
    amount: 1.5,
    asset: "ETHEREUM",
    network: "Ethereum Network",
    address: ETH_ADDRESS,
    status: "REJECTED",
  }),
  row(3, { amount: 250, status: "APPROVED" }),
  row(4, { amount: 100, status: "ON_HOLD" }),
  row(5, { amount: 0.01, asset: "BITCOIN", network: "Bitcoin Network", address: BTC_ADDRESS }),
  row(6, { amount: 40, asset: "USDC", network: "Ethereum Network", address: "" }),
];

function renderPanel(reply: Reply | { pending: true } | ((body: unknown) => Reply)) {
  const api = mockApi({ [LIST]: reply });
  const user = userEvent.setup();
  const view = renderWithClient(
    <InvestorDashboardProvider value={{ user: jane, navigate: jest.fn() }}>
      <WithdrawalHistoryPanel />
    </InvestorDashboardProvider>,
  );
  return { ...view, api, user };
}

const table = () => screen.getByRole("table", { name: "Withdrawal history" });
const bodyRows = () => within(table()).getAllByRole("row").slice(1);
const card = (name: string) => screen.getByRole("region", { name });

beforeEach(() => goTo("/dashboard?panel=withdrawal-history"));

describe("Withdrawal History panel (WithdrawalHistory)", () => {
  test("skeleton rows and card skeletons while loading", () => {
    renderPanel({ pending: true });
    expect(table().closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    expect(card("Total Withdrawals")).toHaveTextContent(/^Total Withdrawals$/);
  });

  test("cards: count, totals per asset (rejected left out, never BTC plus USDT), approved and pending", async () => {
    renderPanel(ok({ withdrawalRequests: SAMPLE }));
    await waitFor(() => expect(card("Total Withdrawals")).toHaveTextContent("6"));
    const total = card("Total Amount");
    expect(
      within(total)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["0.06000000 BTC", "350.00 USDT", "40.00 USDC"]);
    expect(card("Approved")).toHaveTextContent("2");
    expect(card("Pending")).toHaveTextContent("3");
  });

  test("rows: amount with asset, status (COMPLETED → Completed, unknown → Pending), network, short address, date", async () => {
    renderPanel(ok({ withdrawalRequests: SAMPLE }));
    await screen.findAllByText("0.05000000 BTC");
    const cells = (i: number) =>
      within(bodyRows()[i]!)
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Amount", "Status", "Network", "Address", "Date"]);
    // The first column reads from its left edge like its header, not pushed right (a blank-looking column).
    expect(within(table()).getByRole("columnheader", { name: "Amount" })).not.toHaveClass("text-right");
    expect(within(bodyRows()[0]!).getAllByRole("cell")[0]).not.toHaveClass("text-right");
    expect(cells(0)).toEqual([
      "0.05000000 BTC",
      "Completed",
      "Bitcoin Network",
      "bc1qxy2k...fjhx0wlh",
      "Mar 1, 2026",
    ]);
    expect(cells(1)).toEqual([
      "1.500000 ETH",
      "Rejected",
      "Ethereum Network",
      "0x71C765...f6d8976F",
      "Mar 2, 2026",
    ]);
    expect(cells(3)?.[1]).toBe("Pending");
    expect(within(bodyRows()[3]!).getByText("Pending")).toHaveClass("bg-amber-100");
    expect(within(bodyRows()[0]!).getByText("Completed")).toHaveClass("bg-emerald-100");
    expect(within(bodyRows()[1]!).getByText("Rejected")).toHaveClass("bg-red-100");
  });

  test("5 per page, with the pager's texts, and the page in the URL", async () => {
    const { user } = renderPanel(ok({ withdrawalRequests: SAMPLE }));
    await screen.findAllByText("0.05000000 BTC");
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText("Showing 1 to 5 of 6 withdrawals")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getAllByRole("cell")[3]).toHaveTextContent("N/A");
    expect(new URLSearchParams(window.location.search).get("page")).toBe("2");
  });

  test("search matches asset, status, amount and address", async () => {
    const { user } = renderPanel(ok({ withdrawalRequests: SAMPLE }));
    await screen.findAllByText("0.05000000 BTC");
    const search = screen.getByRole("searchbox", { name: "Search withdrawals..." });
    const searchFor = async (text: string, rows: number) => {
      await user.clear(search);
      await user.type(search, text);
      await waitFor(() => expect(new URLSearchParams(window.location.search).get("q")).toBe(text));
      await waitFor(() => expect(bodyRows()).toHaveLength(rows));
    };
    await searchFor("bitcoin", 2);
    await searchFor("rejected", 1);
    await searchFor("250", 1);
    await searchFor("0x71C7", 1);
    await searchFor("usdc", 1);
  });

  test("the status filter: All, Pending, Approved, Rejected (COMPLETED counts as Approved)", async () => {
    const { user } = renderPanel(ok({ withdrawalRequests: SAMPLE }));
    await screen.findAllByText("0.05000000 BTC");
    await user.click(screen.getByRole("combobox", { name: "Filter by status" }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "All",
      "Pending",
      "Approved",
      "Rejected",
    ]);
    await user.click(screen.getByRole("option", { name: "Approved" }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(window.location.search).toContain("status=APPROVED");
  });

  test("empty with no withdrawals at all", async () => {
    renderPanel(ok({ withdrawalRequests: [] }));
    expect(await screen.findAllByText("No withdrawals found")).not.toHaveLength(0);
    expect(screen.getAllByText("You haven't made any withdrawals yet.")).not.toHaveLength(0);
    expect(screen.queryByText("Try adjusting your search or filter criteria.")).not.toBeInTheDocument();
    expect(card("Total Amount")).toHaveTextContent("0");
  });

  test("empty because of the search or filter (from the URL)", async () => {
    goTo("/dashboard?panel=withdrawal-history&status=REJECTED&q=bitcoin");
    renderPanel(ok({ withdrawalRequests: SAMPLE }));
    expect(await screen.findAllByText("No withdrawals found")).not.toHaveLength(0);
    expect(screen.getAllByText("Try adjusting your search or filter criteria.")).not.toHaveLength(0);
    expect(screen.queryByText("You haven't made any withdrawals yet.")).not.toBeInTheDocument();
  });

  test("'Failed to fetch withdrawal history' with a retry that loads the list", async () => {
    let calls = 0;
    const { user } = renderPanel(() =>
      ++calls === 1 ? fail(500, "boom") : ok({ withdrawalRequests: SAMPLE.slice(0, 1) }),
    );
    expect(await screen.findByText("Failed to fetch withdrawal history")).toBeInTheDocument();
    expect(card("Total Withdrawals")).toHaveTextContent("—");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
  });

  test("Refresh fetches the list again", async () => {
    let calls = 0;
    const { user } = renderPanel(() => ok({ withdrawalRequests: ++calls === 1 ? [] : SAMPLE.slice(0, 2) }));
    await screen.findAllByText("No withdrawals found");
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
  });

  test("on phones each withdrawal is a card", async () => {
    renderPanel(ok({ withdrawalRequests: SAMPLE.slice(0, 1) }));
    const list = screen.getByRole("list", { name: "Withdrawal history" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("0.05000000 BTC"));
    const item = within(list).getAllByRole("listitem")[0]!;
    expect(item).toHaveTextContent("Completed");
    expect(item).toHaveTextContent("bc1qxy2k...fjhx0wlh");
  });

  test("a payout sent from the hot wallet: Sent with its transaction linking to the explorer; failed ones read refunded", async () => {
    const hash = `0x${"ab".repeat(32)}`;
    renderPanel(
      ok({
        withdrawalRequests: [
          row(7, {
            amount: 0.25,
            asset: "ETHEREUM",
            network: "Ethereum Network",
            address: ETH_ADDRESS,
            status: "BROADCAST",
            txHash: hash,
            explorerUrl: `https://etherscan.io/tx/${hash}`,
          }),
          row(8, { amount: 40, asset: "USDC", network: "Ethereum Network", status: "FAILED" }),
        ],
      }),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const sent = within(bodyRows()[0]!).getAllByRole("cell")[1]!;
    expect(sent).toHaveTextContent("Sent");
    const link = within(sent).getByRole("link", {
      name: `0xababab...abababab, transaction ${hash} on the block explorer (opens in a new tab)`,
    });
    expect(link).toHaveAttribute("href", `https://etherscan.io/tx/${hash}`);
    expect(link).toHaveAttribute("target", "_blank");
    expect(within(bodyRows()[1]!).getAllByRole("cell")[1]).toHaveTextContent("Failed, refunded");
    expect(within(bodyRows()[1]!).queryByRole("link")).not.toBeInTheDocument();
    // Sent and completed count as approved; a failed one's amount came back, so it is not in the total.
    expect(card("Approved")).toHaveTextContent("1");
    expect(card("Total Amount")).toHaveTextContent("0.250000 ETH");
    expect(card("Total Amount")).not.toHaveTextContent("USDC");
  });
});
