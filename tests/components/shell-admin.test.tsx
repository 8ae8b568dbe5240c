/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminShell } from "@/components/admin/shell/admin-shell";

const mockReplacePage = jest.fn();
// Session boundaries leave with a full page load (lib/replace-page.ts), which jsdom cannot perform.
jest.mock("@/lib/replace-page", () => ({ replacePage: (path: string) => mockReplacePage(path) }));
const mockRouterReplace = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({
    push: jest.fn(),
    replace: mockRouterReplace,
    prefetch: jest.fn(),
    back: jest.fn(),
    refresh: jest.fn(),
  }),
}));

const fetchMock = jest.fn();
const jsonReply = (status: number, body: unknown) => ({
  ok: status < 300,
  status,
  text: async () => JSON.stringify(body),
});
const admin = { id: 1, name: "", email: "admin@apex.local", role: "ADMIN", isVerified: true };

beforeEach(() => {
  fetchMock.mockReset();
  mockReplacePage.mockReset();
  mockRouterReplace.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderShell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AdminShell />
    </QueryClientProvider>,
  );
}

const sidebar = () => screen.getAllByRole("navigation", { name: "Dashboard sections" })[0];

describe("admin dashboard shell (spec 2 §2.3, §4 sign-out)", () => {
  test("shows 'Admin' when the name is empty, 'Administrator', and every listed section with Dashboard active", async () => {
    fetchMock.mockResolvedValue(jsonReply(200, { user: admin }));
    renderShell();
    expect(await screen.findByTestId("sidebar-user-name")).toHaveTextContent("Admin");
    expect(screen.getByText("Administrator")).toBeInTheDocument();
    const items = within(sidebar()).getAllByRole("button");
    expect(items.map((b) => b.textContent)).toEqual([
      "Dashboard",
      "Manage Investments",
      "Manage Transactions",
      "Withdrawal Requests",
      "Users Management",
      "Admin Audit Trail",
      "Manage Plans",
      "Notifications",
    ]);
    expect(items[0]).toHaveAttribute("aria-current", "page");
    // The investor top bar's bell is not part of the admin side: the only 'Notifications' is the section.
    expect(screen.getAllByRole("button", { name: "Notifications" })).toEqual([items[7]]);
  });

  test("choosing a section switches the active section", async () => {
    fetchMock.mockResolvedValue(jsonReply(200, { user: { ...admin, name: "Ada Admin" } }));
    const user = userEvent.setup();
    renderShell();
    expect(await screen.findByTestId("sidebar-user-name")).toHaveTextContent("Ada Admin");
    await user.click(within(sidebar()).getByRole("button", { name: "Manage Plans" }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Manage Plans");
    expect(within(sidebar()).getByRole("button", { name: "Manage Plans" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("sign-out calls the API and goes to /admin/login", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === "/api/auth/signout" ? jsonReply(200, {}) : jsonReply(200, { user: admin }),
    );
    const user = userEvent.setup();
    renderShell();
    await screen.findByText("Administrator");
    await user.click(screen.getAllByRole("button", { name: "Sign out" })[0]);
    await waitFor(() => expect(mockReplacePage).toHaveBeenCalledWith("/admin/login"));
    expect(mockRouterReplace).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/signout", expect.objectContaining({ method: "POST" }));
  });

  test.each([
    ["no session (401)", jsonReply(401, { message: "Authentication required" })],
    ["an investor's session", jsonReply(200, { user: { ...admin, role: "INVESTOR", name: "Jane" } })],
  ])("%s goes to /admin/login without showing the back office", async (_case, response) => {
    fetchMock.mockResolvedValue(response);
    renderShell();
    await waitFor(() => expect(mockReplacePage).toHaveBeenCalledWith("/admin/login"));
    expect(screen.queryByText("Administrator")).not.toBeInTheDocument();
  });
});
