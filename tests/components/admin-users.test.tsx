/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { UsersSection } from "@/components/admin/sections/users/users-section";
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
const CREDIT_INVALID = "Please select a user and enter a valid amount";
const PRICES = { prices: { USD: 1, BITCOIN: 116515, ETHEREUM: 4274.31, USDT: 1, USDC: 1 } };

type Balances = { BITCOIN: number; ETHEREUM: number; USDT: number; USDC: number };
function person(
  id: number,
  name: string,
  extra: { isVerified?: boolean; balance?: number; balances?: Balances; locked?: boolean } = {},
) {
  const balance = extra.balance ?? 0;
  return {
    id,
    name,
    email: `user${id}@example.com`,
    phone: "+12015550123",
    role: "INVESTOR",
    isVerified: extra.isVerified ?? true,
    emailVerified: true,
    twoFactorEnabled: false,
    locked: extra.locked ?? false,
    lockedAt: extra.locked ? "2026-03-02T08:00:00.000Z" : null,
    balance,
    mainBalance: balance,
    balances: extra.balances ?? { BITCOIN: 0, ETHEREUM: 0, USDT: 0, USDC: 0 },
    createdAt: "2026-03-01T10:30:00.000Z",
  };
}
const jane = person(4, "Jane Doe", {
  isVerified: false,
  balance: 1234.5,
  balances: { BITCOIN: 0.5, ETHEREUM: 2, USDT: 10, USDC: 0 },
});
const page = (users: unknown[], total = users.length) => ok({ users, pagination: { total } });

type Handler = Reply | { pending: true } | ((body: unknown, url: URL) => Reply);
type Routes = Partial<Record<string, Handler>>;

function renderSection(routes: Routes = {}) {
  const navigate = jest.fn();
  const api = mockApi({
    "GET /api/users": page([jane, person(5, "Bob Stone")]),
    "GET /api/users/count": ok({ users: 23 }),
    "GET /api/users/summary": ok({ verifiedUsers: 20, totalBalance: 98765.4 }),
    "GET /api/prices": ok(PRICES),
    ...(routes as Record<string, Handler>),
  });
  renderWithClient(
    <AdminDashboardProvider value={{ admin, navigate }}>
      <UsersSection />
    </AdminDashboardProvider>,
  );
  return { api, navigate, user: userEvent.setup() };
}

beforeEach(() => goTo("/admin/dashboard?section=users"));
// Sonner's store outlives a test: a toast left from the last test would hold the next one back.
afterEach(() => toast.dismiss());

const usersTable = () => screen.getByRole("table", { name: "Users" });
const rowOf = (name: string) => within(usersTable()).getByText(name).closest("tr")!;
const rowButton = (name: string) => within(usersTable()).getByRole("button", { name });
const card = (title: string) => screen.getByRole("region", { name: title });

