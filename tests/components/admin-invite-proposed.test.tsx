/** @jest-environment jsdom */
// An invitation that waits for a second administrator says so (nothing is mailed yet), and the queue shows
// whom it would invite and with which role.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { AdminsSection } from "@/components/admin/sections/admins/admins-section";
import { goTo } from "../helpers/navigation";
import { mockApi, renderWithClient } from "../helpers/render";

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
const listed = {
  id: 1,
  name: "Ada Admin",
  email: "admin@apex.local",
  role: "OWNER",
  status: "ACTIVE",
  createdAt: "2026-01-01T00:00:00.000Z",
};

test("a proposed invitation says it awaits another administrator's approval, not that it was sent", async () => {
  goTo("/admin/dashboard?section=admins");
  const api = mockApi({
    "GET /api/admin/admins": { status: 200, body: { admins: [listed] } },
    "POST /api/admin/admins": {
      status: 202,
      body: { message: "Awaiting a second administrator's approval", approval: { id: 9, status: "PENDING" } },
    },
  });
  renderWithClient(
    <AdminDashboardProvider value={{ admin: owner, navigate: jest.fn() }}>
      <AdminsSection />
    </AdminDashboardProvider>,
  );
  await screen.findByRole("table", { name: "Administrators" });
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Invite administrator" }));
  await user.type(screen.getByLabelText("Name"), "Fin Ance");
  await user.type(screen.getByLabelText("E-mail"), "fin@example.com");
  await user.click(screen.getByRole("button", { name: "Send invitation" }));
  await screen.findByText(
    "Invitation to fin@example.com awaits another administrator's approval: nothing is sent until then",
  );
  expect(screen.queryByText("Invitation sent to fin@example.com")).not.toBeInTheDocument();
  expect(api.sent("POST /api/admin/admins")).toHaveLength(1);
});

test("the queue shows whom an invitation would invite, and as what", async () => {
  goTo("/admin/dashboard?section=approvals");
  mockApi({
    "GET /api/admin/approvals": {
      status: 200,
      body: {
        rule: "ON",
        approvals: [
          {
            id: 9,
            kind: "ADMIN_INVITE",
            target: "admin-invite:fin@example.com",
            status: "PENDING",
            payload: { email: "fin@example.com", name: "Fin Ance", role: "OWNER", locale: "en" },
            reason: null,
            user: null,
            asset: null,
            amount: null,
            usdValue: null,
            proposedBy: { id: 2, name: "Otto Owner", email: "otto@example.com" },
            decidedBy: null,
            createdAt: "2026-03-01T10:30:00.000Z",
            decidedAt: null,
          },
        ],
      },
    },
  });
  const { ApprovalsSection } = await import("@/components/admin/sections/approvals/approvals-section");
  renderWithClient(
    <AdminDashboardProvider value={{ admin: owner, navigate: jest.fn() }}>
      <ApprovalsSection />
    </AdminDashboardProvider>,
  );
  const table = await screen.findByRole("table", { name: "Proposals" });
  await within(table).findByText("Administrator invitation #9");
  expect(within(table).getByText("Invites Fin Ance (fin@example.com) as OWNER")).toBeInTheDocument();
  expect(within(table).getByRole("button", { name: "Approve proposal 9" })).toBeInTheDocument();
});
