/** @jest-environment jsdom */
// Awaiting Second Approval shows a proposed transaction edit or deletion with what it would post to the books.
import { screen, within } from "@testing-library/react";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { goTo } from "../helpers/navigation";
import { mockApi, ok, renderWithClient } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);
jest.mock("@/lib/replace-page", () => require("../helpers/navigation").replacePageMock);

const owner = {
  id: 1,
  name: "Ada Admin",
  email: "admin@apex.local",
  role: "ADMIN" as const,
  adminRole: "OWNER" as const,
  isVerified: true,
};

const proposal = (id: number, kind: string, effect: { asset: string; amount: string }[]) => ({
  id,
  kind,
  target: "transaction:31",
  status: "PENDING",
  payload: { id: 31, before: { type: "CREDIT_USDT" }, effect },
  reason: null,
  user: { id: 4, name: "Jane Doe", email: "jane@example.com" },
  asset: "USDT",
  amount: "7.00000000",
  usdValue: "7",
  proposedBy: { id: 2, name: "Fin Ance", email: "fin@example.com" },
  decidedBy: null,
  createdAt: "2026-03-01T10:30:00.000Z",
  decidedAt: null,
});

test("a proposed edit and deletion show the transaction and their effect per asset", async () => {
  goTo("/admin/dashboard?section=approvals");
  mockApi({
    "GET /api/admin/approvals": ok({
      rule: "ON",
      approvals: [
        proposal(9, "TRANSACTION_EDIT", [
          { asset: "BITCOIN", amount: "7" },
          { asset: "USDT", amount: "-7" },
        ]),
        proposal(10, "TRANSACTION_DELETE", [{ asset: "ETHEREUM", amount: "-1.5" }]),
      ],
    }),
  });
  const { ApprovalsSection } = await import("@/components/admin/sections/approvals/approvals-section");
  renderWithClient(
    <AdminDashboardProvider value={{ admin: owner, navigate: jest.fn() }}>
      <ApprovalsSection />
    </AdminDashboardProvider>,
  );
  const table = await screen.findByRole("table", { name: "Proposals" });
  await within(table).findByText("Transaction correction #9");
  expect(within(table).getByText("Transaction deletion #10")).toBeInTheDocument();
  expect(within(table).getAllByText("Transaction #31")).toHaveLength(2);
  expect(within(table).getByText("+7 BTC")).toBeInTheDocument();
  expect(within(table).getByText("-7 USDT")).toBeInTheDocument();
  expect(within(table).getByText("-1.5 ETH")).toBeInTheDocument();
  expect(within(table).getAllByText("Effect on the balance:")).toHaveLength(2);
});
