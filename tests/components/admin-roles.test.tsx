/** @jest-environment jsdom */
// The back office shows each administrator role only what it may do; the server enforces it regardless
// (tests/api/admin-roles-matrix.test.ts).
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { AdminsSection } from "@/components/admin/sections/admins/admins-section";
import { UsersSection } from "@/components/admin/sections/users/users-section";
import { AdminShell } from "@/components/admin/shell/admin-shell";
import type { AdminRole } from "@/lib/admin/roles/permissions";
import { goTo } from "../helpers/navigation";
import { mockApi, ok, renderWithClient } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);
jest.mock("@/lib/replace-page", () => require("../helpers/navigation").replacePageMock);

const adminAs = (adminRole: AdminRole) => ({
  id: 1,
  name: "Ada Admin",
  email: "admin@apex.local",
  role: "ADMIN" as const,
  adminRole,
  isVerified: true,
});
const jane = {
  id: 4,
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "+12015550123",
  role: "INVESTOR",
  isVerified: false,
  emailVerified: true,
  balance: 10,
  mainBalance: 10,
  balances: { BITCOIN: 0, ETHEREUM: 0, USDT: 0, USDC: 0 },
  createdAt: "2026-03-01T10:30:00.000Z",
};

function renderUsers(adminRole: AdminRole) {
  mockApi({
    "GET /api/users": ok({ users: [jane], pagination: { total: 1 } }),
    "GET /api/users/count": ok({ users: 1 }),
    "GET /api/users/summary": ok({ verifiedUsers: 0, totalBalance: 10 }),
    "GET /api/prices": ok({ prices: { USD: 1, BITCOIN: 1, ETHEREUM: 1, USDT: 1, USDC: 1 } }),
  });
  renderWithClient(
    <AdminDashboardProvider value={{ admin: adminAs(adminRole), navigate: jest.fn() }}>
      <UsersSection />
    </AdminDashboardProvider>,
  );
}

const sidebar = () => screen.getAllByRole("navigation", { name: "Dashboard sections" })[0];

describe("the sidebar by role", () => {
  test("a support administrator is offered only the sections support may open", async () => {
    goTo("/admin/dashboard");
    mockApi({ "GET /api/user": ok({ user: adminAs("SUPPORT") }) });
    renderWithClient(<AdminShell />);
    await screen.findByTestId("sidebar-user-name");
    const names = within(sidebar())
      .getAllByRole("link")
      .map((a) => a.textContent);
    expect(names).toContain("Support");
    expect(names).toContain("Users Management");
    for (const hidden of [
      "Identity Verification",
      "Admin Audit Trail",
      "Reconciliation",
      "Jobs",
      "Administrators",
    ])
      expect(names).not.toContain(hidden);
  });

  test("a section the role may not open says so instead of loading", async () => {
    goTo("/admin/dashboard?section=audit");
    mockApi({ "GET /api/user": ok({ user: adminAs("FINANCE") }) });
    renderWithClient(<AdminShell />);
    expect(
      await screen.findByText("Your administrator role does not give access to this section."),
    ).toBeInTheDocument();
  });
});

describe("Users Management by role", () => {
  beforeEach(() => goTo("/admin/dashboard?section=users"));

  test("a support administrator sees no Credit, Reset, Verify, Delete or Add User", async () => {
    renderUsers("SUPPORT");
    const table = await screen.findByRole("table", { name: "Users" });
    await within(table).findByText("Jane Doe");
    expect(within(table).getByRole("button", { name: "Balances of Jane Doe" })).toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: /Credit/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: /Reset balance/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: /Verify/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add User" })).not.toBeInTheDocument();
  });

  test("a finance administrator credits but neither verifies nor deletes", async () => {
    renderUsers("FINANCE");
    const table = await screen.findByRole("table", { name: "Users" });
    await within(table).findByText("Jane Doe");
    expect(within(table).getByRole("button", { name: /Credit/ })).toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: /Verify/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
  });
});

