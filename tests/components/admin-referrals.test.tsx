/** @jest-environment jsdom */
// The back office's Referrals section: the programme's settings saved, the pass run now, the list
// filtered by status and Void with a reason.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { ReferralsSection } from "@/components/admin/sections/referrals/referrals-section";
import { goTo } from "../helpers/navigation";
import "../helpers/radix-jsdom";
import { mockApi, ok, renderWithClient } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const admin = {
  id: 1,
  name: "Ada Admin",
  email: "admin@apex.local",
  role: "ADMIN" as const,
  isVerified: true,
  adminRole: "OWNER" as const,
};
const settings = {
  enabled: false,
  referrerRewardUsd: "25",
  refereeRewardUsd: "25",
  minDepositUsd: "100",
  holdDays: 30,
  monthlyCapPerReferrer: 20,
};
const person = (id: number, name: string) => ({ id, name, email: `${name.toLowerCase()}@example.com` });
const referral = {
  id: 9,
  referrer: person(2, "Ada"),
  referee: person(3, "Grace"),
  status: "PENDING",
  reason: null,
  referrerRewardUsd: "25",
  refereeRewardUsd: "25",
  minDepositUsd: "100",
  holdDays: 30,
  createdAt: "2026-11-01T10:00:00.000Z",
  reachedAt: null,
  qualifiedAt: null,
  paidAt: null,
  voidedAt: null,
  voidedBy: null,
};

beforeEach(() => goTo("/admin/dashboard?section=referrals"));

test("saves the settings, runs the pass, filters by status and voids with a reason", async () => {
  const user = userEvent.setup();
  const api = mockApi({
    "GET /api/admin/referrals/settings": ok({ settings }),
    "PUT /api/admin/referrals/settings": (body) => ok({ message: "Referral settings saved", settings: body }),
    "GET /api/admin/referrals": ok({ referrals: [referral], pagination: { total: 1, limit: 20, offset: 0 } }),
    "POST /api/admin/referrals/run": ok({
      message: "Referral pass completed",
      ran: true,
      processed: 1,
      qualified: 0,
      paid: 0,
      voided: 0,
    }),
    "POST /api/admin/referrals/9/void": ok({
      message: "Referral voided",
      referral: { id: 9, status: "VOID", reason: "Same household" },
    }),
  });
  renderWithClient(
    <AdminDashboardProvider value={{ admin, navigate: jest.fn() }}>
      <ReferralsSection />
    </AdminDashboardProvider>,
  );
  await user.click(await screen.findByRole("switch", { name: "Programme on" }));
  await user.clear(screen.getByLabelText("Referrer's reward (USD)"));
  await user.type(screen.getByLabelText("Referrer's reward (USD)"), "30");
  await user.click(screen.getByRole("button", { name: "Save settings" }));
  await waitFor(() => expect(api.sent("PUT /api/admin/referrals/settings")).toHaveLength(1));
  expect(api.sent("PUT /api/admin/referrals/settings")[0].body).toEqual({
    ...settings,
    enabled: true,
    referrerRewardUsd: "30",
  });

  await user.click(screen.getByRole("button", { name: "Run the daily pass now" }));
  await waitFor(() => expect(api.sent("POST /api/admin/referrals/run")).toHaveLength(1));

  const table = await screen.findByRole("table", { name: "All referrals" });
  expect(within(table).getByText("Grace")).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText("Status"), "PENDING");
  await waitFor(() =>
    expect(
      api.calls.some((c) => c.path === "/api/admin/referrals" && c.search.includes("status=PENDING")),
    ).toBe(true),
  );
  expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    "/api/admin/referrals?format=csv&status=PENDING",
  );

  // Void asks in a dialog: Escape cancels and focus returns to the row's button.
  const voidButton = within(table).getByRole("button", { name: "Void" });
  await user.click(voidButton);
  expect(await screen.findByRole("alertdialog", { name: "Void referral" })).toBeInTheDocument();
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(voidButton).toHaveFocus();
  await user.click(voidButton);
  const dialog = await screen.findByRole("alertdialog", { name: "Void referral" });
  const confirm = within(dialog).getByRole("button", { name: "Void referral" });
  expect(confirm).toBeDisabled();
  await user.type(
    within(dialog).getByLabelText("Reason to void referral #9 (the investor sees it)"),
    "Same household",
  );
  await user.click(confirm);
  await waitFor(() => expect(api.sent("POST /api/admin/referrals/9/void")).toHaveLength(1));
  expect(api.sent("POST /api/admin/referrals/9/void")[0].body).toEqual({ reason: "Same household" });
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
});
