/** @jest-environment jsdom */
// Users Management: Reset Two-Factor, offered only for a user with two-factor on. The administrator gives a
// reason and confirms they have verified the person's identity; either missing is said at its field, which
// takes focus, and nothing is sent.
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
const person = (id: number, name: string, twoFactorEnabled: boolean) => ({
  id,
  name,
  email: `user${id}@example.com`,
  phone: "+12015550123",
  role: "INVESTOR",
  isVerified: true,
  emailVerified: true,
  twoFactorEnabled,
  locked: false,
  lockedAt: null,
  balance: 0,
  mainBalance: 0,
  balances: { BITCOIN: 0, ETHEREUM: 0, USDT: 0, USDC: 0 },
  createdAt: "2026-03-01T10:30:00.000Z",
});
const RESET = "POST /api/admin/users/4/two-factor/reset";

function renderSection(
  reset: Reply | { pending: true } = ok({
    message: "Two-factor authentication has been reset",
    sessionsEnded: 2,
  }),
) {
  const api = mockApi({
    "GET /api/users": ok({
      users: [person(4, "Jane Doe", true), person(5, "Bob Stone", false)],
      pagination: { total: 2 },
    }),
    "GET /api/users/count": ok({ users: 2 }),
    "GET /api/users/summary": ok({ verifiedUsers: 2, totalBalance: 0 }),
    "GET /api/prices": ok({ prices: { USD: 1, BITCOIN: 1, ETHEREUM: 1, USDT: 1, USDC: 1 } }),
    [RESET]: reset,
  });
  renderWithClient(
    <AdminDashboardProvider value={{ admin, navigate: jest.fn() }}>
      <UsersSection />
    </AdminDashboardProvider>,
  );
  return { api, user: userEvent.setup() };
}

beforeEach(() => goTo("/admin/dashboard?section=users"));
afterEach(() => toast.dismiss());

const usersTable = () => screen.getByRole("table", { name: "Users" });

async function openDialog(reset?: Parameters<typeof renderSection>[0]) {
  const view = renderSection(reset);
  await within(usersTable()).findByText("Jane Doe");
  await view.user.click(within(usersTable()).getByRole("button", { name: "Reset two-factor of Jane Doe" }));
  const dialog = screen.getByRole("alertdialog", { name: "Reset two-factor authentication" });
  return { ...view, dialog };
}

describe("Users Management: Reset Two-Factor", () => {
  test("offered only for a user whose two-factor is on", async () => {
    renderSection();
    await within(usersTable()).findByText("Jane Doe");
    expect(within(usersTable()).getByRole("button", { name: "Reset two-factor of Jane Doe" })).toBeVisible();
    expect(within(usersTable()).queryByRole("button", { name: "Reset two-factor of Bob Stone" })).toBeNull();
  });

  test("a missing reason, then a missing identity confirmation, each said at its field, which takes focus", async () => {
    const { api, user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent("Jane Doe (user4@example.com)");
    const submit = within(dialog).getByRole("button", { name: "Reset Two-Factor" });
    const reason = within(dialog).getByRole("textbox", { name: "Reason" });
    const confirmed = within(dialog).getByRole("checkbox", {
      name: "I have verified this person's identity",
    });

    await user.click(submit);
    expect(within(dialog).getByText("Reason is required")).toBeVisible();
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveFocus();

    await user.type(reason, "Video call with passport");
    await user.click(submit);
    expect(within(dialog).getByText("Confirm that you have verified this person's identity")).toBeVisible();
    expect(confirmed).toHaveFocus();
    expect(api.sent(RESET)).toHaveLength(0);

    await user.click(confirmed);
    await user.click(submit);
    expect(await screen.findByText("Two-factor authentication has been reset")).toBeInTheDocument();
    expect(api.sent(RESET)).toHaveLength(1);
    expect(api.sent(RESET)[0]!.body).toEqual({ reason: "Video call with passport" });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  test("busy while in flight: it cannot be sent twice", async () => {
    const { api, user, dialog } = await openDialog({ pending: true });
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Checked ID");
    await user.click(within(dialog).getByRole("checkbox"));
    await user.click(within(dialog).getByRole("button", { name: "Reset Two-Factor" }));
    const busy = within(dialog).getByRole("button", { name: "Resetting..." });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(api.sent(RESET)).toHaveLength(1);
  });

  test("the server's refusal stays in the dialog, next to the button", async () => {
    const { user, dialog } = await openDialog(fail(409, "Two-factor authentication is not enabled."));
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Checked ID");
    await user.click(within(dialog).getByRole("checkbox"));
    await user.click(within(dialog).getByRole("button", { name: "Reset Two-Factor" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Two-factor authentication is not enabled.",
    );
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });
});
