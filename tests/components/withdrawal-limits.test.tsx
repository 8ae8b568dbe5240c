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
