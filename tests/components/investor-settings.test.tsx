/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InvestorDashboardProvider } from "@/components/investor/investor-dashboard-context";
import { SettingsPanel } from "@/components/investor/panels/settings/settings-panel";
import type { SessionUser } from "@/lib/hooks/use-session";
import { goTo, replacePage } from "../helpers/navigation";
import "../helpers/radix-jsdom";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);
jest.mock("@/lib/replace-page", () => require("../helpers/navigation").replacePageMock);

const jane: SessionUser = {
  id: 7,
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "+12015550123",
  role: "INVESTOR",
  isVerified: true,
  emailVerified: true,
  createdAt: "2025-01-15T10:00:00.000Z",
};

type Handler = Reply | { pending: true } | ((body: unknown) => Reply | Promise<Reply>);
const ROUTES = {
  user: "GET /api/user",
  profile: "PUT /api/users/profile",
  password: "POST /api/auth/change-password",
  pinStatus: "GET /api/auth/user/withdrawal-pin-status",
  setPin: "POST /api/auth/user/set-withdrawal-pin",
  changePin: "POST /api/auth/user/change-withdrawal-pin",
  getNotifications: "GET /api/users/notifications",
  putNotifications: "PUT /api/users/notifications",
  getPreferences: "GET /api/users/preferences",
  putPreferences: "PUT /api/users/preferences",
  twoFactorStatus: "GET /api/auth/2fa/status",
  getSecurity: "GET /api/users/security",
  putSecurity: "PUT /api/users/security",
  sessions: "GET /api/auth/sessions",
} as const;

const SAVED_NOTIFICATIONS = {
  investmentUpdates: true,
  transactionAlerts: false,
  weeklyReports: false,
  systemUpdates: true,
  emailFrequency: "weekly",
};
const SAVED_PREFERENCES = { currency: "USD", language: "en", autoRefresh: true };

function renderSettings(tab: string | null, routes: Partial<Record<keyof typeof ROUTES, Handler>> = {}) {
  goTo(`/dashboard?panel=settings${tab ? `&tab=${tab}` : ""}`);
  const defaults: Record<keyof typeof ROUTES, Handler> = {
    user: ok({ user: jane }),
    profile: (body) =>
      ok({ message: "Profile updated successfully!", user: { ...jane, ...(body as object) } }),
    password: ok({ message: "Password changed successfully!", token: "t" }),
    pinStatus: ok({ hasPin: false }),
    setPin: ok({ message: "Withdrawal pin set successfully" }),
    changePin: ok({ message: "Withdrawal pin changed successfully" }),
    getNotifications: ok({ notificationPrefs: SAVED_NOTIFICATIONS }),
    putNotifications: (body) => ok({ message: "Notification preferences saved!", notificationPrefs: body }),
    getPreferences: ok({ preferences: SAVED_PREFERENCES }),
    putPreferences: (body) => ok({ message: "Preferences saved!", preferences: body }),
    twoFactorStatus: ok({ enabled: false }),
    getSecurity: ok({ loginNotifications: false, sessionTimeout: 30 }),
    putSecurity: (body) => ok({ loginNotifications: false, sessionTimeout: 30, ...(body as object) }),
    sessions: ok({ sessions: [] }),
  };
  const all = { ...defaults, ...routes };
  const api = mockApi(
    Object.fromEntries(Object.entries(ROUTES).map(([k, key]) => [key, all[k as keyof typeof ROUTES]])),
  );
  const navigate = jest.fn();
  const view = renderWithClient(
    <InvestorDashboardProvider value={{ user: jane, navigate }}>
      <SettingsPanel />
    </InvestorDashboardProvider>,
  );
  return { api, navigate, view };
}

const setupUser = () => userEvent.setup();
const input = (label: string) => screen.getByLabelText(label, { selector: "input" });
const button = (name: string | RegExp) => screen.getByRole("button", { name });
const banner = (kind: "alert" | "status", text: string) =>
  screen.findByText(text, { selector: `[role=${kind}] *` });

