/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { TransactionsSection } from "@/components/admin/sections/transactions/transactions-section";
import type { SessionUser } from "@/lib/hooks/use-session";
import { goTo } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const admin: SessionUser = {
  id: 1,
  name: "Ada Admin",
  email: "admin@apex.local",
  role: "ADMIN",
  isVerified: true,
};
const XSS = `<img src=x onerror="window.__xss=1">`;

const tx = (id: number | string, over: Record<string, unknown> = {}) => ({
  id,
  type: "CREDIT_BITCOIN",
  asset: "BITCOIN",
  amount: 0.5,
  status: "COMPLETED",
  date: "2026-03-02T10:15:00.000Z",
  details: `Details ${id}`,
  userId: 7,
  user: { id: 7, name: "Jane Doe", email: "jane@example.com", phone: "+15550100" },
  name: "Jane Doe",
  phone: "+15550100",
  planName: null,
  usdEquivalent: 58257.5,
  isAdminTransaction: true,
  updatedAt: "2026-03-02T10:15:00.000Z",
  ...over,
});
const COUNTS: Record<string, number> = { "": 8, COMPLETED: 5, ACTIVE: 2 };

/** GET /api/transactions: one-row count queries by status, else `rows` paged by limit and offset. */
function transactionsRoute(rows: unknown[], extra: object = {}) {
  return (_body: unknown, url: URL): Reply => {
    const limit = Number(url.searchParams.get("limit"));
    const offset = Number(url.searchParams.get("offset"));
    if (limit === 1) {
      const status = url.searchParams.get("status") ?? "";
      return ok({ transactions: [], pagination: { total: COUNTS[status] }, ...(status ? {} : extra) });
    }
    return ok({ transactions: rows.slice(offset, offset + limit), pagination: { total: rows.length } });
  };
}
const listCalls = (api: ReturnType<typeof mockApi>) =>
  api.sent("GET /api/transactions").filter((c) => !c.search.includes("limit=1&"));

function renderSection() {
  return renderWithClient(
    <AdminDashboardProvider value={{ admin, navigate: jest.fn() }}>
      <TransactionsSection />
    </AdminDashboardProvider>,
  );
}
/** The list once its cards are in (the loading skeleton is a list of the same name). */
async function list() {
  await screen.findAllByRole("article");
  return screen.getByRole("list", { name: "Transactions" });
}
const params = (search: string) => Object.fromEntries(new URLSearchParams(search));

beforeEach(() => goTo("/admin/dashboard?section=transactions"));
afterEach(() => delete (window as { __xss?: number }).__xss);

