/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { DepositsSection } from "@/components/admin/sections/deposits/deposits-section";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const admin = {
  id: 1,
  name: "Ada Admin",
  email: "admin@apex.local",
  role: "ADMIN" as const,
  isVerified: true,
};
const XSS = `<img src=x onerror="window.__xss=1">`;
const HASH = "0x5e1f0c9a7b3d2e4f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3";

type Row = Record<string, unknown> & { id: number };
const chainRow = (id: number, extra: Partial<Row> = {}): Row => ({
  id,
  userId: 7,
  name: "Jane Doe",
  email: "jane@example.com",
  asset: "ETHEREUM",
  network: "Ethereum Network",
  chain: "ETHEREUM",
  amount: "0.25",
  chainAmount: "0.25",
  status: "PENDING",
  state: "PENDING",
  txHash: HASH,
  outputIndex: -1,
  address: "0x00000000000000000000000000000000000000aa",
  blockHeight: 19_000_123,
  blockHash: "0xblock",
  confirmations: 3,
  requiredConfirmations: 12,
  explorerUrl: `https://etherscan.io/tx/${HASH}`,
  createdAt: "2026-03-01T10:00:00.000Z",
  creditedAt: null,
  updatedAt: "2026-03-01T10:00:00.000Z",
  ...extra,
});
const adminCredit = (id: number): Row =>
  chainRow(id, {
    name: "Bob Credit",
    email: "bob@example.com",
    asset: "USDT",
    network: "Tron Network",
    chain: null,
    amount: "100",
    chainAmount: null,
    status: "COMPLETED",
    state: "ADMIN_CREDIT",
    txHash: null,
    outputIndex: null,
    address: null,
    blockHeight: null,
    blockHash: null,
    confirmations: null,
    requiredConfirmations: null,
    explorerUrl: null,
  });
const page = (rows: Row[], total = rows.length) =>
  ok({ deposits: rows, pagination: { total, limit: 10, offset: 0 } });

const scanner = (chain: string, network: string, extra: Record<string, unknown> = {}) => ({
  chain,
  network,
  requiredConfirmations: 12,
  scanned: true,
  height: 19_000_130,
  tip: 19_000_135,
  lag: 5,
  scannedAt: "2026-03-01T10:05:00.000Z",
  lastError: null,
  lastErrorAt: null,
  ...extra,
});

type Routes = {
  list?: Reply | { pending: true } | ((url: URL) => Reply);
  flagged?: number;
  scanners?: Reply | { pending: true };
};
function renderSection(
  { list = page([]), flagged = 0, scanners = ok({ scanners: [] }) }: Routes = {},
  signedIn: typeof admin & { adminRole?: string } = admin,
) {
  const api = mockApi({
    "GET /api/admin/deposits": (_body: unknown, url: URL) => {
      if (url.searchParams.get("limit") === "1" && url.searchParams.get("state") === "FLAGGED")
        return ok({ deposits: [], pagination: { total: flagged, limit: 1, offset: 0 } });
      if (typeof list === "function") return list(url);
      if ("pending" in list) return new Promise<Reply>(() => {});
      return list;
    },
    "GET /api/admin/deposits/scanners": scanners,
  });
  renderWithClient(
    <AdminDashboardProvider value={{ admin: signedIn as typeof admin, navigate: jest.fn() }}>
      <DepositsSection />
    </AdminDashboardProvider>,
  );
  return api;
}

const table = () => screen.getByRole("table", { name: "Deposits" });
const listQueries = (api: ReturnType<typeof mockApi>) =>
  api
    .sent("GET /api/admin/deposits")
    .map((c) => new URLSearchParams(c.search))
    .filter((p) => p.get("limit") !== "1");

beforeEach(() => goTo("/admin/dashboard?section=deposits"));