describe("Administrators", () => {
  const list = {
    admins: [
      {
        id: 1,
        name: "Ada Admin",
        email: "admin@apex.local",
        role: "OWNER",
        status: "ACTIVE",
        createdAt: "2026-01-01T00:00:00.000Z",
      },
      {
        id: 2,
        name: "Sam Support",
        email: "sam@example.com",
        role: "SUPPORT",
        status: "INVITED",
        createdAt: "2026-02-01T00:00:00.000Z",
      },
    ],
  };

  test("the owner invites with a role, and changes and removes others (not themselves)", async () => {
    goTo("/admin/dashboard?section=admins");
    const api = mockApi({
      "GET /api/admin/admins": ok(list),
      "POST /api/admin/admins": ok({ message: "Invitation sent", admin: list.admins[1] }),
    });
    renderWithClient(
      <AdminDashboardProvider value={{ admin: adminAs("OWNER"), navigate: jest.fn() }}>
        <AdminsSection />
      </AdminDashboardProvider>,
    );
    const table = await screen.findByRole("table", { name: "Administrators" });
    await within(table).findByText("Sam Support");
    expect(within(table).getByText("Invited")).toBeInTheDocument();
    expect(within(table).getByRole("button", { name: "Remove Sam Support" })).toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: "Remove Ada Admin" })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Invite administrator" }));
    await user.type(screen.getByLabelText("Name"), "Fin Ance");
    await user.type(screen.getByLabelText("E-mail"), "fin@example.com");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    await screen.findByText("Invitation sent to fin@example.com");
    const sent = api.sent("POST /api/admin/admins");
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ name: "Fin Ance", email: "fin@example.com", role: "SUPPORT" });
  });

  test("an auditor reads the list without actions", async () => {
    goTo("/admin/dashboard?section=admins");
    mockApi({ "GET /api/admin/admins": ok(list) });
    renderWithClient(
      <AdminDashboardProvider value={{ admin: adminAs("AUDITOR"), navigate: jest.fn() }}>
        <AdminsSection />
      </AdminDashboardProvider>,
    );
    const table = await screen.findByRole("table", { name: "Administrators" });
    await within(table).findByText("Sam Support");
    expect(within(table).queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Invite administrator" })).not.toBeInTheDocument();
  });
});

describe("Awaiting second approval", () => {
  const proposal = (id: number, proposer: number, extra: object = {}) => ({
    id,
    kind: "CREDIT",
    target: "user:4",
    status: "PENDING",
    payload: { userId: 4, currency: "BITCOIN", amount: "0.5", reason: "Wire received" },
    reason: "Wire received",
    user: { id: 4, name: "Jane Doe", email: "jane@example.com" },
    asset: "BITCOIN",
    amount: "0.50000000",
    usdValue: "58257.5",
    proposedBy: { id: proposer, name: proposer === 1 ? "Ada Admin" : "Fin Ance", email: "x@example.com" },
    decidedBy: null,
    createdAt: "2026-03-01T10:30:00.000Z",
    decidedAt: null,
    ...extra,
  });

  test("an owner approves another's proposal and may only cancel their own", async () => {
    goTo("/admin/dashboard?section=approvals");
    const api = mockApi({
      "GET /api/admin/approvals": ok({ rule: "ON", approvals: [proposal(7, 2), proposal(8, 1)] }),
      "POST /api/admin/approvals/7/approve": ok({
        message: "Approved: the change is made",
        approval: { id: 7, status: "APPROVED" },
      }),
    });
    const { ApprovalsSection } = await import("@/components/admin/sections/approvals/approvals-section");
    renderWithClient(
      <AdminDashboardProvider value={{ admin: adminAs("OWNER"), navigate: jest.fn() }}>
        <ApprovalsSection />
      </AdminDashboardProvider>,
    );
    const table = await screen.findByRole("table", { name: "Proposals" });
    await within(table).findByText("Credit #7");
    expect(within(table).queryByRole("button", { name: "Approve proposal 8" })).not.toBeInTheDocument();
    expect(within(table).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    await userEvent.setup().click(within(table).getByRole("button", { name: "Approve proposal 7" }));
    await screen.findByText("Proposal 7 approved: the change is made");
    expect(api.sent("POST /api/admin/approvals/7/approve")).toHaveLength(1);
  });

  test("says when a single administrator means the rule cannot apply", async () => {
    goTo("/admin/dashboard?section=approvals");
    mockApi({ "GET /api/admin/approvals": ok({ rule: "SINGLE_ADMIN", approvals: [] }) });
    const { ApprovalsSection } = await import("@/components/admin/sections/approvals/approvals-section");
    renderWithClient(
      <AdminDashboardProvider value={{ admin: adminAs("OWNER"), navigate: jest.fn() }}>
        <ApprovalsSection />
      </AdminDashboardProvider>,
    );
    expect(
      await screen.findByText(/With a single administrator the two-person rule cannot apply/),
    ).toBeInTheDocument();
    expect((await screen.findAllByText("Nothing is waiting for a second approval")).length).toBeGreaterThan(
      0,
    );
  });
});
