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
  assetAmount: 0.5,
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
const SUMMARY = { transactions: 8, completed: 5, active: 2, totalVolume: "1500.5" };

/** GET /api/transactions: `rows` paged by limit and offset; the cards' figures come from the summary. */
function transactionsRoute(rows: unknown[]) {
  return (_body: unknown, url: URL): Reply => {
    const limit = Number(url.searchParams.get("limit"));
    const offset = Number(url.searchParams.get("offset"));
    return ok({ transactions: rows.slice(offset, offset + limit), pagination: { total: rows.length } });
  };
}
/** The section's routes: the list of `rows`, the summary, and `extra` (PUT, DELETE, ...). */
const routes = (rows: unknown[], extra: Parameters<typeof mockApi>[0] = {}) => ({
  "GET /api/transactions": transactionsRoute(rows),
  "GET /api/transactions/summary": ok(SUMMARY),
  ...extra,
});
const listCalls = (api: ReturnType<typeof mockApi>) => api.sent("GET /api/transactions");

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
        i === 0
          ? { type: "CREDIT_USDT", asset: "USDT", amount: 250, usdEquivalent: 250, phone: "+1555" }
          : {},
      ),
    );
    const api = mockApi(routes(rows));
    const user = userEvent.setup();
    renderSection();
    const items = within(await list()).getAllByRole("article");
    expect(items).toHaveLength(6);
    for (const text of [
      "Credit USDT",
      "#1",
      "Completed",
      "Jane Doe",
      "jane@example.com",
      "Mar 2, 2026",
      "USDT",
      "250.00 USDT",
    ])
      expect(items[0]).toHaveTextContent(text);
    expect(items[1]).toHaveTextContent("0.50000000 BTC");
    expect(items[1]).toHaveTextContent("$58,257.50");
    expect(items[1]).toHaveTextContent("Bitcoin");
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    expect(screen.getByText("Showing 1 to 6 of 8 transactions")).toBeInTheDocument();
    expect(params(listCalls(api)[0].search)).toEqual({ limit: "6", offset: "0" });

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 2")).toBeInTheDocument();
    expect(params(listCalls(api).at(-1)!.search)).toEqual({ limit: "6", offset: "6" });
  });

  test("a subscription shows its USD principal and what was paid; a reset its amount in its asset and its USD value", async () => {
    mockApi(
      routes([
        tx(1, {
          type: "SUBSCRIPTION",
          status: "ACTIVE",
          asset: "USDT",
          amount: 1000,
          assetAmount: 1000,
          planName: "Premium",
          usdEquivalent: 1000,
        }),
        tx(2, { type: "RESET", asset: "BITCOIN", amount: 0.25, assetAmount: 0.25, usdEquivalent: 29128.75 }),
        tx(3, { type: "RESET", asset: "USD", amount: 40.5, assetAmount: 40.5, usdEquivalent: 40.5 }),
      ]),
    );
    renderSection();
    const [subscription, reset, usdReset] = within(await list()).getAllByRole("article");
    const amountOf = (card: HTMLElement) => within(card).getByText("Amount").nextElementSibling!;
    expect(subscription).toHaveTextContent("Premium");
    expect(amountOf(subscription)).toHaveTextContent(/^\$1,000\.00Paid 1,000\.00 USDT$/);
    expect(within(reset).getByText("Reset")).toBeInTheDocument();
    expect(amountOf(reset)).toHaveTextContent(/^0\.25000000 BTC\$29,128\.75$/);
    expect(amountOf(usdReset)).toHaveTextContent(/^\$40\.50$/);
    expect(usdReset).toHaveTextContent("Main Balance");
  });

  test("every card offers edit and delete", async () => {
    mockApi(
      routes([tx(1, { type: "SUBSCRIPTION" }), tx(2, { type: "RESET" }), tx(3, { type: "WITHDRAWAL" })]),
    );
    renderSection();
    const items = within(await list()).getAllByRole("article");
    expect(items.map((a) => a.getAttribute("aria-label"))).toEqual([
      "Transaction 1",
      "Transaction 2",
      "Transaction 3",
    ]);
    for (const [i, item] of items.entries()) {
      expect(within(item).getByRole("button", { name: `Edit transaction ${i + 1}` })).toBeEnabled();
      expect(within(item).getByRole("button", { name: `Delete transaction ${i + 1}` })).toBeEnabled();
    }
  });

  test("four cards from GET /api/transactions/summary, Total Volume in dollars", async () => {
    const api = mockApi(routes([tx(1)]));
    renderSection();
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Total Transactions" })).toHaveTextContent("8"),
    );
    expect(screen.getByRole("region", { name: "Completed" })).toHaveTextContent("5");
    expect(screen.getByRole("region", { name: "Active" })).toHaveTextContent("2");
    expect(screen.getByRole("region", { name: "Total Volume" })).toHaveTextContent("$1,500.50");
    expect(api.sent("GET /api/transactions/summary")).toHaveLength(1);
    expect(listCalls(api)).toHaveLength(1);
  });

  test("the cards read '—' when the summary cannot be loaded", async () => {
    mockApi({ ...routes([tx(1)]), "GET /api/transactions/summary": { status: 500, body: {} } });
    renderSection();
    await waitFor(() => expect(screen.getByRole("region", { name: "Total Volume" })).toHaveTextContent("—"));
    expect(screen.getByRole("region", { name: "Total Transactions" })).toHaveTextContent("—");
  });

  test("the search goes to the server as q", async () => {
    const api = mockApi(routes([tx(1)]));
    const user = userEvent.setup();
    renderSection();
    await list();
    await user.type(screen.getByRole("searchbox", { name: "Search transactions" }), "SUBSCRIPTION");
    await waitFor(() =>
      expect(params(listCalls(api).at(-1)!.search)).toEqual({ limit: "6", offset: "0", q: "SUBSCRIPTION" }),
    );
  });

  test("a withdrawal's or subscription's amount, asset and type cannot be edited here, and the dialog says why", async () => {
    mockApi(
      routes([tx(3, { type: "WITHDRAWAL", asset: "USDT", amount: 100 }), tx(4, { type: "SUBSCRIPTION" })]),
    );
    const user = userEvent.setup();
    renderSection();
    await list();
    await user.click(screen.getByRole("button", { name: "Edit transaction 3" }));
    let dialog = await screen.findByRole("dialog", { name: "Edit transaction #3" });
    expect(dialog).toHaveAccessibleDescription(
      "The amount, asset and type of a withdrawal are tied to its withdrawal request: here only its status, names and details can change.",
    );
    expect(within(dialog).getByLabelText("Amount")).toBeDisabled();
    expect(within(dialog).getByRole("combobox", { name: "Asset" })).toBeDisabled();
    expect(within(dialog).getByRole("combobox", { name: "Type" })).toBeDisabled();
    expect(within(dialog).getByRole("combobox", { name: "Status" })).toBeEnabled();
    expect(within(dialog).getByLabelText("Details")).toBeEnabled();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Edit transaction 4" }));
    dialog = await screen.findByRole("dialog", { name: "Edit transaction #4" });
    expect(dialog).toHaveAccessibleDescription(/tied to its subscription/);
    expect(within(dialog).getByLabelText("Amount")).toBeDisabled();
  });

  test("a reset's and a credit's amount can be edited; the dialog says it goes through the ledger", async () => {
    mockApi(routes([tx(2, { type: "RESET" }), tx(3)]));
    const user = userEvent.setup();
    renderSection();
    await list();
    for (const id of [2, 3]) {
      await user.click(screen.getByRole("button", { name: `Edit transaction ${id}` }));
      const dialog = await screen.findByRole("dialog", { name: `Edit transaction #${id}` });
      expect(dialog).toHaveAccessibleDescription(
        "A change of amount or asset is posted to the user's balance through the ledger.",
      );
      expect(within(dialog).getByLabelText("Amount")).toBeEnabled();
      expect(within(dialog).getByRole("combobox", { name: "Asset" })).toBeEnabled();
      await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    }
  });

  test("a credit's type and asset go together: choosing Credit USDT chooses USDT", async () => {
    const api = mockApi(
      routes([tx(3)], {
        "PUT /api/transactions/3": (body) =>
          ok({
            message: "Transaction updated successfully",
            transaction: tx(3, body as Record<string, unknown>),
          }),
      }),
    );
    const user = userEvent.setup();
    renderSection();
    await list();
    await user.click(screen.getByRole("button", { name: "Edit transaction 3" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit transaction #3" });
    await user.click(within(dialog).getByRole("combobox", { name: "Type" }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Deposit",
      "Credit Bitcoin",
      "Credit Ethereum",
      "Credit USDT",
      "Credit USDC",
    ]);
    await user.click(screen.getByRole("option", { name: "Credit USDT" }));
    expect(within(dialog).getByRole("combobox", { name: "Asset" })).toHaveTextContent("USDT");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(api.sent("PUT /api/transactions/3")).toHaveLength(1));
    expect(api.sent("PUT /api/transactions/3")[0].body).toEqual({ type: "CREDIT_USDT", asset: "USDT" });
  });

  test("edit: busy while saving, one PUT however often Save is pressed, then the refusal beside the buttons and the dialog stays", async () => {
    let finish: ((reply: Reply) => void) | null = null;
    const api = mockApi(
      routes([tx(3)], {
        "PUT /api/transactions/3": () => new Promise<Reply>((resolve) => (finish = resolve)),
      }),
    );
    const user = userEvent.setup();
    renderSection();
    await list();
    await user.click(screen.getByRole("button", { name: "Edit transaction 3" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit transaction #3" });
    const amount = within(dialog).getByLabelText("Amount");
    expect(amount).toHaveValue("0.5");
    await user.clear(amount);
    await user.type(amount, "3");
    const save = within(dialog).getByRole("button", { name: "Save changes" });
    await user.click(save);
    await user.click(save);
    const busy = await within(dialog).findByRole("button", { name: "Saving..." });
    expect(busy).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(amount).toBeDisabled();
    expect(api.sent("PUT /api/transactions/3")).toHaveLength(1);
    expect(api.sent("PUT /api/transactions/3")[0].body).toEqual({ amount: "3" });

    const refusal =
      "This change would make a balance negative: the user's BTC balance (0.2) no longer covers it";
    finish!(fail(400, refusal));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(refusal);
    // Beside the buttons (after the last field, right before the footer) and named by Save.
    expect(alert.parentElement!.nextElementSibling).toContainElement(
      within(dialog).getByRole("button", { name: "Save changes" }),
    );
    expect(within(dialog).getByRole("button", { name: "Save changes" })).toHaveAccessibleDescription(refusal);
    expect(within(dialog).getByRole("button", { name: "Save changes" })).toBeEnabled();
    expect(screen.getByRole("dialog", { name: "Edit transaction #3" })).toBeInTheDocument();
  });

  test("a successful edit: 'Transaction updated successfully', the dialog closes, focus returns, the list reloads", async () => {
    const api = mockApi(
      routes([tx(3)], {
        "PUT /api/transactions/3": (body) =>
          ok({
            message: "Transaction updated successfully",
            transaction: tx(3, body as Record<string, unknown>),
          }),
      }),
    );
    const user = userEvent.setup();
    renderSection();
    await list();
    const edit = screen.getByRole("button", { name: "Edit transaction 3" });
    await user.click(edit);
    const dialog = await screen.findByRole("dialog", { name: "Edit transaction #3" });
    const before = listCalls(api).length;
    const summaries = api.sent("GET /api/transactions/summary").length;
    await user.type(within(dialog).getByLabelText("Plan name"), "Gold");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Transaction updated successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.sent("PUT /api/transactions/3")[0].body).toEqual({ planName: "Gold" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit transaction 3" })).toHaveFocus());
    await waitFor(() => expect(listCalls(api).length).toBeGreaterThan(before));
    await waitFor(() => expect(api.sent("GET /api/transactions/summary").length).toBeGreaterThan(summaries));
  });

  test("an update answered without a transaction reads 'Invalid response from server'", async () => {
    mockApi(routes([tx(3)], { "PUT /api/transactions/3": ok({}) }));
    const user = userEvent.setup();
    renderSection();
    await list();
    await user.click(screen.getByRole("button", { name: "Edit transaction 3" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Details"), " more");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Invalid response from server")).toBeInTheDocument();
  });

  test("an edit or deletion that waits for a second administrator says so and closes", async () => {
    const proposed = (id: number) =>
      ok({ message: "Awaiting a second administrator's approval", approval: { id, status: "PENDING" } });
    mockApi(
      routes([tx(3)], {
        "PUT /api/transactions/3": proposed(12),
        "DELETE /api/transactions/3": proposed(13),
      }),
    );
    const user = userEvent.setup();
    renderSection();
    await list();
    await user.click(screen.getByRole("button", { name: "Edit transaction 3" }));
    const dialog = await screen.findByRole("dialog");
    await user.clear(within(dialog).getByLabelText("Amount"));
    await user.type(within(dialog).getByLabelText("Amount"), "9");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(
      await screen.findByText("Proposal #12: the change waits for a second administrator's approval"),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Delete transaction 3" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    expect(
      await screen.findByText("Proposal #13: the deletion waits for a second administrator's approval"),
    ).toBeInTheDocument();
  });

  test("delete asks 'Delete this transaction? This action cannot be undone.'; Cancel sends nothing; Delete once, busy, then 'Transaction deleted'", async () => {
    let finish: ((reply: Reply) => void) | null = null;
    const api = mockApi(
      routes([tx(3)], {
        "DELETE /api/transactions/3": () => new Promise<Reply>((resolve) => (finish = resolve)),
      }),
    );
    const user = userEvent.setup();
    renderSection();
    await list();
    await user.click(screen.getByRole("button", { name: "Delete transaction 3" }));
    let confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("Delete this transaction? This action cannot be undone.");
    expect(confirm).toHaveTextContent(
      "The 0.50000000 BTC it credited is taken back from the user's balance.",
    );
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.sent("DELETE /api/transactions/3")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete transaction 3" }));
    confirm = await screen.findByRole("alertdialog");
    const remove = within(confirm).getByRole("button", { name: "Delete" });
    await user.click(remove);
    await user.click(remove);
    expect(await within(confirm).findByRole("button", { name: "Deleting..." })).toBeDisabled();
    expect(within(confirm).getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(api.sent("DELETE /api/transactions/3")).toHaveLength(1);
    finish!(ok({ message: "Transaction deleted" }));
    expect(await screen.findByText("Transaction deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  test.each([
    ["RESET", "The 0.50000000 BTC this reset removed is given back to the user's balance."],
    ["SUBSCRIPTION", "Only the record is hidden: the money stays with its subscription."],
    ["WITHDRAWAL", "Only the record is hidden: the money stays with its withdrawal request."],
  ])("the delete dialog says what deleting a %s does to the money", async (type, note) => {
    mockApi(routes([tx(3, { type })]));
    const user = userEvent.setup();
    renderSection();
    await list();
    await user.click(screen.getByRole("button", { name: "Delete transaction 3" }));
    expect(await screen.findByRole("alertdialog")).toHaveTextContent(note);
  });

  test.each<[string, Reply, string]>([
    [
      "the server's message",
      fail(409, "This transaction's funds are already spent: the user's BTC balance (0) no longer covers it"),
      "This transaction's funds are already spent: the user's BTC balance (0) no longer covers it",
    ],
    ["the spec's text without one", { status: 500, body: {} }, "Failed to delete transaction"],
  ])(
    "a failed delete shows %s in the dialog, which stays open for another try or Cancel",
    async (_name, reply, text) => {
      const api = mockApi(routes([tx(3)], { "DELETE /api/transactions/3": reply }));
      const user = userEvent.setup();
      renderSection();
      await list();
      await user.click(screen.getByRole("button", { name: "Delete transaction 3" }));
      const confirm = await screen.findByRole("alertdialog");
      await user.click(within(confirm).getByRole("button", { name: "Delete" }));
      expect(await within(confirm).findByRole("alert")).toHaveTextContent(text);
      expect(within(confirm).getByRole("button", { name: "Delete" })).toBeEnabled();
      expect(within(confirm).getByRole("button", { name: "Delete" })).toHaveAccessibleDescription(text);
      await user.click(within(confirm).getByRole("button", { name: "Delete" }));
      await waitFor(() => expect(api.sent("DELETE /api/transactions/3")).toHaveLength(2));
      await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    },
  );

  test("empty and failed lists", async () => {
    mockApi(routes([]));
    const { unmount } = renderSection();
    expect(await screen.findByText("No transactions found")).toBeInTheDocument();
    unmount();
    mockApi({ ...routes([]), "GET /api/transactions": { status: 500, body: {} } });
    renderSection();
    expect(await screen.findByText("Failed to fetch transactions")).toBeInTheDocument();
  });

  test("user-supplied names and details render as text, never as markup", async () => {
    mockApi(
      routes([
        tx(3, {
          name: XSS,
          details: XSS,
          planName: XSS,
          user: { id: 7, name: XSS, email: "x@example.com", phone: "1" },
        }),
      ]),
    );
    const { container } = renderSection();
    const [item] = within(await list()).getAllByRole("article");
    expect(within(item).getAllByText(XSS)).toHaveLength(3);
    expect(container.querySelector("img")).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
