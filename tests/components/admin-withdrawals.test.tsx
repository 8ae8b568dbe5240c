/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { WithdrawalsSection } from "@/components/admin/sections/withdrawals/withdrawals-section";
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

type Row = {
  id: number;
  name: string;
  email: string;
  amount: number;
  asset: string;
  network: string;
  address: string;
  status: string;
  createdAt: string;
  userId: number;
  decidedAt: string | null;
  newAddress?: boolean;
};
const row = (id: number, status = "PENDING", extra: Partial<Row> = {}): Row => ({
  id,
  name: `User ${id}`,
  email: `user${id}@example.com`,
  amount: 0.5,
  asset: "BITCOIN",
  network: "Bitcoin Network",
  address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
  status,
  createdAt: "2026-03-01T10:00:00.000Z",
  userId: 100 + id,
  decidedAt: null,
  ...extra,
});

const COUNTS: Record<string, number> = { PENDING: 7, APPROVED: 4, REJECTED: 1 };

/**
 * GET /api/admin/withdrawals/all as the paged contract answers: one-row pages filtered by status are the
 * cards' counts; anything else is the table's page, from `rows` (or `list` for full control).
 */
function listRoute(list: (url: URL) => Reply | Promise<Reply>) {
  return (_body: unknown, url: URL) => {
    if (url.searchParams.get("limit") === "1")
      return ok({ withdrawalRequests: [], pagination: { total: COUNTS[url.searchParams.get("status")!] } });
    return list(url);
  };
}
const page = (rows: Row[], total = rows.length) =>
  listRoute(() => ok({ withdrawalRequests: rows, pagination: { total } }));

function renderSection(routes: Parameters<typeof mockApi>[0]) {
  // No hot wallet unless a test gives one: its card then says approved withdrawals are paid by hand.
  const api = mockApi({ "GET /api/admin/payouts/wallets": ok({ wallets: [], bitcoin: null }), ...routes });
  renderWithClient(
    <AdminDashboardProvider value={{ admin, navigate: jest.fn() }}>
      <WithdrawalsSection />
    </AdminDashboardProvider>,
  );
  return api;
}

const table = () => screen.getByRole("table", { name: "Withdrawal Requests" });
const tableRow = (id: number) =>
  within(table())
    .getAllByRole("row")
    .find((r) => within(r).queryAllByRole("cell")[0]?.textContent === `#${id}`)!;
const card = (title: string) => screen.getByRole("region", { name: title });
const listCalls = (api: ReturnType<typeof mockApi>) =>
  api.sent("GET /api/admin/withdrawals/all").filter((c) => !c.search.includes("limit=1&"));
const approve = (id: number) => within(table()).getByRole("button", { name: `Approve withdrawal ${id}` });
const reject = (id: number) => within(table()).getByRole("button", { name: `Reject withdrawal ${id}` });

beforeEach(() => goTo("/admin/dashboard?section=withdrawals"));

