/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { WithdrawalLimitsDialog } from "@/components/admin/sections/withdrawals/withdrawal-limits-dialog";
import { WithdrawalLimitNote } from "@/components/investor/panels/withdrawals/withdrawal-limit-note";
import type { AdminRole } from "@/lib/admin/roles/permissions";
import { goTo } from "../helpers/navigation";
import { mockApi, ok, renderWithClient } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const none = { limit: null, used: "0.00", remaining: null };

describe("the investor's withdrawal form", () => {
  beforeEach(() => goTo("/dashboard?panel=withdrawals"));

  test("says what is left today and in 30 days", async () => {
    mockApi({
      "GET /api/users/withdrawal-limits": ok({
        level: "VERIFIED",
        daily: { limit: "5000.00", used: "800.00", remaining: "4200.00" },
        monthly: { limit: "20000.00", used: "800.00", remaining: "19200.00" },
      }),
    });
    renderWithClient(<WithdrawalLimitNote />);
    expect(await screen.findByText("You can withdraw $4,200.00 more today")).toBeInTheDocument();
    expect(screen.getByText("and $19,200.00 more in the next 30 days")).toBeInTheDocument();
  });

  test("says nothing when no limit is set", async () => {
    const api = mockApi({
      "GET /api/users/withdrawal-limits": ok({ level: "UNVERIFIED", daily: none, monthly: none }),
    });
    renderWithClient(<WithdrawalLimitNote />);
    await new Promise((r) => setTimeout(r, 50));
    expect(api.sent("GET /api/users/withdrawal-limits")).toHaveLength(1);
    expect(screen.queryByText(/You can withdraw/)).not.toBeInTheDocument();
  });
});

describe("the administrators' limits", () => {
  beforeEach(() => goTo("/admin/dashboard?section=withdrawals"));
  const admin = (adminRole: AdminRole) => ({
    id: 1,
    name: "Ada",
    email: "admin@apex.local",
    role: "ADMIN" as const,
    adminRole,
    isVerified: true,
  });
  const levels = {
    levels: {
      UNVERIFIED: { daily: "1000.00000000", monthly: null },
      VERIFIED: { daily: null, monthly: null },
    },
  };

  test("a finance administrator sets a level's limits", async () => {
    const api = mockApi({
      "GET /api/admin/withdrawal-limits": ok(levels),
      "PUT /api/admin/withdrawal-limits": ok({ message: "Withdrawal limits saved" }),
    });
    renderWithClient(
      <AdminDashboardProvider value={{ admin: admin("FINANCE"), navigate: jest.fn() }}>
        <WithdrawalLimitsDialog />
      </AdminDashboardProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Withdrawal limits" }));
    const dialog = await screen.findByRole("dialog");
    const daily = await within(dialog).findAllByLabelText("Per 24 hours (USD)");
    expect(daily[0]).toHaveValue("1000");
    await user.type(within(dialog).getAllByLabelText("Per 30 days (USD)")[0], "5000");
    await user.click(within(dialog).getAllByRole("button", { name: "Save limits" })[0]);
    await screen.findByText("Limits saved for unverified investors");
    expect(api.sent("PUT /api/admin/withdrawal-limits")[0].body).toEqual({
      level: "UNVERIFIED",
      daily: "1000",
      monthly: "5000",
    });
  });

  test("a support administrator reads them without a Save button", async () => {
    mockApi({ "GET /api/admin/withdrawal-limits": ok(levels) });
    renderWithClient(
      <AdminDashboardProvider value={{ admin: admin("SUPPORT"), navigate: jest.fn() }}>
        <WithdrawalLimitsDialog />
      </AdminDashboardProvider>,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Withdrawal limits" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findAllByLabelText("Per 24 hours (USD)");
    expect(within(dialog).queryByRole("button", { name: "Save limits" })).not.toBeInTheDocument();
  });
});

describe("one investor's limits (Users Management)", () => {
  test("a finance administrator sets them from the row; a support administrator has no such button", async () => {
    goTo("/admin/dashboard?section=users");
    const { UsersSection } = await import("@/components/admin/sections/users/users-section");
    const jane = {
      id: 4,
      name: "Jane Doe",
      email: "jane@example.com",
      phone: "+12015550123",
      role: "INVESTOR",
      isVerified: true,
      emailVerified: true,
      balance: 0,
      mainBalance: 0,
      balances: { BITCOIN: 0, ETHEREUM: 0, USDT: 0, USDC: 0 },
      createdAt: "2026-03-01T10:30:00.000Z",
    };
    const api = mockApi({
      "GET /api/users": ok({ users: [jane], pagination: { total: 1 } }),
      "GET /api/users/count": ok({ users: 1 }),
      "GET /api/users/summary": ok({ verifiedUsers: 1, totalBalance: 0 }),
      "GET /api/prices": ok({ prices: { USD: 1, BITCOIN: 1, ETHEREUM: 1, USDT: 1, USDC: 1 } }),
      "GET /api/admin/users/4/withdrawal-limits": ok({
        own: { daily: null, monthly: null },
        effective: {
          level: "VERIFIED",
          daily: { limit: "5000.00", used: "0.00", remaining: "5000.00" },
          monthly: none,
        },
      }),
      "PUT /api/admin/users/4/withdrawal-limits": ok({ message: "Withdrawal limits saved" }),
    });
    const admin = { id: 1, name: "Ada", email: "a@x.io", role: "ADMIN" as const, isVerified: true };
    const { unmount } = renderWithClient(
      <AdminDashboardProvider value={{ admin: { ...admin, adminRole: "FINANCE" }, navigate: jest.fn() }}>
        <UsersSection />
      </AdminDashboardProvider>,
    );
    const user = userEvent.setup();
    // The table and the phone cards both have the row's buttons.
    await user.click((await screen.findAllByRole("button", { name: "Withdrawal limits of Jane Doe" }))[0]);
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("Left now: $5,000.00 today, no limit in 30 days.");
    await user.type(within(dialog).getByLabelText("Per 24 hours (USD)"), "250");
    await user.click(within(dialog).getByRole("button", { name: "Save limits" }));
    await screen.findByText("Withdrawal limits of Jane Doe saved");
    expect(api.sent("PUT /api/admin/users/4/withdrawal-limits")[0].body).toEqual({
      daily: "250",
      monthly: "",
    });
    unmount();

    renderWithClient(
      <AdminDashboardProvider value={{ admin: { ...admin, adminRole: "SUPPORT" }, navigate: jest.fn() }}>
        <UsersSection />
      </AdminDashboardProvider>,
    );
    await screen.findAllByRole("button", { name: "Balances of Jane Doe" });
    expect(screen.queryByRole("button", { name: "Withdrawal limits of Jane Doe" })).not.toBeInTheDocument();
  });
});
