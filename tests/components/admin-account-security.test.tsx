/** @jest-environment jsdom */
// The back office's Account security: the signed-in administrator's own password, two-factor, passkeys,
// sessions, anti-phishing code and lock, the investor's Security screen against the same routes (answers as
// their OpenAPI operations give them). Listed and opened for every role.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { AccountSecuritySection } from "@/components/admin/sections/account-security/account-security-section";
import { mayOpenSection } from "@/components/admin/sections/section-permissions";
import { AdminShell } from "@/components/admin/shell/admin-shell";
import { ADMIN_ROLES, type AdminRole } from "@/lib/admin/roles/permissions";
import "../helpers/radix-jsdom";
import { goTo, replacePage } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);
jest.mock("@/lib/replace-page", () => require("../helpers/navigation").replacePageMock);
// The browser's passkey dialog: an attestation as @simplewebauthn/browser answers it.
const mockAttestation = {
  id: "cred-9",
  rawId: "cred-9",
  type: "public-key",
  response: { clientDataJSON: "e30", attestationObject: "o2Nm" },
  clientExtensionResults: {},
};
jest.mock("@simplewebauthn/browser", () => ({ startRegistration: jest.fn(async () => mockAttestation) }));

const admin = (role: AdminRole) => ({
  id: 1,
  name: "Ada Admin",
  email: "admin@apex.local",
  role: "ADMIN" as const,
  adminRole: role,
  isVerified: true,
});

const KEY = {
  id: 7,
  name: "Office key",
  createdAt: "2026-01-02T10:00:00.000Z",
  lastUsedAt: "2026-11-20T08:30:00.000Z",
};
const SETTINGS = {
  loginNotifications: true,
  sessionTimeout: 30,
  whitelistOnly: false,
  whitelistOffAt: null,
  antiPhishingCode: "••••42",
};
const SESSIONS = [
  {
    id: "s-here",
    device: "Chrome on Linux",
    ip: "198.51.100.7",
    createdAt: new Date(Date.now() - 3600_000).toISOString(),
    lastSeenAt: new Date().toISOString(),
    current: true,
    passkey: null,
  },
];

type Handler = Reply | { pending: true } | ((body: unknown) => Reply | Promise<Reply>);

function renderSection(routes: Record<string, Handler> = {}) {
  const api = mockApi({
    "GET /api/auth/2fa/status": ok({ enabled: false }),
    "GET /api/users/security": ok(SETTINGS),
    "GET /api/auth/sessions": ok({ sessions: SESSIONS }),
    "GET /api/auth/passkeys": ok({ enabled: true, max: 10, passkeys: [KEY] }),
    ...routes,
  });
  const user = userEvent.setup();
  renderWithClient(
    <AdminDashboardProvider value={{ admin: admin("OWNER"), navigate: jest.fn() }}>
      <AccountSecuritySection />
    </AdminDashboardProvider>,
  );
  return { api, user };
}

const section = (name: string) => screen.getByRole("region", { name });

beforeEach(() => {
  replacePage.mockReset();
  goTo("/admin/dashboard?section=account-security");
});

