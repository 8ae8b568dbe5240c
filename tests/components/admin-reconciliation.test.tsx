/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { ReconciliationSection } from "@/components/admin/sections/reconciliation/reconciliation-section";
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

function renderSection(reply: Reply | { pending: true } | (() => Reply | Promise<Reply>)) {
  const api = mockApi({ "GET /api/admin/reconcile": reply });
  renderWithClient(
    <AdminDashboardProvider value={{ admin, navigate: jest.fn() }}>
      <ReconciliationSection />
    </AdminDashboardProvider>,
  );
  return api;
}

beforeEach(() => goTo("/admin/dashboard?section=reconciliation"));

describe("Reconciliation section (admin, beyond the spec)", () => {
  test("while it runs: 'Checking balances...' and Run again busy", () => {
    renderSection({ pending: true });
    expect(screen.getByText("Checking balances...")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Running..." })).toBeDisabled();
  });

  test("balanced books: 'All balances match their ledger' with the time it ran", async () => {
    renderSection(ok({ balanced: true, mismatches: [] }));
    expect(await screen.findByRole("status")).toHaveTextContent("All balances match their ledger");
    expect(screen.getByText(/Last run:/).querySelector("time")).toHaveAttribute("dateTime");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  test("differences: user, asset, balance, ledger sum and the exact difference", async () => {
    renderSection(
      ok({
        balanced: false,
        mismatches: [
          { userId: 7, asset: "BITCOIN", balance: "1.00000001", ledger: "1" },
          { userId: 9, asset: "USD", balance: "100", ledger: "150.25" },
        ],
      }),
    );
    const table = await screen.findByRole("table", { name: "Differences" });
    expect(screen.getByText("2 balances differ from their ledger.")).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["User", "Asset", "Balance", "Ledger Sum", "Difference"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["#7", "Bitcoin", "1.00000001", "1", "+0.00000001"]);
    expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["#9", "Main Balance", "100", "150.25", "-50.25"]);
  });

  test("Run again asks the server again and shows the new answer", async () => {
    let balanced = false;
    const api = renderSection(() =>
      ok(
        balanced
          ? { balanced: true, mismatches: [] }
          : { balanced: false, mismatches: [{ userId: 7, asset: "USDT", balance: "2", ledger: "1" }] },
      ),
    );
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "Differences" });
    balanced = true;
    await user.click(screen.getByRole("button", { name: "Run again" }));
    expect(await screen.findByText("All balances match their ledger")).toBeInTheDocument();
    expect(api.sent("GET /api/admin/reconcile")).toHaveLength(2);
  });

  test("a failure says so and offers to try again", async () => {
    renderSection(fail(500, ""));
    expect(await screen.findByText("Failed to run the reconciliation")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  test("server text with markup (an error message) renders as text", async () => {
    renderSection(fail(400, XSS));
    expect(await screen.findByText(XSS)).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});