describe("Withdrawal Requests section", () => {
  test("loading: skeleton rows and cards, no empty text", () => {
    renderSection({ "GET /api/admin/withdrawals/all": { pending: true } });
    expect(table().closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    expect(card("Pending Requests")).not.toHaveTextContent(/\d/);
    expect(screen.queryByText("No withdrawal requests found")).not.toBeInTheDocument();
  });

  test("empty: 'No withdrawal requests found'", async () => {
    renderSection({ "GET /api/admin/withdrawals/all": page([]) });
    expect((await screen.findAllByText("No withdrawal requests found")).length).toBeGreaterThan(0);
  });

  test("a failed load says so and offers a retry", async () => {
    renderSection({ "GET /api/admin/withdrawals/all": fail(500, "") });
    expect(await screen.findByText("Failed to fetch withdrawal requests")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(card("Pending Requests")).toHaveTextContent("—");
  });

  test("cards count every request by status; the spec's columns; the address cut to 10 characters", async () => {
    const api = renderSection({
      "GET /api/admin/withdrawals/all": page(
        [
          row(12, "PENDING", {
            amount: 1250.5,
            asset: "USDT",
            network: "Tron Network",
            address: "TXyz1234567890abc",
          }),
          row(11, "APPROVED"),
          row(10, "REJECTED", { address: "" }),
        ],
        3,
      ),
    });
    expect(await within(table()).findByText("User 12")).toBeInTheDocument();
    await waitFor(() => expect(card("Pending Requests")).toHaveTextContent("7"));
    expect(card("Approved")).toHaveTextContent("4");
    expect(card("Rejected")).toHaveTextContent("1");
    // Pending and approved only: the rejected 0.5 BTC went back to its owner's balance.
    expect(card("Total Amount")).toHaveTextContent("0.50000000 BTC");
    expect(card("Total Amount")).not.toHaveTextContent("1.00000000 BTC");
    expect(card("Total Amount")).toHaveTextContent("1,250.50 USDT");
    expect(card("Total Amount")).toHaveTextContent("Pending and approved on this page, per asset");

    const headers = within(table())
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual([
      "ID",
      "User",
      "Amount",
      "Asset",
      "Network",
      "Address",
      "Status",
      "Created",
      "Actions",
    ]);
    const cells = within(tableRow(12))
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells.slice(0, 7)).toEqual([
      "#12",
      "User 12user12@example.com",
      "1,250.50",
      "USDT",
      "Tron Network",
      "TXyz123456...Copy",
      "Pending",
    ]);
    expect(within(tableRow(10)).getAllByRole("cell")[5]).toHaveTextContent("N/A");
    expect(within(tableRow(11)).getAllByRole("cell")[6]).toHaveTextContent("Approved");
    // The server pages: the first page is limit=10, offset=0.
    expect(new URLSearchParams(listCalls(api)[0]!.search).get("limit")).toBe("10");
    expect(new URLSearchParams(listCalls(api)[0]!.search).get("offset")).toBe("0");
  });

  test("approve and reject only while PENDING; a decided request shows its decision instead", async () => {
    renderSection({
      "GET /api/admin/withdrawals/all": page([
        row(3, "PENDING"),
        row(2, "APPROVED", { decidedAt: "2026-03-02T09:00:00.000Z" }),
        row(1, "REJECTED", { decidedAt: "2026-03-03T09:00:00.000Z" }),
      ]),
    });
    await within(table()).findByText("User 3");
    expect(approve(3)).toBeEnabled();
    expect(reject(3)).toBeEnabled();
    for (const id of [2, 1]) {
      expect(within(table()).queryByRole("button", { name: `Approve withdrawal ${id}` })).toBeNull();
      expect(within(table()).queryByRole("button", { name: `Reject withdrawal ${id}` })).toBeNull();
    }
    const actions = (id: number) => within(tableRow(id)).getAllByRole("cell")[8];
    expect(actions(2)).toHaveTextContent("Approved Mar 2, 2026");
    expect(actions(1)).toHaveTextContent("Rejected Mar 3, 2026");
  });

  test("approving: both buttons disabled while it runs, one call for a double click, green banner, row updated", async () => {
    let finish!: (r: Reply) => void;
    let decided = false;
    const api = renderSection({
      "GET /api/admin/withdrawals/all": listRoute(() =>
        ok({
          withdrawalRequests: [row(12, decided ? "APPROVED" : "PENDING"), row(11)],
          pagination: { total: 2 },
        }),
      ),
      "POST /api/withdrawals/approve": () => new Promise<Reply>((resolve) => (finish = resolve)),
    });
    const user = userEvent.setup();
    await within(table()).findByText("User 12");
    await user.dblClick(approve(12));
    expect(approve(12)).toBeDisabled();
    expect(reject(12)).toBeDisabled();
    // Another request stays usable meanwhile.
    expect(approve(11)).toBeEnabled();
    const sent = api.sent("POST /api/withdrawals/approve");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.search).toBe("?id=12");
    expect(sent[0]!.body).toEqual({});

    decided = true;
    await act(async () =>
      finish(ok({ message: "Withdrawal request 12 approved successfully", withdrawalRequest: {} })),
    );
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Withdrawal request 12 approved successfully",
    );
    await waitFor(() => expect(within(tableRow(12)).getAllByRole("cell")[6]).toHaveTextContent("Approved"));
    expect(within(table()).queryByRole("button", { name: "Approve withdrawal 12" })).toBeNull();
    expect(within(table()).queryByRole("button", { name: "Reject withdrawal 12" })).toBeNull();
    // The pressed button is gone: focus lands on the decision that replaced it, not on the page.
    expect(document.activeElement).toHaveTextContent("Approved");
    expect(within(tableRow(12)).getAllByRole("cell")[8]).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  test.each<[string, Reply, string]>([
    [
      "the server's message",
      fail(409, "Withdrawal request is not pending"),
      "Withdrawal request is not pending",
    ],
    ["the spec's text without one", fail(500, ""), "Failed to reject withdrawal request. Please try again."],
  ])("a failed rejection shows %s in red and the buttons come back", async (_name, reply, text) => {
    renderSection({
      "GET /api/admin/withdrawals/all": page([row(5)]),
      "POST /api/withdrawals/reject": reply,
    });
    const user = userEvent.setup();
    await within(table()).findByText("User 5");
    await user.click(reject(5));
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(reject(5)).toBeEnabled();
  });

  test("a failed approval without a server message shows the spec's text", async () => {
    renderSection({
      "GET /api/admin/withdrawals/all": page([row(5)]),
      "POST /api/withdrawals/approve": fail(500, ""),
    });
    const user = userEvent.setup();
    await within(table()).findByText("User 5");
    await user.click(approve(5));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to approve withdrawal request. Please try again.",
    );
  });

  test("copy puts the whole address on the clipboard and says 'Address copied to clipboard!'", async () => {
    renderSection({ "GET /api/admin/withdrawals/all": page([row(7)]) });
    const user = userEvent.setup();
    await within(table()).findByText("User 7");
    await user.click(within(table()).getByRole("button", { name: "Copy address of withdrawal 7" }));
    expect(await navigator.clipboard.readText()).toBe("bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh");
    expect(await screen.findByText("Address copied to clipboard!")).toBeInTheDocument();
  });

  test("paging, search and status filter go to the server; a new search starts at page 1", async () => {
    const api = renderSection({
      "GET /api/admin/withdrawals/all": listRoute((url) => {
        const offset = Number(url.searchParams.get("offset"));
        const rows = Array.from({ length: offset === 0 ? 10 : 2 }, (_, i) => row(12 - offset - i));
        return ok({ withdrawalRequests: rows, pagination: { total: 12 } });
      }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText("Showing 1 to 10 of 12 requests")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Next/ }));
    expect(await screen.findByText("Showing 11 to 12 of 12 requests")).toBeInTheDocument();
    expect(new URLSearchParams(listCalls(api).at(-1)!.search).get("offset")).toBe("10");
    expect(window.location.search).toContain("page=2");

    await user.type(screen.getByRole("searchbox"), "jane@example.com");
    await waitFor(() =>
      expect(new URLSearchParams(listCalls(api).at(-1)!.search).get("q")).toBe("jane@example.com"),
    );
    expect(new URLSearchParams(listCalls(api).at(-1)!.search).get("offset")).toBe("0");
    expect(window.location.search).not.toContain("page=");

    await user.click(screen.getByRole("combobox", { name: "Filter by status" }));
    await user.click(await screen.findByRole("option", { name: "Rejected" }));
    await waitFor(() =>
      expect(new URLSearchParams(listCalls(api).at(-1)!.search).get("status")).toBe("REJECTED"),
    );
  });

  test("a request to an address the investor never used is marked 'New address' beside its status", async () => {
    renderSection({
      "GET /api/admin/withdrawals/all": page([
        row(21, "PENDING", { newAddress: true }),
        row(22, "PENDING", { newAddress: false }),
      ]),
    });
    await waitFor(() => expect(tableRow(21)).toBeDefined());
    expect(within(tableRow(21)).getByText("New address")).toBeVisible();
    expect(within(tableRow(22)).queryByText("New address")).toBeNull();
  });

  test("a user name with markup renders as text, not as an element", async () => {
    renderSection({
      "GET /api/admin/withdrawals/all": page([row(9, "PENDING", { name: XSS, email: XSS })]),
    });
    expect((await screen.findAllByText(XSS)).length).toBeGreaterThan(0);
    expect(document.querySelector("img")).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  test("a hot-wallet payout: Sent with its transaction and confirmations, a waiting one says why, a failed one too", async () => {
    const hash = `0x${"cd".repeat(32)}`;
    renderSection({
      "GET /api/admin/withdrawals/all": page([
        {
          ...row(21, "BROADCAST", {
            asset: "ETHEREUM",
            network: "Ethereum Network",
            decidedAt: "2026-03-01T11:00:00.000Z",
          }),
          txHash: hash,
          explorerUrl: `https://etherscan.io/tx/${hash}`,
          payout: { confirmations: 3, requiredConfirmations: 12, problem: null },
        } as Row,
        {
          ...row(22, "APPROVED", {
            asset: "USDC",
            network: "Ethereum Network",
            decidedAt: "2026-03-01T11:00:00.000Z",
          }),
          payout: {
            confirmations: 0,
            requiredConfirmations: 12,
            problem: "the hot wallet 0xabc holds 1 of the 5 tokens it needs",
          },
        } as Row,
        {
          ...row(23, "FAILED", {
            asset: "USDC",
            network: "Ethereum Network",
            decidedAt: "2026-03-01T11:00:00.000Z",
          }),
          payout: {
            confirmations: 0,
            requiredConfirmations: 12,
            problem: "the transaction was reverted on chain",
          },
        } as Row,
      ]),
    });
    await within(table()).findByText("User 21");
    const sent = tableRow(21);
    expect(sent).toHaveTextContent("Sent");
    expect(sent).toHaveTextContent("3 of 12 confirmations");
    expect(
      within(sent).getByRole("link", { name: new RegExp(`transaction ${hash} on the block explorer`) }),
    ).toHaveAttribute("href", `https://etherscan.io/tx/${hash}`);
    expect(tableRow(22)).toHaveTextContent("Waiting: the hot wallet 0xabc holds 1 of the 5 tokens it needs");
    expect(tableRow(23)).toHaveTextContent("Failed: the transaction was reverted on chain");
  });

  test("the hot wallets: address, balances, payouts on their way and the alert when payouts wait", async () => {
    renderSection({
      "GET /api/admin/withdrawals/all": page([]),
      "GET /api/admin/payouts/wallets": ok({
        wallets: [
          {
            chain: "ETHEREUM",
            network: "Ethereum Network",
            address: "0x4fE8aBCfc53a1569629b373A203A66218F94bDa0",
            balances: [
              { asset: "ETH", amount: "1.5" },
              { asset: "USDC", amount: "20" },
            ],
            pending: 2,
            alert: "the hot wallet holds 20 of the 99 tokens it needs",
            alertAt: "2026-03-01T11:00:00.000Z",
            error: null,
          },
        ],
        bitcoin: null,
      }),
    });
    const wallet = await screen.findByRole("region", { name: "Ethereum Network" });
    expect(wallet).toHaveTextContent("0x4fE8aBCfc53a1569629b373A203A66218F94bDa0");
    expect(wallet).toHaveTextContent("ETH1.5");
    expect(wallet).toHaveTextContent("USDC20");
    expect(wallet).toHaveTextContent("Payouts on their way2");
    expect(within(wallet).getByRole("alert")).toHaveTextContent(
      "the hot wallet holds 20 of the 99 tokens it needs",
    );
  });

  test("no hot wallet: approved withdrawals are paid by hand", async () => {
    renderSection({ "GET /api/admin/withdrawals/all": page([]) });
    expect(
      await screen.findByText("No hot wallet: approved withdrawals are paid by hand."),
    ).toBeInTheDocument();
  });

  test("the Bitcoin batch: export, the PSBT to download, and a refused upload saying why", async () => {
    const user = userEvent.setup();
    const api = renderSection({
      "GET /api/admin/withdrawals/all": page([]),
      "GET /api/admin/payouts/wallets": ok({
        wallets: [],
        bitcoin: {
          queued: 2,
          batch: { id: 3, txid: "ab".repeat(32), fee: 1100, psbt: "cHNidP8=", withdrawals: [7, 8] },
          refused: [
            {
              id: 2,
              txid: "ef".repeat(32),
              refusal: "min relay fee not met, 100 < 141",
              refusedAt: "2026-11-28T10:00:00.000Z",
            },
          ],
        },
      }),
      "POST /api/admin/payouts/bitcoin/batches/2/cancel": ok({
        batch: { id: 2, state: "CANCELLED", withdrawals: [5] },
      }),
      "POST /api/admin/payouts/bitcoin/batches": ok({
        batch: { id: 4, txid: "cd".repeat(32), fee: 900, psbt: "cHNidP8=", withdrawals: [7, 8] },
      }),
      "POST /api/admin/payouts/bitcoin/batches/3/signed": fail(
        400,
        "The signed transaction is refused: withdrawal 7 is paid 399000 sat instead of 400000 sat",
      ),
    });
    const batch = await screen.findByRole("region", { name: "Bitcoin batch" });
    expect(batch).toHaveTextContent("2 withdrawals wait for a batch");
    expect(batch).toHaveTextContent("Batch #3: 2 withdrawals, fee 1100 sat, transaction");
    // A signed batch the node refused: its reason, and its cancellation.
    const refused = within(batch)
      .getByText(/Batch #2: the node refused its transaction/)
      .closest("div")!;
    expect(refused).toHaveTextContent(
      "Batch #2: the node refused its transaction: min relay fee not met, 100 < 141",
    );
    await user.click(within(refused as HTMLElement).getByRole("button", { name: "Cancel batch" }));
    await waitFor(() => expect(api.sent("POST /api/admin/payouts/bitcoin/batches/2/cancel")).toHaveLength(1));
    expect(within(batch).getByRole("link", { name: "Download the PSBT to sign" })).toHaveAttribute(
      "download",
      "apex-bitcoin-batch-3.psbt",
    );
    await user.click(within(batch).getByRole("button", { name: "Export batch" }));
    await waitFor(() => expect(api.sent("POST /api/admin/payouts/bitcoin/batches")).toHaveLength(1));

    const upload = within(batch).getByRole("button", { name: "Upload signed transaction" });
    expect(upload).toBeDisabled();
    await user.type(
      within(batch).getByLabelText("Signed transaction (PSBT in base64 or raw hexadecimal)"),
      "cHNidP8BAA==",
    );
    await user.click(upload);
    expect(
      (await within(batch).findAllByRole("alert")).find((a) => a.textContent?.startsWith("The signed")),
    ).toHaveTextContent(
      "The signed transaction is refused: withdrawal 7 is paid 399000 sat instead of 400000 sat",
    );
    expect(api.sent("POST /api/admin/payouts/bitcoin/batches/3/signed")[0]!.body).toEqual({
      signed: "cHNidP8BAA==",
    });
  });
});