describe("Account security (the administrator's own account)", () => {
  test("every role may open it, and the sidebar lists it for support and auditor administrators", async () => {
    for (const role of ADMIN_ROLES) expect(mayOpenSection(role, "account-security")).toBe(true);
    for (const role of ["SUPPORT", "AUDITOR"] as const) {
      goTo("/admin/dashboard");
      mockApi({ "GET /api/user": ok({ user: admin(role) }) });
      const view = renderWithClient(<AdminShell />);
      await screen.findByTestId("sidebar-user-name");
      const nav = screen.getAllByRole("navigation", { name: "Dashboard sections" })[0];
      expect(within(nav).getByRole("link", { name: "Account security" })).toHaveAttribute(
        "href",
        "/admin/dashboard?section=account-security",
      );
      view.unmount();
    }
  });

  test("shows the password, sign-in, passkeys, sessions, anti-phishing and lock blocks with their data", async () => {
    renderSection();
    expect(await screen.findByRole("switch", { name: "Two-Factor Authentication" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    for (const name of [
      "Change Password",
      "Sign-in Security",
      "Passkeys",
      "Active Sessions",
      "Anti-phishing code",
      "Lock my account",
    ])
      expect(section(name)).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Your passkeys" });
    expect(list).toHaveTextContent("Office key");
    expect(list).not.toHaveTextContent("never used");
    expect(await screen.findByText("Your code: ••••42")).toBeInTheDocument();
    expect(await within(section("Active Sessions")).findByText("Chrome on Linux")).toBeInTheDocument();
    // An administrator has no withdrawals: two-factor, passkeys and the lock are worded without them.
    expect(section("Sign-in Security")).toHaveTextContent(
      "Ask for a code from an authenticator app on your phone when you sign in.",
    );
    expect(section("Passkeys")).toHaveTextContent(
      "Sign in with your device's fingerprint, face or screen lock.",
    );
    expect(section("Passkeys")).not.toHaveTextContent(/withdraw/i);
    const lock = section("Lock my account");
    expect(lock).toHaveTextContent("reset your password or ask another administrator");
    expect(lock).not.toHaveTextContent(/withdrawal/i);
  });

  test("adds a named passkey with the password, through the browser's passkey dialog", async () => {
    const options = { challenge: "Y2hhbGxlbmdl", rp: { name: "Apex", id: "localhost" } };
    const { api, user } = renderSection({
      "POST /api/auth/passkeys/registration-options": ok(options),
      "POST /api/auth/passkeys": {
        status: 201,
        body: {
          message: "Passkey added",
          passkey: { id: 8, name: "Laptop", createdAt: "2026-11-29T06:00:00.000Z", lastUsedAt: null },
        },
      },
    });
    await screen.findByRole("list", { name: "Your passkeys" });
    const passkeys = section("Passkeys");
    await user.type(within(passkeys).getByLabelText("Passkey name"), "Laptop");
    await user.type(within(passkeys).getByLabelText("Current password"), "Admin-Pass-1");
    await user.click(within(passkeys).getByRole("button", { name: "Add a passkey" }));
    expect(await within(passkeys).findByText("Passkey added.")).toBeInTheDocument();
    expect(api.sent("POST /api/auth/passkeys")[0].body).toEqual({
      name: "Laptop",
      password: "Admin-Pass-1",
      code: "",
      response: mockAttestation,
    });
  });

  test("saves the anti-phishing code with the password, and a refusal is said", async () => {
    let answer: Reply = fail(400, "Password is incorrect");
    const { api, user } = renderSection({ "PUT /api/users/security": () => answer });
    await screen.findByText("Your code: ••••42");
    const block = section("Anti-phishing code");
    await user.type(within(block).getByLabelText("New code"), "Blue42");
    await user.type(within(block).getByLabelText("Your password"), "wrong");
    await user.click(within(block).getByRole("button", { name: "Save code" }));
    expect(await within(block).findByText("Password is incorrect")).toBeInTheDocument();
    answer = ok({ message: "Anti-phishing code saved", antiPhishingCode: "••••42" });
    await user.clear(within(block).getByLabelText("Your password"));
    await user.type(within(block).getByLabelText("Your password"), "Admin-Pass-1");
    await user.click(within(block).getByRole("button", { name: "Save code" }));
    expect(await within(block).findByText("Anti-phishing code saved.")).toBeInTheDocument();
    expect(api.sent("PUT /api/users/security").at(-1)?.body).toEqual({
      antiPhishingCode: "Blue42",
      password: "Admin-Pass-1",
    });
  });

  test("locking the account ends at the administrators' sign-in page", async () => {
    const { api, user } = renderSection({
      "POST /api/users/lock": ok({
        message: "Your account is locked. Every session has been signed out.",
        sessionsEnded: 1,
        withdrawalsCancelled: 0,
      }),
    });
    await user.click(within(section("Lock my account")).getByRole("button", { name: "Lock my account" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Lock your account now?" });
    expect(dialog).toHaveTextContent("You will need to reset your password to sign in again.");
    expect(dialog).not.toHaveTextContent(/withdrawal/i);
    await user.click(within(dialog).getByRole("button", { name: "Lock my account" }));
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith("/admin/login?locked=1"));
    expect(api.sent("POST /api/users/lock")).toHaveLength(1);
  });

  test("a list that fails to load says so with a retry", async () => {
    renderSection({ "GET /api/auth/sessions": fail(500, "Internal server error") });
    const sessions = section("Active Sessions");
    expect(await within(sessions).findByText("Internal server error")).toBeInTheDocument();
    expect(within(sessions).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
