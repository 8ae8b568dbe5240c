/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminShell } from "@/components/admin/shell/admin-shell";
import { goTo, replacePage, router } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);
jest.mock("@/lib/replace-page", () => require("../helpers/navigation").replacePageMock);

const admin = { id: 1, name: "", email: "admin@apex.local", role: "ADMIN", isVerified: true };

beforeEach(() => {
  replacePage.mockReset();
  goTo("/admin/dashboard");
});

const sidebar = () => screen.getAllByRole("navigation", { name: "Dashboard sections" })[0];
const navLink = (name: string) => within(sidebar()).getByRole("link", { name });

describe("admin dashboard shell (sign-out)", () => {
  test("shows 'Admin' when the name is empty, 'Administrator', and every listed section with Dashboard active", async () => {
    mockApi({ "GET /api/user": ok({ user: admin }) });
    renderWithClient(<AdminShell />);
    expect(await screen.findByTestId("sidebar-user-name")).toHaveTextContent("Admin");
    expect(screen.getByText("Administrator")).toBeInTheDocument();
    const items = within(sidebar()).getAllByRole("link");
    expect(items.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Dashboard", "/admin/dashboard?section=dashboard"],
      ["Manage Investments", "/admin/dashboard?section=investments"],
      ["Manage Transactions", "/admin/dashboard?section=transactions"],
      ["Withdrawal Requests", "/admin/dashboard?section=withdrawals"],
      ["Deposits", "/admin/dashboard?section=deposits"],
      ["Users Management", "/admin/dashboard?section=users"],
      ["Identity Verification", "/admin/dashboard?section=kyc"],
      ["Admin Audit Trail", "/admin/dashboard?section=audit"],
      ["Manage Plans", "/admin/dashboard?section=plans"],
      ["Notifications", "/admin/dashboard?section=notifications"],
      ["Support", "/admin/dashboard?section=support"],
      ["Reconciliation", "/admin/dashboard?section=reconciliation"],
      ["Jobs", "/admin/dashboard?section=jobs"],
      ["Administrators", "/admin/dashboard?section=admins"],
      ["Awaiting Second Approval", "/admin/dashboard?section=approvals"],
      ["System", "/admin/dashboard?section=system"],
      ["Proof of Reserves", "/admin/dashboard?section=reserves"],
      ["Referrals", "/admin/dashboard?section=referrals"],
      ["Account security", "/admin/dashboard?section=account-security"],
    ]);
    expect(items[0]).toHaveAttribute("aria-current", "page");
    // The administrator's own bell, and no price ticker on the admin side.
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
    expect(screen.queryByText("Simulated prices")).not.toBeInTheDocument();
  });

  test("the bell lists the administrator's alert notices with the unread count and marks one read", async () => {
    let read = false;
    const notice = () => ({
      id: 7,
      title: "Alert: Dead job in the queue",
      content: "Dead job in the queue since 10:00 UTC. Figure: 1",
      createdAt: "2026-03-02T10:00:00.000Z",
      read,
    });
    const api = mockApi({
      "GET /api/user": ok({ user: admin }),
      "GET /api/notifications": () => ok([notice()]),
      "POST /api/notifications/7/read": () => {
        read = true;
        return ok({ message: "Notification marked as read", id: 7, read: true });
      },
    });
    const user = userEvent.setup();
    renderWithClient(<AdminShell />);
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    const panel = screen.getByRole("dialog", { name: "Notifications" });
    expect(within(panel).getByRole("listitem")).toHaveTextContent("Alert: Dead job in the queue");
    await user.click(
      within(panel).getByRole("button", { name: "Mark as read: Alert: Dead job in the queue" }),
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Notifications" })).toBeInTheDocument());
    expect(api.sent("POST /api/notifications/7/read")).toHaveLength(1);
  });

  test("the section lives in the URL: choosing one pushes ?section=, Back returns, a link opens one", async () => {
    mockApi({ "GET /api/user": ok({ user: { ...admin, name: "Ada Admin" } }) });
    const user = userEvent.setup();
    renderWithClient(<AdminShell />);
    expect(await screen.findByTestId("sidebar-user-name")).toHaveTextContent("Ada Admin");
    await user.click(navLink("Manage Plans"));
    expect(window.location.search).toBe("?section=plans");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Manage Plans");
    expect(navLink("Manage Plans")).toHaveAttribute("aria-current", "page");

    act(() => window.history.back());
    await waitFor(() => expect(navLink("Dashboard")).toHaveAttribute("aria-current", "page"));
  });

  test("Send Mail is reachable by its address although the sidebar does not list it; unknown slugs fall back", async () => {
    mockApi({ "GET /api/user": ok({ user: admin }) });
    goTo("/admin/dashboard?section=send-mail");
    const { unmount } = renderWithClient(<AdminShell />);
    expect(await screen.findByRole("heading", { level: 1, name: "Send Mail" })).toBeInTheDocument();
    unmount();
    goTo("/admin/dashboard?section=bogus");
    renderWithClient(<AdminShell />);
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
  });

  test("sign-out calls the API and goes to /admin/login", async () => {
    const api = mockApi({ "GET /api/user": ok({ user: admin }), "POST /api/auth/signout": ok({}) });
    const user = userEvent.setup();
    renderWithClient(<AdminShell />);
    await screen.findByText("Administrator");
    await user.click(screen.getAllByRole("button", { name: "Sign out" })[0]);
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith("/admin/login"));
    expect(api.sent("POST /api/auth/signout")).toHaveLength(1);
  });

  test.each<[string, Reply]>([
    ["no session (401)", fail(401, "Authentication required")],
    ["an investor's session", ok({ user: { ...admin, role: "INVESTOR", name: "Jane" } })],
  ])("%s goes to /admin/login without showing the back office", async (_case, reply) => {
    mockApi({ "GET /api/user": reply });
    renderWithClient(<AdminShell />);
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith("/admin/login"));
    expect(screen.queryByText("Administrator")).not.toBeInTheDocument();
  });
});