describe("Users Management: list (server paging)", () => {
  test("loading: skeleton rows while the first page is on its way", () => {
    renderSection({ "GET /api/users": { pending: true } });
    expect(usersTable().closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    expect(within(usersTable()).queryByText("No users found")).not.toBeInTheDocument();
  });

  test("one page of 10 from the server, with every column and the pager's text", async () => {
    const { api } = renderSection({ "GET /api/users": page([jane, person(5, "Bob Stone")], 23) });
    await within(usersTable()).findByText("Jane Doe");
    expect(
      within(usersTable())
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["User", "Contact", "Status", "Balance", "Joined", "Actions"]);
    const row = rowOf("Jane Doe");
    expect(row).toHaveTextContent("ID: 4");
    expect(row).toHaveTextContent("user4@example.com+12015550123");
    expect(row).toHaveTextContent("Unverified");
    expect(row).toHaveTextContent("$1,234.50");
    expect(rowOf("Bob Stone")).toHaveTextContent("Verified");
    expect(screen.getByText("Showing 1 to 10 of 23 users")).toBeInTheDocument();
    expect(api.sent("GET /api/users")[0]!.search).toBe("?limit=10&offset=0");
  });

  test("Next asks the server for the next page; the search goes to the server as q, from page 1", async () => {
    const { api, user } = renderSection({ "GET /api/users": page([jane], 23) });
    await within(usersTable()).findByText("Jane Doe");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(api.sent("GET /api/users").at(-1)!.search).toBe("?limit=10&offset=10"));
    expect(window.location.search).toContain("page=2");
    await user.type(screen.getByRole("searchbox", { name: "Search by name, email or phone" }), "jane@");
    await waitFor(() =>
      expect(api.sent("GET /api/users").at(-1)!.search).toBe("?limit=10&offset=0&q=jane%40"),
    );
  });

  test("a locked account shows a Locked badge beside its verification", async () => {
    renderSection({ "GET /api/users": page([jane, person(5, "Bob Stone", { locked: true })]) });
    await within(usersTable()).findByText("Bob Stone");
    expect(within(rowOf("Bob Stone")).getByText("Locked")).toBeInTheDocument();
    expect(rowOf("Bob Stone")).toHaveTextContent("Verified");
    expect(within(rowOf("Jane Doe")).queryByText("Locked")).not.toBeInTheDocument();
  });

  test("no match: 'No users found'", async () => {
    renderSection({ "GET /api/users": page([]) });
    expect(await within(usersTable()).findByText("No users found")).toBeInTheDocument();
  });

  test("a failed list: 'Failed to fetch users' and Try again", async () => {
    renderSection({ "GET /api/users": { status: 500, body: {} } });
    expect(await screen.findByText("Failed to fetch users")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  test("a user's name is text: the stored-XSS name creates no element", async () => {
    renderSection({ "GET /api/users": page([person(9, XSS)]) });
    expect(await within(usersTable()).findByText(XSS)).toBeInTheDocument();
    expect(rowButton(`Delete ${XSS}`)).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});

describe("Users Management: summary cards", () => {
  test("Total Users from the count, Active This Month 75% of it rounded down, the rest from the summary", async () => {
    renderSection();
    await waitFor(() => expect(card("Total Users")).toHaveTextContent("23"));
    expect(card("Active This Month")).toHaveTextContent("17");
    expect(card("Verified Users")).toHaveTextContent("20");
    expect(card("Total Balance")).toHaveTextContent("$98,765.40");
  });

  test("a figure that cannot be loaded is a dash", async () => {
    renderSection({ "GET /api/users/summary": fail(404, "Not found") });
    await waitFor(() => expect(card("Verified Users")).toHaveTextContent("—"));
    expect(card("Total Balance")).toHaveTextContent("—");
    expect(card("Total Users")).toHaveTextContent("23");
  });
});

describe("Users Management: Verify", () => {
  test("only unverified users have it; it sends the id and says 'User verified successfully'", async () => {
    const { api, user } = renderSection({
      "POST /api/users/verify-user": ok({ message: "User verified successfully" }),
    });
    await within(usersTable()).findByText("Jane Doe");
    expect(within(rowOf("Bob Stone")).queryByRole("button", { name: /Verify/ })).not.toBeInTheDocument();
    await user.click(rowButton("Verify Jane Doe"));
    expect(await screen.findByText("User verified successfully")).toBeInTheDocument();
    expect(api.sent("POST /api/users/verify-user")[0]!.body).toEqual({ userId: 4 });
    // The list is asked again, so the badge and the button follow the server.
    await waitFor(() => expect(api.sent("GET /api/users")).toHaveLength(2));
  });

  test("while the call runs the button reads 'Verifying...' and is disabled", async () => {
    const { user } = renderSection({ "POST /api/users/verify-user": { pending: true } });
    await within(usersTable()).findByText("Jane Doe");
    await user.click(rowButton("Verify Jane Doe"));
    expect(rowButton("Verify Jane Doe")).toBeDisabled();
    expect(rowButton("Verify Jane Doe")).toHaveTextContent("Verifying...");
  });

  test("the server's refusal, or 'Failed to verify user', as an error toast", async () => {
    const { user } = renderSection({ "POST /api/users/verify-user": { status: 500, body: {} } });
    await within(usersTable()).findByText("Jane Doe");
    await user.click(rowButton("Verify Jane Doe"));
    expect(await screen.findByText("Failed to verify user")).toBeInTheDocument();
  });
});

describe("Users Management: Balances dialog", () => {
  test("every balance, status, e-mail, phone, member since and ID; focus returns to the row's button", async () => {
    const { user } = renderSection();
    await within(usersTable()).findByText("Jane Doe");
    const opener = rowButton("Balances of Jane Doe");
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "User balances" });
    const facts = within(dialog)
      .getAllByRole("term")
      .map((dt) => `${dt.textContent}=${dt.nextElementSibling!.textContent}`);
    expect(facts).toEqual([
      "Main Balance=$1,234.50",
      "Bitcoin (BTC)=0.50000000 BTC",
      "Ethereum (ETH)=2.000000 ETH",
      "USDT=10.00 USDT",
      "USDC=0.00 USDC",
      "Status=Unverified",
      "Email=user4@example.com",
      "Phone=+12015550123",
      expect.stringMatching(/^Member since=Mar 1, 2026/),
      "User ID=4",
    ]);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

describe("Users Management: Credit Balance", () => {
  async function openCredit(routes: Routes = {}) {
    const ctx = renderSection(routes);
    await within(usersTable()).findByText("Jane Doe");
    await ctx.user.click(rowButton("Credit Jane Doe"));
    const dialog = screen.getByRole("dialog", { name: "Credit Balance" });
    return { ...ctx, dialog, amount: within(dialog).getByRole("textbox", { name: "Amount" }) };
  }
  const submit = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: "Credit Balance" });

  test("Bitcoin by default; a text amount on the decimal keypad; submit disabled at empty and 0", async () => {
    const { dialog, amount, user } = await openCredit();
    expect(within(dialog).getByRole("combobox", { name: "Currency" })).toHaveTextContent("Bitcoin (BTC)");
    expect(amount).toHaveAttribute("type", "text");
    expect(amount).toHaveAttribute("inputmode", "decimal");
    expect(submit(dialog)).toBeDisabled();
    await user.type(amount, "0");
    expect(submit(dialog)).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, "0.00000001");
    expect(submit(dialog)).toBeEnabled();
  });

  test("the USD value follows the amount and the currency", async () => {
    const { dialog, amount, user } = await openCredit();
    await user.type(amount, "0.5");
    await waitFor(() =>
      expect(within(dialog).getByTestId("credit-usd")).toHaveTextContent(
        "≈ $58,257.50 at $116,515.00 per BTC",
      ),
    );
    await user.click(within(dialog).getByRole("combobox", { name: "Currency" }));
    await user.click(screen.getByRole("option", { name: "Ethereum (ETH)" }));
    expect(within(dialog).getByTestId("credit-usd")).toHaveTextContent("≈ $2,137.16 at $4,274.31 per ETH");
  });

  test("more than 8 decimals or not a number: 'Please select a user and enter a valid amount', nothing sent", async () => {
    const { api, dialog, amount, user } = await openCredit();
    await user.type(amount, "0.123456789");
    await user.click(submit(dialog));
    expect(await within(dialog).findByText(CREDIT_INVALID)).toBeInTheDocument();
    expect(amount).toHaveAttribute("aria-invalid", "true");
    await user.clear(amount);
    await user.type(amount, "1e3");
    await user.click(submit(dialog));
    expect(await within(dialog).findByText(CREDIT_INVALID)).toBeInTheDocument();
    expect(api.sent("POST /api/users/credit")).toHaveLength(0);
  });

  test("sends userId, currency, amount as typed, reason 'Admin credit' and adminId; busy once; toast and close", async () => {
    const { api, dialog, amount, user } = await openCredit({
      "POST /api/users/credit": { pending: true },
    });
    await user.type(amount, "0.5");
    await user.click(submit(dialog));
    const busy = within(dialog).getByRole("button", { name: "Crediting..." });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(api.sent("POST /api/users/credit")).toHaveLength(1);
    expect(api.sent("POST /api/users/credit")[0]!.body).toEqual({
      userId: 4,
      currency: "BITCOIN",
      amount: "0.5",
      reason: "Admin credit",
      adminId: 1,
    });
  });

  test("success: the server's message as a toast and the dialog closes", async () => {
    const { dialog, amount, user } = await openCredit({
      "POST /api/users/credit": ok({
        message: "Successfully credited 0.5 BTC to Jane Doe",
        transactionId: 3,
      }),
    });
    await user.type(amount, "0.5");
    await user.click(submit(dialog));
    expect(await screen.findByText("Successfully credited 0.5 BTC to Jane Doe")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  test("proposed (202, two-person rule): the toast says it awaits a second administrator, never 'credited'", async () => {
    const { dialog, amount, user } = await openCredit({
      "POST /api/users/credit": {
        status: 202,
        body: {
          message: "Awaiting a second administrator's approval",
          approval: { id: 7, status: "PENDING" },
        },
      },
    });
    await user.type(amount, "0.5");
    await user.click(submit(dialog));
    expect(await screen.findByText("Awaiting a second administrator's approval")).toBeInTheDocument();
    expect(screen.queryByText(/Successfully credited/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  test("a refusal: the server's field message beside its field", async () => {
    const { dialog, amount, user } = await openCredit({
      "POST /api/users/credit": fail(400, "Date cannot be in the future", {
        errors: [{ path: "date", message: "Date cannot be in the future" }],
      }),
    });
    await user.type(amount, "1");
    await user.click(submit(dialog));
    expect(await within(dialog).findByText("Date cannot be in the future")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Date (optional)")).toHaveAttribute("aria-invalid", "true");
  });
});

test("Credit Balance: a failure without a message reads 'Failed to credit user'", async () => {
  const { user } = renderSection({ "POST /api/users/credit": { status: 502, body: {} } });
  await within(usersTable()).findByText("Jane Doe");
  await user.click(rowButton("Credit Jane Doe"));
  const dialog = screen.getByRole("dialog", { name: "Credit Balance" });
  await user.type(within(dialog).getByRole("textbox", { name: "Amount" }), "1");
  await user.click(within(dialog).getByRole("button", { name: "Credit Balance" }));
  expect(await screen.findByText("Failed to credit user")).toBeInTheDocument();
  expect(screen.getByRole("dialog", { name: "Credit Balance" })).toBeInTheDocument();
});

describe("Users Management: Reset Balance", () => {
  test("confirm sends userId, reason and adminId; success toast", async () => {
    const { api, user } = renderSection({
      "POST /api/users/reset-balance": ok({ message: "Balance reset successfully" }),
    });
    await within(usersTable()).findByText("Jane Doe");
    await user.click(rowButton("Reset balance of Jane Doe"));
    const dialog = screen.getByRole("alertdialog", { name: "Reset balance" });
    expect(dialog).toHaveTextContent("Every balance of Jane Doe");
    await user.click(within(dialog).getByRole("button", { name: "Reset Balance" }));
    expect(await screen.findByText("Balance reset successfully")).toBeInTheDocument();
    expect(api.sent("POST /api/users/reset-balance")[0]!.body).toEqual({
      userId: 4,
      reason: "Admin reset",
      adminId: 1,
    });
  });

  test("'Please select a user' from the server is the toast; busy while in flight", async () => {
    const { user } = renderSection({ "POST /api/users/reset-balance": fail(400, "Please select a user") });
    await within(usersTable()).findByText("Jane Doe");
    await user.click(rowButton("Reset balance of Jane Doe"));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Reset Balance" }));
    expect(await screen.findByText("Please select a user")).toBeInTheDocument();
  });

  test("the confirm button is disabled and reads 'Resetting...' while the call runs", async () => {
    const { api, user } = renderSection({ "POST /api/users/reset-balance": { pending: true } });
    await within(usersTable()).findByText("Jane Doe");
    await user.click(rowButton("Reset balance of Jane Doe"));
    const dialog = screen.getByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Reset Balance" }));
    expect(within(dialog).getByRole("button", { name: "Resetting..." })).toBeDisabled();
    expect(api.sent("POST /api/users/reset-balance")).toHaveLength(1);
  });
});

describe("Users Management: Delete", () => {
  const REFUSAL = "User still has a balance (1234.5 USD). Reset the balance before deleting the user.";

  test("the server's refusal is shown as it comes, in the dialog, which stays open", async () => {
    const { api, user } = renderSection({ "DELETE /api/users/4": fail(409, REFUSAL) });
    await within(usersTable()).findByText("Jane Doe");
    await user.click(rowButton("Delete Jane Doe"));
    const dialog = screen.getByRole("alertdialog", { name: "Delete Jane Doe?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete User" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(REFUSAL);
    expect(dialog).toBeInTheDocument();
    expect(api.sent("DELETE /api/users/4")).toHaveLength(1);
  });

  test("success: 'User deleted successfully' and the list is asked again", async () => {
    const { api, user } = renderSection({
      "DELETE /api/users/4": ok({ message: "User deleted successfully" }),
    });
    await within(usersTable()).findByText("Jane Doe");
    await user.click(rowButton("Delete Jane Doe"));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete User" }));
    expect(await screen.findByText("User deleted successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(api.sent("GET /api/users")).toHaveLength(2));
  });
});

describe("Users Management: Add User", () => {
  test("the server's field messages go beside their fields; success closes with its message", async () => {
    let attempt = 0;
    const { api, user } = renderSection({
      "POST /api/auth/addUser": () =>
        ++attempt === 1
          ? fail(400, "Please enter a valid email address", {
              errors: [{ path: "email", message: "Please enter a valid email address" }],
            })
          : ok({ message: "User created successfully", createdUser: { id: 30 } }),
    });
    await user.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = screen.getByRole("dialog", { name: "Add User" });
    await user.type(within(dialog).getByLabelText("Name"), "New Person");
    await user.type(within(dialog).getByLabelText("Email"), "nope");
    await user.type(within(dialog).getByLabelText("Phone"), "2015550199");
    await user.type(within(dialog).getByLabelText("Password"), "Secret#123");
    await user.click(within(dialog).getByRole("button", { name: "Add User" }));
    expect(await within(dialog).findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(api.sent("POST /api/auth/addUser")[0]!.body).toEqual({
      name: "New Person",
      email: "nope",
      phone: "+12015550199",
      password: "Secret#123",
    });
    await user.clear(within(dialog).getByLabelText("Email"));
    await user.type(within(dialog).getByLabelText("Email"), "new@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Add User" }));
    expect(await screen.findByText("User created successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Add User" })).toHaveFocus();
  });
});

describe("Users Management: Send Mail from a row", () => {
  test("opens the Send Mail section with the user as ?to=", async () => {
    const { navigate, user } = renderSection();
    await within(usersTable()).findByText("Jane Doe");
    await user.click(rowButton("Send mail to Jane Doe"));
    expect(navigate).toHaveBeenCalledWith("send-mail");
    expect(new URLSearchParams(window.location.search).get("to")).toBe("4");
  });
});