beforeEach(() => {
  replacePage.mockReset();
});

describe("Settings: tabs and URL", () => {
  test("seven tabs, Profile open by default", async () => {
    renderSettings(null);
    const tabs = within(screen.getByRole("tablist", { name: "Settings sections" })).getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual([
      "Profile",
      "Security",
      "PIN",
      "Withdrawal addresses",
      "Notifications",
      "Preferences",
      "Billing",
    ]);
    expect(screen.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
  });

  test("the open tab is &tab= in the URL, written in place (no new history entry)", async () => {
    const user = setupUser();
    renderSettings(null);
    const entries = window.history.length;
    await user.click(screen.getByRole("tab", { name: "Security" }));
    expect(window.location.search).toBe("?panel=settings&tab=security");
    expect(window.history.length).toBe(entries);
    expect(screen.getByRole("tab", { name: "Security" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("heading", { name: "Change Password" })).toBeInTheDocument();
  });

  test("a link with &tab=billing opens Billing; an unknown tab reads as Profile", async () => {
    renderSettings("billing");
    expect(screen.getByRole("tab", { name: "Billing" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { name: "Current Plan" })).toBeInTheDocument();
    act(() => goTo("/dashboard?panel=settings&tab=nope"));
    expect(screen.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
  });

  test("Account Settings is reachable from Settings", async () => {
    const user = setupUser();
    const { navigate } = renderSettings(null);
    const link = screen.getByRole("link", { name: "Open Account Settings" });
    expect(link).toHaveAttribute("href", "/dashboard?panel=account-settings");
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith("account-settings");
  });
});

describe("Settings > Profile", () => {
  test("a skeleton while the profile loads", () => {
    renderSettings("profile", { user: { pending: true } });
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save Changes" })).not.toBeInTheDocument();
  });

  test("a failed load says so and retries", async () => {
    let calls = 0;
    const user = setupUser();
    renderSettings("profile", {
      user: () => (++calls === 1 ? fail(500, "Profile service unavailable") : ok({ user: jane })),
    });
    expect(await screen.findByText("Profile service unavailable")).toBeInTheDocument();
    await user.click(button("Try again"));
    expect(await screen.findByDisplayValue("Jane")).toBeInTheDocument();
  });

  test("shows the saved name split in two, the e-mail and the formatted phone", async () => {
    renderSettings("profile");
    expect(await screen.findByLabelText("First Name")).toHaveValue("Jane");
    expect(input("Last Name")).toHaveValue("Doe");
    expect(input("Email")).toHaveValue("jane@example.com");
    expect(input("Phone")).toHaveValue("(201) 555-0123");
    expect(screen.queryByLabelText("Current Password")).not.toBeInTheDocument();
  });

  test("Save Changes sends name = first + last, shows the server's message and refreshes the session user", async () => {
    const user = setupUser();
    const { api } = renderSettings("profile");
    await user.clear(await screen.findByLabelText("Last Name"));
    await user.type(input("Last Name"), "van Smith");
    await user.click(button("Save Changes"));
    expect(await banner("status", "Profile updated successfully!")).toBeInTheDocument();
    expect(api.sent(ROUTES.profile)[0].body).toEqual({
      name: "Jane van Smith",
      email: "jane@example.com",
      phone: "+12015550123",
    });
    await waitFor(() => expect(api.sent(ROUTES.user)).toHaveLength(2));
  });

  test("busy while saving: the button says so and cannot send twice", async () => {
    const user = setupUser();
    const { api } = renderSettings("profile", { profile: { pending: true } });
    await screen.findByLabelText("First Name");
    await user.click(button("Save Changes"));
    const busy = await screen.findByRole("button", { name: "Saving..." });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(api.sent(ROUTES.profile)).toHaveLength(1);
  });

  test("changing the e-mail asks for the current password before any call", async () => {
    const user = setupUser();
    const { api } = renderSettings("profile");
    await user.clear(await screen.findByLabelText("Email"));
    await user.type(input("Email"), "jane.new@example.com");
    expect(input("Current Password")).toBeInTheDocument();
    await user.click(button("Save Changes"));
    expect(
      await screen.findByText("Enter your current password to change your email address"),
    ).toBeInTheDocument();
    expect(input("Current Password")).toHaveAttribute("aria-invalid", "true");
    expect(api.sent(ROUTES.profile)).toHaveLength(0);

    await user.type(input("Current Password"), "correct horse");
    await user.click(button("Save Changes"));
    await waitFor(() => expect(api.sent(ROUTES.profile)).toHaveLength(1));
    expect(api.sent(ROUTES.profile)[0].body).toEqual({
      name: "Jane Doe",
      email: "jane.new@example.com",
      phone: "+12015550123",
      currentPassword: "correct horse",
    });
  });

  test("a wrong password comes back on its field with the server's message", async () => {
    const user = setupUser();
    const wrong = "Enter your current password to change your email address";
    renderSettings("profile", {
      profile: fail(400, wrong, { errors: [{ path: "currentPassword", message: wrong }] }),
    });
    await user.clear(await screen.findByLabelText("Email"));
    await user.type(input("Email"), "jane.new@example.com");
    await user.type(input("Current Password"), "guess");
    await user.click(button("Save Changes"));
    expect(await banner("alert", wrong)).toBeInTheDocument();
    expect(input("Current Password")).toHaveAttribute("aria-invalid", "true");
  });

  test("a new address left unconfirmed: saved, in the reader's language, and where to enter its code", async () => {
    const user = setupUser();
    const said = "Profile updated. Enter the code we sent to jane.new@example.com.";
    renderSettings("profile", {
      profile: (body) => ok({ message: said, user: { ...jane, ...(body as object), emailVerified: false } }),
    });
    await user.clear(await screen.findByLabelText("Email"));
    await user.type(input("Email"), "jane.new@example.com");
    await user.type(input("Current Password"), "correct horse");
    await user.click(button("Save Changes"));
    expect(await banner("status", "Profile updated successfully!")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Enter the code" })).toHaveAttribute(
      "href",
      "/verify-email?email=jane.new%40example.com",
    );
    // Saved: the address is now the account's own, so no password is asked for any more.
    expect(screen.queryByLabelText("Current Password")).not.toBeInTheDocument();
  });

  test("server field errors land on their fields; no server message gives 'Failed to update profile'", async () => {
    const user = setupUser();
    renderSettings("profile", {
      profile: {
        status: 400,
        body: { errors: [{ path: "name", message: "Name must be at most 100 characters" }] },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Save Changes" }));
    expect(await banner("alert", "Failed to update profile")).toBeInTheDocument();
    expect(screen.getByText("Name must be at most 100 characters")).toBeInTheDocument();
    expect(input("First Name")).toHaveAttribute("aria-invalid", "true");
  });

  test("local rules: a first name is required", async () => {
    const user = setupUser();
    const { api } = renderSettings("profile");
    await user.clear(await screen.findByLabelText("First Name"));
    await user.click(button("Save Changes"));
    expect(await screen.findByText("First name is required")).toBeInTheDocument();
    expect(api.sent(ROUTES.profile)).toHaveLength(0);
  });
});

describe("Settings > Security", () => {
  async function fillPasswords(
    user: ReturnType<typeof setupUser>,
    current: string,
    next: string,
    confirm: string,
  ) {
    await user.type(await screen.findByLabelText("Current Password"), current);
    await user.type(input("New Password"), next);
    await user.type(input("Confirm New Password"), confirm);
    await user.click(button("Change Password"));
  }

  test("'New passwords do not match' and a minimum of 8, before any call", async () => {
    const user = setupUser();
    const { api } = renderSettings("security");
    await fillPasswords(user, "old-password", "new-password-1", "new-password-2");
    expect(await screen.findByText("New passwords do not match")).toBeInTheDocument();
    await user.clear(input("New Password"));
    await user.type(input("New Password"), "short");
    await user.click(button("Change Password"));
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(api.sent(ROUTES.password)).toHaveLength(0);
  });

  test("sends {currentPassword, newPassword}, says 'Password changed successfully!' and clears the form", async () => {
    const user = setupUser();
    const { api } = renderSettings("security");
    expect(
      screen.getByText(/signs you out on every other device; you stay signed in here/),
    ).toBeInTheDocument();
    await fillPasswords(user, "old-password", "new-password-1", "new-password-1");
    expect(await banner("status", "Password changed successfully!")).toBeInTheDocument();
    expect(api.sent(ROUTES.password)[0].body).toEqual({
      currentPassword: "old-password",
      newPassword: "new-password-1",
    });
    expect(input("Current Password")).toHaveValue("");
    expect(replacePage).not.toHaveBeenCalled();
  });

  test("a wrong current password: the server's message on the field and in the banner", async () => {
    const user = setupUser();
    const wrong = "Current password is incorrect";
    renderSettings("security", {
      password: fail(400, wrong, { errors: [{ path: "currentPassword", message: wrong }] }),
    });
    await fillPasswords(user, "bad-password", "new-password-1", "new-password-1");
    expect(await banner("alert", wrong)).toBeInTheDocument();
    expect(input("Current Password")).toHaveAttribute("aria-invalid", "true");
  });

  test("no server message: 'Failed to change password'", async () => {
    const user = setupUser();
    renderSettings("security", { password: { status: 500, body: {} } });
    await fillPasswords(user, "old-password", "new-password-1", "new-password-1");
    expect(await banner("alert", "Failed to change password")).toBeInTheDocument();
  });

  test("a session that had already ended goes to /login with a clear message", async () => {
    const user = setupUser();
    renderSettings("security", { password: fail(401, "Not authenticated") });
    await fillPasswords(user, "old-password", "new-password-1", "new-password-1");
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith("/login"));
    expect(await screen.findByText("Your session has ended. Please sign in again.")).toBeInTheDocument();
    expect(localStorage.getItem("isLoggedIn")).toBe("no");
  });

  test("two-factor, login notifications and session timeout show what the server has saved", async () => {
    renderSettings("security", { getSecurity: ok({ loginNotifications: true, sessionTimeout: 240 }) });
    const twoFactor = await screen.findByRole("switch", { name: "Two-Factor Authentication" });
    const alerts = await screen.findByRole("switch", { name: "Login Notifications" });
    const timeout = screen.getByRole("combobox", { name: "Session Timeout" });
    for (const control of [twoFactor, alerts, timeout]) {
      expect(control).toBeEnabled();
      expect(control).not.toHaveAccessibleDescription(expect.stringContaining("Coming soon"));
    }
    expect(twoFactor).toHaveAttribute("aria-checked", "false");
    expect(alerts).toHaveAttribute("aria-checked", "true");
    expect(timeout).toHaveTextContent("4 hours");
  });
});

describe("Settings > PIN", () => {
  test("a skeleton while the PIN status loads, and a retry when it fails", async () => {
    let calls = 0;
    const user = setupUser();
    renderSettings("pin", {
      pinStatus: () => (++calls === 1 ? fail(500, "PIN status unavailable") : ok({ hasPin: true })),
    });
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(await screen.findByText("PIN status unavailable")).toBeInTheDocument();
    await user.click(button("Try again"));
    expect(await screen.findByText("Set")).toBeInTheDocument();
  });

  test("no PIN: 'Not Set', the create form with the Settings texts, then 'PIN created successfully!' and change mode", async () => {
    const user = setupUser();
    const { api } = renderSettings("pin");
    expect(await screen.findByText("Not Set")).toBeInTheDocument();
    await user.type(input("PIN"), "12ab");
    await user.type(input("Confirm PIN"), "12ab");
    await user.click(button("Create PIN"));
    expect(await screen.findByText("PIN must contain only numbers")).toBeInTheDocument();
    await user.clear(input("PIN"));
    await user.type(input("PIN"), "1234");
    await user.clear(input("Confirm PIN"));
    await user.type(input("Confirm PIN"), "1243");
    await user.click(button("Create PIN"));
    expect(await screen.findByText("PINs do not match")).toBeInTheDocument();
    expect(api.sent(ROUTES.setPin)).toHaveLength(0);

    await user.clear(input("Confirm PIN"));
    await user.type(input("Confirm PIN"), "1234");
    await user.click(button("Create PIN"));
    expect(await banner("status", "PIN created successfully!")).toBeInTheDocument();
    expect(api.sent(ROUTES.setPin)[0].body).toEqual({ pin: "1234" });
    expect(screen.getByText("Set")).toBeInTheDocument();
    expect(input("Current PIN")).toBeInTheDocument();
  });

  test("a PIN exists: 'Set', the change form and its messages, 'PIN changed successfully!'", async () => {
    const user = setupUser();
    const { api } = renderSettings("pin", { pinStatus: ok({ hasPin: true }) });
    expect(await screen.findByText("Set")).toBeInTheDocument();
    await user.click(button("Change PIN"));
    expect(await screen.findByText("Current PIN is required")).toBeInTheDocument();
    expect(screen.getAllByText("New PIN must be exactly 4 digits").length).toBeGreaterThan(0);
    await user.type(input("Current PIN"), "1234");
    await user.type(input("New PIN"), "5678");
    await user.type(input("Confirm New PIN"), "5679");
    await user.click(button("Change PIN"));
    expect(await screen.findByText("New PINs do not match")).toBeInTheDocument();
    expect(api.sent(ROUTES.changePin)).toHaveLength(0);

    await user.clear(input("Confirm New PIN"));
    await user.type(input("Confirm New PIN"), "5678");
    await user.click(button("Change PIN"));
    expect(await banner("status", "PIN changed successfully!")).toBeInTheDocument();
    expect(api.sent(ROUTES.changePin)[0].body).toEqual({ currentPin: "1234", newPin: "5678" });
  });

  test("a failure shows the server's message, else 'Failed to update PIN'", async () => {
    const user = setupUser();
    renderSettings("pin", { pinStatus: ok({ hasPin: true }), changePin: { status: 500, body: {} } });
    await user.type(await screen.findByLabelText("Current PIN"), "1234");
    await user.type(input("New PIN"), "5678");
    await user.type(input("Confirm New PIN"), "5678");
    await user.click(button("Change PIN"));
    expect(await banner("alert", "Failed to update PIN")).toBeInTheDocument();
  });

  test("security notes", async () => {
    renderSettings("pin");
    const notes = screen.getByRole("region", { name: "Security Notes" });
    expect(within(notes).getAllByRole("listitem").length).toBeGreaterThanOrEqual(3);
    expect(notes).toHaveTextContent("Never share your PIN");
  });
});

describe("Settings > Notifications", () => {
  test("a skeleton while loading, then a retry after a failure", async () => {
    let calls = 0;
    const user = setupUser();
    renderSettings("notifications", {
      getNotifications: () =>
        ++calls === 1 ? fail(500, "Could not load") : ok({ notificationPrefs: SAVED_NOTIFICATIONS }),
    });
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(await screen.findByText("Could not load")).toBeInTheDocument();
    await user.click(button("Try again"));
    expect(await screen.findByRole("switch", { name: "Investment Updates" })).toBeInTheDocument();
  });

  test("shows what was saved and sends all five values back with PUT", async () => {
    const user = setupUser();
    const { api } = renderSettings("notifications");
    const sw = (name: string) => screen.getByRole("switch", { name });
    expect(await screen.findByRole("switch", { name: "Investment Updates" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    expect(sw("Transaction Alerts")).toHaveAttribute("aria-checked", "false");
    expect(sw("Weekly Reports")).toHaveAttribute("aria-checked", "false");
    expect(sw("System Updates")).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("combobox", { name: "Email Frequency" })).toHaveTextContent("Weekly");

    await user.click(sw("Transaction Alerts"));
    await user.click(screen.getByRole("combobox", { name: "Email Frequency" }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Immediate",
      "Daily",
      "Weekly",
      "Never",
    ]);
    await user.click(screen.getByRole("option", { name: "Never" }));
    await user.click(button("Save Notification Preferences"));
    expect(await banner("status", "Notification preferences saved!")).toBeInTheDocument();
    expect(api.sent(ROUTES.putNotifications)[0].body).toEqual({
      ...SAVED_NOTIFICATIONS,
      transactionAlerts: true,
      emailFrequency: "never",
    });
  });

  test("a failed save: the server's message, else the spec's text; the banner clears after 5 s", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderSettings("notifications", { putNotifications: { status: 500, body: {} } });
      await user.click(await screen.findByRole("button", { name: "Save Notification Preferences" }));
      expect(await banner("alert", "Failed to save notification preferences")).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(4_999));
      expect(screen.getByText("Failed to save notification preferences")).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText("Failed to save notification preferences")).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("Settings > Preferences", () => {
  test("a skeleton while loading", () => {
    renderSettings("preferences", { getPreferences: { pending: true } });
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
  });

  test("currency, language and auto-refresh as saved; PUT with the new choices", async () => {
    const user = setupUser();
    const { api } = renderSettings("preferences");
    const currency = await screen.findByRole("combobox", { name: "Default Currency" });
    expect(currency).toHaveTextContent("USD");
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveTextContent("English");
    const autoRefresh = screen.getByRole("switch", { name: "Auto Refresh" });
    expect(autoRefresh).toHaveAttribute("aria-checked", "true");

    await user.click(currency);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "US Dollar (USD)",
      "Euro (EUR)",
      "British Pound (GBP)",
      "Japanese Yen (JPY)",
      "Bitcoin (BTC)",
    ]);
    await user.click(screen.getByRole("option", { name: "Euro (EUR)" }));
    expect(currency).toHaveTextContent("EUR");
    await user.click(screen.getByRole("combobox", { name: "Language" }));
    await user.click(screen.getByRole("option", { name: "Deutsch" }));
    await user.click(autoRefresh);
    await user.click(button("Save Preferences"));
    expect(await banner("status", "Preferences saved!")).toBeInTheDocument();
    expect(api.sent(ROUTES.putPreferences)[0].body).toEqual({
      currency: "EUR",
      language: "de",
      autoRefresh: false,
    });
  });

  test("a failed save: 'Failed to save preferences', or the server's own message", async () => {
    const user = setupUser();
    let calls = 0;
    renderSettings("preferences", {
      putPreferences: () => (++calls === 1 ? { status: 500, body: {} } : fail(429, "Too many requests")),
    });
    await user.click(await screen.findByRole("button", { name: "Save Preferences" }));
    expect(await banner("alert", "Failed to save preferences")).toBeInTheDocument();
    await user.click(button("Save Preferences"));
    expect(await banner("alert", "Too many requests")).toBeInTheDocument();
  });
});

describe("Settings > Billing", () => {
  test("the static Pro Plan; Change Plan and Billing History are visibly unavailable", () => {
    renderSettings("billing");
    const plan = screen.getByRole("region", { name: "Current Plan" });
    expect(within(plan).getByRole("heading", { name: "Pro Plan" })).toBeInTheDocument();
    expect(plan).toHaveTextContent("$99/month");
    expect(within(plan).getByText("Active")).toBeInTheDocument();
    expect(plan).toHaveTextContent(/Next billing date: [A-Z][a-z]{2} 1, \d{4}/);
    for (const name of ["Change Plan", "Billing History"]) {
      const b = within(plan).getByRole("button", { name });
      expect(b).toBeDisabled();
      expect(b).toHaveAccessibleDescription("Coming soon");
    }
  });
});