describe("admin dashboard shell: a session that ends while it is open", () => {
  test("a section's query answered 401 goes to /admin/login", async () => {
    goTo("/admin/dashboard?section=users");
    mockApi({
      "GET /api/user": ok({ user: admin }),
      "GET /api/users": fail(401, "Authentication required"),
      "GET /api/users/summary": fail(401, "Authentication required"),
    });
    renderWithClient(<AdminShell />);
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith("/admin/login"));
    expect(await screen.findByText("Your session has ended. Please sign in again.")).toBeInTheDocument();
  });
});

describe("admin dashboard shell: the administrator's language", () => {
  const prefs = { currency: "EUR", language: "en", autoRefresh: false };

  test("choosing a language saves it with the other preferences unchanged and re-renders in place", async () => {
    router.refresh.mockClear();
    const api = mockApi({
      "GET /api/user": ok({ user: admin }),
      "GET /api/users/preferences": ok({ preferences: prefs }),
      "PUT /api/users/preferences": (body) => ok({ message: "Preferences saved!", preferences: body }),
    });
    const user = userEvent.setup();
    renderWithClient(<AdminShell />);
    const select = await screen.findByRole("combobox", { name: "Language" });
    await user.selectOptions(select, "de");
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(api.sent("PUT /api/users/preferences")[0].body).toEqual({ ...prefs, language: "de" });
  });

  test("a failed save says so and keeps the current language", async () => {
    mockApi({
      "GET /api/user": ok({ user: admin }),
      "GET /api/users/preferences": ok({ preferences: prefs }),
      "PUT /api/users/preferences": fail(500, "Server error"),
    });
    const user = userEvent.setup();
    renderWithClient(<AdminShell />);
    const select = await screen.findByRole("combobox", { name: "Language" });
    await user.selectOptions(select, "ja");
    expect(await screen.findByText("Server error")).toBeInTheDocument();
    expect(select).toHaveValue("en");
  });
});
