/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorShell } from "@/components/investor/shell/investor-shell";
import { goTo, replacePage } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);
jest.mock("@/lib/replace-page", () => require("../helpers/navigation").replacePageMock);

const jane = {
  id: 7,
  name: "Jane Doe",
  email: "jane@example.com",
  role: "INVESTOR",
  isVerified: true,
  mainBalance: 0,
};

beforeEach(() => {
  replacePage.mockReset();
  localStorage.clear();
  goTo("/dashboard");
});

const sidebar = () => screen.getAllByRole("navigation", { name: "Dashboard sections" })[0];
const navLink = (name: string) => within(sidebar()).getByRole("link", { name });
const greeting = () => screen.findByRole("heading", { name: "Welcome back, Jane Doe" });

describe("investor dashboard shell (Investor dashboard, sign-out)", () => {
  test("shows a skeleton, then the user's name, 'Investor', the sections and the Overview greeting", async () => {
    const api = mockApi({ "GET /api/user": ok({ user: jane }) });
    renderWithClient(<InvestorShell />);
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();

    expect(await greeting()).toBeInTheDocument();
    expect(screen.getByText("Here's a summary of your account.")).toBeInTheDocument();
    expect(screen.getByTestId("sidebar-user-name")).toHaveTextContent("Jane Doe");
    expect(screen.getByText("Investor")).toBeInTheDocument();
    expect(
      within(sidebar())
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Overview", "/dashboard?panel=overview"],
      ["Invest", "/dashboard?panel=invest"],
      ["Investments", "/dashboard?panel=investments"],
      ["Deposits", "/dashboard?panel=deposits"],
      ["Deposit History", "/dashboard?panel=deposit-history"],
      ["Withdrawals", "/dashboard?panel=withdrawals"],
      ["Withdrawal History", "/dashboard?panel=withdrawal-history"],
      ["Settings", "/dashboard?panel=settings"],
      // Listed even once the caution banner (the other way there) is gone: a verified or rejected investor.
      ["Account Settings", "/dashboard?panel=account-settings"],
      ["Identity Verification", "/dashboard?panel=kyc"],
      ["Support", "/dashboard?panel=support"],
      ["Profile", "/dashboard?panel=profile"],
      ["Analytics", "/dashboard?panel=analytics"],
      ["Proof of Reserves", "/dashboard?panel=proof-of-reserves"],
      ["Referrals", "/dashboard?panel=referrals"],
    ]);
    expect(navLink("Overview")).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Notifications" })).toBeInTheDocument();
    expect(api.calls[0]?.path).toBe("/api/user");
  });

  test("the active panel lives in the URL: choosing one pushes ?panel=, Back returns, focus goes to its title", async () => {
    mockApi({ "GET /api/user": ok({ user: jane }) });
    const user = userEvent.setup();
    renderWithClient(<InvestorShell />);
    await greeting();

    await user.click(navLink("Withdrawal History"));
    expect(window.location.search).toBe("?panel=withdrawal-history");
    expect(navLink("Withdrawal History")).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Withdrawal History");
    expect(screen.getByRole("heading", { level: 1 })).toHaveFocus();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();

    await user.click(navLink("Overview"));
    await user.click(await screen.findByRole("button", { name: /Deposit Now/ }));
    expect(window.location.search).toBe("?panel=deposits");
    expect(navLink("Deposits")).toHaveAttribute("aria-current", "page");

    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe("?panel=overview"));
    expect(await greeting()).toBeInTheDocument();
  });

  test("a link opens its panel, and an unknown slug falls back to Overview", async () => {
    mockApi({ "GET /api/user": ok({ user: jane }) });
    goTo("/dashboard?panel=withdrawal-history");
    const { unmount } = renderWithClient(<InvestorShell />);
    await waitFor(() => expect(navLink("Withdrawal History")).toHaveAttribute("aria-current", "page"));
    unmount();

    goTo("/dashboard?panel=nonsense");
    renderWithClient(<InvestorShell />);
    expect(await greeting()).toBeInTheDocument();
    expect(navLink("Overview")).toHaveAttribute("aria-current", "page");
  });

  test("moving to another panel drops the previous panel's table state", async () => {
    mockApi({ "GET /api/user": ok({ user: jane }) });
    goTo("/dashboard?panel=deposit-history&page=3&q=btc");
    const user = userEvent.setup();
    renderWithClient(<InvestorShell />);
    await screen.findByRole("heading", { level: 1, name: "Deposit History" });
    await user.click(navLink("Invest"));
    expect(window.location.search).toBe("?panel=invest");
  });

  test("sign-out ends the session, clears userId/userEmail, sets isLoggedIn 'no' and goes to /login", async () => {
    localStorage.setItem("userId", "7");
    localStorage.setItem("userEmail", "jane@example.com");
    localStorage.setItem("isLoggedIn", "yes");
    const api = mockApi({
      "GET /api/user": ok({ user: jane }),
      "POST /api/auth/signout": ok({ message: "Signed out" }),
    });
    const user = userEvent.setup();
    renderWithClient(<InvestorShell />);
    await greeting();

    await user.click(screen.getAllByRole("button", { name: "Sign out" })[0]);
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith("/login"));
    expect(api.sent("POST /api/auth/signout")).toHaveLength(1);
    expect(localStorage.getItem("userId")).toBeNull();
    expect(localStorage.getItem("userEmail")).toBeNull();
    expect(localStorage.getItem("isLoggedIn")).toBe("no");
  });

  test("the phone drawer hands focus back to the menu button when it closes", async () => {
    mockApi({ "GET /api/user": ok({ user: jane }) });
    const user = userEvent.setup();
    renderWithClient(<InvestorShell />);
    await greeting();

    const menu = screen.getByRole("button", { name: "Open menu" });
    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    const drawer = await screen.findByRole("dialog", { name: "Navigation" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    expect(menu).toHaveFocus();

    await user.click(menu);
    const again = await screen.findByRole("dialog", { name: "Navigation" });
    await user.click(within(again).getByRole("link", { name: "Invest" }));
    await waitFor(() => expect(again).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Invest");
  });

  test("a failed sign-out keeps the session and the local flags, says so, and lets the user retry", async () => {
    localStorage.setItem("userId", "7");
    localStorage.setItem("isLoggedIn", "yes");
    let signouts = 0;
    mockApi({
      "GET /api/user": ok({ user: jane }),
      "POST /api/auth/signout": () => (++signouts === 1 ? fail(500, "boom") : ok({ message: "Signed out" })),
    });
    const user = userEvent.setup();
    renderWithClient(<InvestorShell />);
    await greeting();

    await user.click(screen.getAllByRole("button", { name: "Sign out" })[0]);
    expect(await screen.findByText("Couldn't sign you out. Please try again.")).toBeInTheDocument();
    expect(replacePage).not.toHaveBeenCalled();
    expect(localStorage.getItem("userId")).toBe("7");
    expect(localStorage.getItem("isLoggedIn")).toBe("yes");

    const retry = screen.getAllByRole("button", { name: "Sign out" })[0];
    expect(retry).toBeEnabled();
    await user.click(retry);
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith("/login"));
    expect(localStorage.getItem("isLoggedIn")).toBe("no");
  });

  test("a 401 from /api/user sends the visitor to /login", async () => {
    localStorage.setItem("isLoggedIn", "yes");
    mockApi({ "GET /api/user": fail(401, "Authentication required") });
    renderWithClient(<InvestorShell />);
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith("/login"));
    expect(localStorage.getItem("isLoggedIn")).toBe("no");
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  test("a server failure offers a retry instead of a blank page", async () => {
    let calls = 0;
    mockApi({ "GET /api/user": () => (++calls === 1 ? fail(500, "boom") : ok({ user: jane })) });
    const user = userEvent.setup();
    renderWithClient(<InvestorShell />);
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await greeting()).toBeInTheDocument();
    expect(replacePage).not.toHaveBeenCalled();
  });
});