describe("Deposits section (admin)", () => {
  test("loading: the table and the scanners are busy, no empty text", () => {
    renderSection({ list: { pending: true }, scanners: { pending: true } });
    expect(table().closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    expect(
      screen.getByRole("region", { name: "Network scanners" }).querySelector("[aria-busy]"),
    ).not.toBeNull();
    expect(screen.queryByText("No deposits found")).not.toBeInTheDocument();
  });

  test("empty: no deposits, and no network watched says how to watch one", async () => {
    renderSection();
    expect((await screen.findAllByText("No deposits found")).length).toBeGreaterThan(0);
    expect(await screen.findByText(/No network is watched/)).toHaveTextContent("ETHEREUM_RPC_URL");
  });

  test("errors: the list and the scanners each say so and fetch again", async () => {
    let calls = 0;
    const api = renderSection({
      list: () => (++calls === 1 ? fail(500, "Database down") : page([chainRow(1)])),
      scanners: fail(500, "Database down"),
    });
    const user = userEvent.setup();
    expect(await screen.findByText("Failed to fetch deposits")).toBeInTheDocument();
    expect(await screen.findByText("Failed to fetch the scanners")).toBeInTheDocument();
    const listError = screen.getByText("Failed to fetch deposits").closest("[role=alert]") as HTMLElement;
    await user.click(within(listError).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(within(table()).getAllByRole("row")).toHaveLength(2));
    expect(listQueries(api).length).toBeGreaterThanOrEqual(2);
  });

  test("rows: user, asset, network, amount, state, confirmations, hash link, block and date", async () => {
    renderSection({
      list: page([
        chainRow(3, { state: "FLAGGED", status: "COMPLETED", confirmations: 12, name: XSS }),
        chainRow(2, { state: "BELOW_MINIMUM", amount: "0.0001", chainAmount: "0.000123456789012345" }),
        chainRow(1),
        adminCredit(0),
      ]),
    });
    await waitFor(() => expect(within(table()).getAllByRole("row")).toHaveLength(5));
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([
      "User",
      "Asset",
      "Network",
      "Amount",
      "State",
      "Confirmations",
      "Transaction",
      "Block",
      "Date",
      "Actions",
    ]);
    const [flagged, below, pending, credit] = within(table()).getAllByRole("row").slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(cells(pending!).slice(0, 9)).toEqual([
      "Jane Doejane@example.com",
      "ETH",
      "Ethereum Network",
      "0.25 ETH",
      "Pending",
      "3 of 12",
      "0x5e1f0c...e0f1a2b3",
      "#19000123",
      expect.stringMatching(/^Mar 1, 2026, \d{1,2}:00 [AP]M$/),
    ]);
    const link = within(pending!).getByRole("link", {
      name: `0x5e1f0c...e0f1a2b3, transaction ${HASH} on the block explorer (opens in a new tab)`,
    });
    expect(link).toHaveAttribute("href", `https://etherscan.io/tx/${HASH}`);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));

    expect(within(flagged!).getByText("Flagged")).toHaveClass("bg-red-100");
    // A user's name is text, never markup.
    expect(within(flagged!).getByText(XSS)).toBeInTheDocument();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();

    expect(within(below!).getByText("Below minimum")).toBeInTheDocument();
    expect(within(below!).getByText("0.0001 ETH")).toHaveAttribute(
      "title",
      "On the chain: 0.000123456789012345",
    );

    expect(cells(credit!).slice(0, 8)).toEqual([
      "Bob Creditbob@example.com",
      "USDT",
      "Tron Network",
      "100.00 USDT",
      "Admin credit",
      "—",
      "—Credited by the team, no chain transaction",
      "—",
    ]);
    expect(within(credit!).queryByRole("link")).not.toBeInTheDocument();
  });

  test("search and the state filter go to the server and the URL; paging is the server's", async () => {
    const api = renderSection({ list: page([chainRow(1)], 25) });
    const user = userEvent.setup();
    await waitFor(() => expect(within(table()).getAllByRole("row")).toHaveLength(2));
    expect(screen.getByText("Showing 1 to 10 of 25 deposits")).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: /Search by user name/ }), HASH.slice(0, 12));
    await waitFor(() => expect(listQueries(api).at(-1)!.get("q")).toBe(HASH.slice(0, 12)));
    expect(new URLSearchParams(window.location.search).get("q")).toBe(HASH.slice(0, 12));

    await user.click(screen.getByRole("combobox", { name: "Filter by state" }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "All states",
      "Pending",
      "Credited",
      "Below minimum",
      "Orphaned",
      "Flagged",
      "Admin credit",
    ]);
    await user.click(screen.getByRole("option", { name: "Orphaned" }));
    await waitFor(() => expect(listQueries(api).at(-1)!.get("state")).toBe("ORPHANED"));
    expect(new URLSearchParams(window.location.search).get("status")).toBe("ORPHANED");

    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(listQueries(api).at(-1)!.get("offset")).toBe("10"));
    expect(listQueries(api).at(-1)!.get("limit")).toBe("10");
  });

  test("scanners: last block, tip, lag, last scan, required confirmations, errors, and one never scanned", async () => {
    renderSection({
      scanners: ok({
        scanners: [
          scanner("BITCOIN", "Bitcoin Network", {
            scanned: false,
            height: null,
            tip: null,
            lag: null,
            scannedAt: null,
            requiredConfirmations: 6,
          }),
          scanner("ETHEREUM", "Ethereum Network"),
          scanner("BSC", "BNB Smart Chain", { lag: 0, tip: 19_000_130 }),
          scanner("TRON", "Tron Network", {
            lag: 250,
            lastError: `TRON node answered 503 ${XSS}`,
            lastErrorAt: "2026-03-01T10:06:00.000Z",
          }),
        ],
      }),
    });
    const region = (name: string) => screen.findByRole("region", { name });
    const bitcoin = await region("Bitcoin Network");
    expect(bitcoin).toHaveTextContent("Not scanned yet");
    expect(bitcoin).toHaveTextContent("Configured, never scanned yet");
    expect(bitcoin).toHaveTextContent("Confirmations required6");

    const ethereum = await region("Ethereum Network");
    expect(ethereum).toHaveTextContent("Up to date");
    expect(ethereum).toHaveTextContent("Last block19000130");
    expect(ethereum).toHaveTextContent("Tip19000135");
    expect(ethereum).toHaveTextContent("Lag5 blocks behind");
    expect(ethereum).toHaveTextContent(/Last scanMar 1, 2026/);

    expect(await region("BNB Smart Chain")).toHaveTextContent("LagUp to date");

    const tron = await region("Tron Network");
    expect(within(tron).getByText("Failing")).toHaveClass("bg-red-100");
    expect(tron).toHaveTextContent("Last error");
    expect(within(tron).getByText(`TRON node answered 503 ${XSS}`)).toBeInTheDocument();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  test("flagged deposits are announced, and one click lists them", async () => {
    const api = renderSection({ list: page([chainRow(1)]), flagged: 2 });
    const user = userEvent.setup();
    const warning = await screen.findByText(/2 deposits are flagged/);
    await user.click(
      within(warning.closest("[role=status]") as HTMLElement).getByRole("button", {
        name: "Show flagged deposits",
      }),
    );
    await waitFor(() => expect(listQueries(api).at(-1)!.get("state")).toBe("FLAGGED"));
    expect(screen.queryByRole("button", { name: "Show flagged deposits" })).not.toBeInTheDocument();
  });

  test("Refresh fetches the list and the scanners again, busy until they answer", async () => {
    const api = renderSection({ list: page([chainRow(1)]) });
    const user = userEvent.setup();
    await waitFor(() => expect(within(table()).getAllByRole("row")).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() =>
      expect(api.sent("GET /api/admin/deposits/scanners").length).toBeGreaterThanOrEqual(2),
    );
    expect(await screen.findByRole("button", { name: "Refresh" })).toBeEnabled();
  });

  test("a role that may not read operations sees the deposits but not the scanners", async () => {
    const api = renderSection(
      { list: page([chainRow(1)]), scanners: ok({ scanners: [scanner("ETHEREUM", "Ethereum Network")] }) },
      { ...admin, adminRole: "SUPPORT" },
    );
    await waitFor(() => expect(within(table()).getAllByRole("row")).toHaveLength(2));
    expect(screen.queryByRole("region", { name: "Network scanners" })).not.toBeInTheDocument();
    expect(api.sent("GET /api/admin/deposits/scanners")).toHaveLength(0);
  });

  test("on phones each deposit is a card with the same facts", async () => {
    renderSection({ list: page([chainRow(1), adminCredit(0)]) });
    const cards = await screen.findByRole("list", { name: "Deposits" });
    await waitFor(() => expect(within(cards).getAllByRole("listitem")).toHaveLength(2));
    const [first, second] = within(cards).getAllByRole("listitem");
    expect(first).toHaveTextContent("Jane Doe");
    expect(first).toHaveTextContent("Pending");
    expect(first).toHaveTextContent("0.25 ETH");
    expect(first).toHaveTextContent("Confirmations3 of 12");
    expect(within(first!).getByRole("link", { name: new RegExp(HASH) })).toHaveAttribute("target", "_blank");
    expect(second).toHaveTextContent("Admin credit");
    expect(within(second!).queryByRole("link")).not.toBeInTheDocument();
  });
});