describe("Manage Transactions", () => {
  test("list cards with the spec's fields, 6 per page with the 'x of y' pager", async () => {
    const rows = Array.from({ length: 8 }, (_, i) =>
      tx(
        i + 1,
        i === 0 ? { planName: "Premium", type: "SUBSCRIPTION", status: "ACTIVE", phone: "+1555" } : {},
      ),
    );
    const api = mockApi({ "GET /api/transactions": transactionsRoute(rows) });
    const user = userEvent.setup();
    renderSection();
    const items = within(await list()).getAllByRole("article");
    expect(items).toHaveLength(6);
    for (const text of [
      "Subscription",
      "#1",
      "Active",
      "Jane Doe",
      "jane@example.com",
      "Mar 2, 2026",
      "BITCOIN",
      "Premium",
      "0.50000000 BTC",
      "$58,257.50",
    ])
      expect(items[0]).toHaveTextContent(text);
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    expect(screen.getByText("Showing 1 to 6 of 8 transactions")).toBeInTheDocument();
    expect(params(listCalls(api)[0].search)).toEqual({ limit: "6", offset: "0" });

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 2")).toBeInTheDocument();
    expect(params(listCalls(api).at(-1)!.search)).toEqual({ limit: "6", offset: "6" });
  });

  test("four cards: totals by status from the server; Total Volume when the server sends it", async () => {
    mockApi({ "GET /api/transactions": transactionsRoute([tx(1)], { summary: { totalVolume: 1500.5 } }) });
    renderSection();
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Total Transactions" })).toHaveTextContent("8"),
    );
    expect(screen.getByRole("region", { name: "Completed" })).toHaveTextContent("5");
    expect(screen.getByRole("region", { name: "Active" })).toHaveTextContent("2");
    expect(screen.getByRole("region", { name: "Total Volume" })).toHaveTextContent("$1,500.50");
  });

  test("the search goes to the server as q", async () => {
    const api = mockApi({ "GET /api/transactions": transactionsRoute([tx(1)]) });
    const user = userEvent.setup();
    renderSection();
    await list();
    await user.type(screen.getByRole("searchbox", { name: "Search transactions" }), "jane");
    await waitFor(() =>
      expect(params(listCalls(api).at(-1)!.search)).toEqual({ limit: "6", offset: "0", q: "jane" }),
    );
  });

  test("merged audit rows: ids may collide with transactions, both show, and audit rows offer no edit or delete", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/transactions": transactionsRoute([
        tx(3),
        tx(3, { source: "audit", type: "CREDIT", details: "Audit 3" }),
        tx("audit-9", { type: "RESET", details: "Audit 9" }),
      ]),
    });
    renderSection();
    const items = within(await list()).getAllByRole("article");
    expect(items.map((a) => a.getAttribute("aria-label"))).toEqual([
      "Transaction 3",
      "Audit entry 3",
      "Audit entry audit-9",
    ]);
    expect(within(items[0]).getByRole("button", { name: "Edit transaction 3" })).toBeInTheDocument();
    for (const audit of items.slice(1)) expect(within(audit).queryAllByRole("button")).toHaveLength(0);
    expect(errors.mock.calls.flat().join(" ")).not.toMatch(/same key/);
    errors.mockRestore();
  });

  test("edit sends only the changed fields; a refusal is shown as the server words it and the dialog stays", async () => {
    const api = mockApi({
      "GET /api/transactions": transactionsRoute([tx(3, { type: "WITHDRAWAL", asset: "USDT", amount: 100 })]),
      "PUT /api/transactions/3": fail(
        409,
        "The amount, asset and type of a WITHDRAWAL transaction cannot be edited: its money is tied to its withdrawal request.",
      ),
    });
    const user = userEvent.setup();
    renderSection();
    await list();
    await user.click(screen.getByRole("button", { name: "Edit transaction 3" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit transaction #3" });
    const amount = within(dialog).getByLabelText("Amount");
    expect(amount).toHaveValue("100");
    await user.clear(amount);
    await user.type(amount, "150");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The amount, asset and type of a WITHDRAWAL transaction cannot be edited: its money is tied to its withdrawal request.",
    );
    expect(api.sent("PUT /api/transactions/3").map((c) => c.body)).toEqual([{ amount: "150" }]);
    expect(screen.getByRole("dialog", { name: "Edit transaction #3" })).toBeInTheDocument();
  });

  test("a successful edit: 'Transaction updated successfully', the dialog closes, focus returns, the list reloads", async () => {
    const api = mockApi({
      "GET /api/transactions": transactionsRoute([tx(3)]),
      "PUT /api/transactions/3": (body) =>
        ok({
          message: "Transaction updated successfully",
          transaction: tx(3, body as Record<string, unknown>),
        }),
    });
    const user = userEvent.setup();
    renderSection();
    await list();
    const edit = screen.getByRole("button", { name: "Edit transaction 3" });
    await user.click(edit);
    const dialog = await screen.findByRole("dialog", { name: "Edit transaction #3" });
    const before = listCalls(api).length;
    await user.type(within(dialog).getByLabelText("Plan name"), "Gold");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Transaction updated successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.sent("PUT /api/transactions/3")[0].body).toEqual({ planName: "Gold" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit transaction 3" })).toHaveFocus());
    await waitFor(() => expect(listCalls(api).length).toBeGreaterThan(before));
  });

  test("an update answered without a transaction reads 'Invalid response from server'", async () => {
    mockApi({ "GET /api/transactions": transactionsRoute([tx(3)]), "PUT /api/transactions/3": ok({}) });
    const user = userEvent.setup();
    renderSection();
    await list();
    await user.click(screen.getByRole("button", { name: "Edit transaction 3" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Details"), " more");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Invalid response from server")).toBeInTheDocument();
  });

  test("delete asks 'Delete this transaction? This action cannot be undone.'; Cancel sends nothing; Delete once, then 'Transaction deleted'", async () => {
    let finish: ((reply: Reply) => void) | null = null;
    const api = mockApi({
      "GET /api/transactions": transactionsRoute([tx(3)]),
      "DELETE /api/transactions/3": () => new Promise<Reply>((resolve) => (finish = resolve)),
    });
    const user = userEvent.setup();
    renderSection();
    await list();
    await user.click(screen.getByRole("button", { name: "Delete transaction 3" }));
    let confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("Delete this transaction? This action cannot be undone.");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.sent("DELETE /api/transactions/3")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete transaction 3" }));
    confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await within(confirm).findByRole("button", { name: "Deleting..." })).toBeDisabled();
    expect(api.sent("DELETE /api/transactions/3")).toHaveLength(1);
    finish!(ok({ message: "Transaction deleted" }));
    expect(await screen.findByText("Transaction deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  test.each<[string, Reply, string]>([
    [
      "the server's message",
      fail(409, "The user has already spent this credit"),
      "The user has already spent this credit",
    ],
    ["the spec's text without one", { status: 500, body: {} }, "Failed to delete transaction"],
  ])("a failed delete shows %s", async (_name, reply, text) => {
    mockApi({ "GET /api/transactions": transactionsRoute([tx(3)]), "DELETE /api/transactions/3": reply });
    const user = userEvent.setup();
    renderSection();
    await list();
    await user.click(screen.getByRole("button", { name: "Delete transaction 3" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  test("empty and failed lists", async () => {
    mockApi({ "GET /api/transactions": transactionsRoute([]) });
    const { unmount } = renderSection();
    expect(await screen.findByText("No transactions found")).toBeInTheDocument();
    unmount();
    mockApi({ "GET /api/transactions": { status: 500, body: {} } });
    renderSection();
    expect(await screen.findByText("Failed to fetch transactions")).toBeInTheDocument();
  });

  test("user-supplied names and details render as text, never as markup", async () => {
    mockApi({
      "GET /api/transactions": transactionsRoute([
        tx(3, {
          name: XSS,
          details: XSS,
          planName: XSS,
          user: { id: 7, name: XSS, email: "x@example.com", phone: "1" },
        }),
      ]),
    });
    const { container } = renderSection();
    const [item] = within(await list()).getAllByRole("article");
    expect(within(item).getAllByText(XSS)).toHaveLength(3);
    expect(container.querySelector("img")).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