describe("investor dashboard shell: a session that ends while it is open", () => {
  const ENDED = "Your session has ended. Please sign in again.";

  test("any panel query answered 401 goes to /login with one message, however many were refused", async () => {
    localStorage.setItem("isLoggedIn", "yes");
    goTo("/dashboard?panel=withdrawal-history");
    mockApi({
      "GET /api/user": ok({ user: jane }),
      "GET /api/withdrawals": fail(401, "Authentication required"),
      "GET /api/notifications": fail(401, "Authentication required"),
    });
    renderWithClient(<InvestorShell />);
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith("/login"));
    expect(await screen.findByText(ENDED)).toBeInTheDocument();
    expect(screen.getAllByText(ENDED)).toHaveLength(1);
    expect(localStorage.getItem("isLoggedIn")).toBe("no");
  });

  test("a mutation answered 401 (a setting saved after the session was revoked) goes to /login too", async () => {
    goTo("/dashboard?panel=settings&tab=security");
    mockApi({
      "GET /api/user": ok({ user: jane }),
      "GET /api/users/security": ok({ loginNotifications: false, sessionTimeout: 30 }),
      "PUT /api/users/security": fail(401, "Authentication required"),
    });
    const user = userEvent.setup();
    renderWithClient(<InvestorShell />);
    await user.click(await screen.findByRole("switch", { name: "Login Notifications" }));
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith("/login"));
    expect(await screen.findByText(ENDED)).toBeInTheDocument();
  });

  test("other failures stay in their panel", async () => {
    goTo("/dashboard?panel=withdrawal-history");
    mockApi({
      "GET /api/user": ok({ user: jane }),
      "GET /api/withdrawals": fail(500, "Something went wrong on our side. Please try again."),
    });
    renderWithClient(<InvestorShell />);
    expect(await screen.findByText("Failed to fetch withdrawal history")).toBeInTheDocument();
    expect(replacePage).not.toHaveBeenCalled();
  });
});
