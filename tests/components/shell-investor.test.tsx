/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { InvestorShell } from "@/components/investor/shell/investor-shell";

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
const jane = {
  id: 7,
  name: "Jane Doe",
  email: "jane@example.com",
  role: "INVESTOR",
  isVerified: true,
  mainBalance: 0,
};

beforeEach(() => {
  fetchMock.mockReset();
  mockReplacePage.mockReset();
  mockRouterReplace.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  localStorage.clear();
});

function renderShell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <InvestorShell />
      <Toaster />
    </QueryClientProvider>,
  );
}

const sidebar = () => screen.getAllByRole("navigation", { name: "Dashboard sections" })[0];

describe("investor dashboard shell (spec 1 §2 Investor dashboard, §4 sign-out)", () => {
  test("shows a spinner, then the user's name, 'Investor', the sections and the Overview greeting", async () => {
    fetchMock.mockResolvedValue(jsonReply(200, { user: jane }));
    renderShell();
    expect(screen.getByRole("status")).toHaveTextContent(/loading/i);

    expect(await screen.findByRole("heading", { name: "Welcome back, Jane Doe" })).toBeInTheDocument();
    expect(screen.getByText("Here's a summary of your account.")).toBeInTheDocument();
    expect(screen.getByTestId("sidebar-user-name")).toHaveTextContent("Jane Doe");
    expect(screen.getByText("Investor")).toBeInTheDocument();
    expect(
      within(sidebar())
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([
      "Overview",
      "Invest",
      "Investments",
      "Deposits",
      "Deposit History",
      "Withdrawals",
      "Withdrawal History",
      "Settings",
      "Support",
      "Profile",
      "Analytics",
    ]);
    expect(screen.getByRole("button", { name: "Notifications" })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe("/api/user");
  });

  test("choosing a section switches the active panel", async () => {
    fetchMock.mockResolvedValue(jsonReply(200, { user: jane }));
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole("heading", { name: "Welcome back, Jane Doe" });

    await user.click(within(sidebar()).getByRole("button", { name: "Withdrawal History" }));
    expect(within(sidebar()).getByRole("button", { name: "Withdrawal History" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Withdrawal History");
    expect(screen.getByText("This section is coming in a later release.")).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();

    await user.click(within(sidebar()).getByRole("button", { name: "Overview" }));
    await user.click(screen.getByRole("button", { name: /Deposit Now/ }));
    expect(within(sidebar()).getByRole("button", { name: "Deposits" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("sign-out ends the session, clears userId/userEmail, sets isLoggedIn 'no' and goes to /login", async () => {
    localStorage.setItem("userId", "7");
    localStorage.setItem("userEmail", "jane@example.com");
    localStorage.setItem("isLoggedIn", "yes");
    fetchMock.mockImplementation(async (url: string) =>
      url === "/api/auth/signout"
        ? jsonReply(200, { message: "Signed out" })
        : jsonReply(200, { user: jane }),
    );
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole("heading", { name: "Welcome back, Jane Doe" });

    await user.click(screen.getAllByRole("button", { name: "Sign out" })[0]);
    await waitFor(() => expect(mockReplacePage).toHaveBeenCalledWith("/login"));
    // A full page load, not the client router: its cache may still hold /login -> /dashboard.
    expect(mockRouterReplace).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/auth/signout",
      expect.objectContaining({ method: "POST", credentials: "include" }),
    );
    expect(localStorage.getItem("userId")).toBeNull();
    expect(localStorage.getItem("userEmail")).toBeNull();
    expect(localStorage.getItem("isLoggedIn")).toBe("no");
  });

  test("the phone drawer hands focus back to the menu button when it closes", async () => {
    fetchMock.mockResolvedValue(jsonReply(200, { user: jane }));
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole("heading", { name: "Welcome back, Jane Doe" });

    const menu = screen.getByRole("button", { name: "Open menu" });
    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    const drawer = await screen.findByRole("dialog", { name: "Navigation" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    expect(menu).toHaveFocus();

    await user.click(menu);
    const again = await screen.findByRole("dialog", { name: "Navigation" });
    await user.click(within(again).getByRole("button", { name: "Invest" }));
    await waitFor(() => expect(again).not.toBeInTheDocument());
    expect(menu).toHaveFocus();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Invest");
  });

  test("a failed sign-out keeps the session and the local flags, says so, and lets the user retry", async () => {
    localStorage.setItem("userId", "7");
    localStorage.setItem("userEmail", "jane@example.com");
    localStorage.setItem("isLoggedIn", "yes");
    let signoutReplies = [jsonReply(500, { message: "boom" }), jsonReply(200, { message: "Signed out" })];
    fetchMock.mockImplementation(async (url: string) => {
      if (url !== "/api/auth/signout") return jsonReply(200, { user: jane });
      const [next, ...rest] = signoutReplies;
      signoutReplies = rest;
      return next;
    });
    const user = userEvent.setup();
    renderShell();
    await screen.findByRole("heading", { name: "Welcome back, Jane Doe" });

    await user.click(screen.getAllByRole("button", { name: "Sign out" })[0]);
    expect(await screen.findByText("Couldn't sign you out. Please try again.")).toBeInTheDocument();
    expect(mockReplacePage).not.toHaveBeenCalled();
    expect(localStorage.getItem("userId")).toBe("7");
    expect(localStorage.getItem("isLoggedIn")).toBe("yes");
    expect(screen.getByRole("heading", { name: "Welcome back, Jane Doe" })).toBeInTheDocument();

    const retry = screen.getAllByRole("button", { name: "Sign out" })[0];
    expect(retry).toBeEnabled();
    await user.click(retry);
    await waitFor(() => expect(mockReplacePage).toHaveBeenCalledWith("/login"));
    expect(localStorage.getItem("isLoggedIn")).toBe("no");
  });

  test("a 401 from /api/user sends the visitor to /login", async () => {
    localStorage.setItem("isLoggedIn", "yes");
    fetchMock.mockResolvedValue(jsonReply(401, { message: "Authentication required" }));
    renderShell();
    await waitFor(() => expect(mockReplacePage).toHaveBeenCalledWith("/login"));
    expect(localStorage.getItem("isLoggedIn")).toBe("no");
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  test("a server failure offers a retry instead of a blank page", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonReply(500, { message: "boom" }))
      .mockResolvedValue(jsonReply(200, { user: jane }));
    const user = userEvent.setup();
    renderShell();
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Welcome back, Jane Doe" })).toBeInTheDocument();
    expect(mockReplacePage).not.toHaveBeenCalled();
  });
});
