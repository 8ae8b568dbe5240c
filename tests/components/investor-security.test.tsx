/** @jest-environment jsdom */
// Settings > Security: two-factor on and off, the sign-in settings and the active sessions, against a mocked
// API that answers as those routes do (their OpenAPI operations, GET /api/openapi.json).
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AccountSecurity } from "@/components/account-security/account-security";
import "../helpers/radix-jsdom";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);
jest.mock("@/lib/replace-page", () => require("../helpers/navigation").replacePageMock);
// The browser's passkey dialog: an assertion as @simplewebauthn/browser answers it.
const mockAssertion = {
  id: "cred-1",
  rawId: "cred-1",
  type: "public-key",
  response: {},
  clientExtensionResults: {},
};
jest.mock("@simplewebauthn/browser", () => ({ startAuthentication: jest.fn(async () => mockAssertion) }));

const R = {
  status: "GET /api/auth/2fa/status",
  setup: "POST /api/auth/2fa/setup",
  enable: "POST /api/auth/2fa/enable",
  disable: "POST /api/auth/2fa/disable",
  getSecurity: "GET /api/users/security",
  putSecurity: "PUT /api/users/security",
  sessions: "GET /api/auth/sessions",
  revokeOthers: "POST /api/auth/sessions/revoke-others",
  passkeys: "GET /api/auth/passkeys",
  passkeyOptions: "POST /api/auth/passkeys/authentication-options",
} as const;
const ONE_PASSKEY = {
  enabled: true,
  max: 10,
  passkeys: [{ id: 4, name: "Yubi", createdAt: "2026-01-02T10:00:00.000Z", lastUsedAt: null }],
};

type Handler = Reply | { pending: true } | ((body: unknown) => Reply | Promise<Reply>);

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const OTPAUTH = `otpauth://totp/Apex:jane%40example.com?secret=${SECRET}&issuer=Apex`;
const RECOVERY = Array.from({ length: 10 }, (_, i) => `rc${i}-abcd-efgh`);

const HOUR = 3600_000;
const SESSIONS = [
  {
    id: "s-other",
    device: "Firefox on Linux",
    ip: "203.0.113.9",
    createdAt: new Date(Date.now() - 48 * HOUR).toISOString(),
    lastSeenAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    current: false,
    passkey: "Yubi",
  },
  {
    id: "s-here",
    device: "Chrome on Windows",
    ip: "198.51.100.7",
    createdAt: new Date(Date.now() - HOUR).toISOString(),
    lastSeenAt: new Date().toISOString(),
    current: true,
    passkey: null,
  },
];

function renderTab(routes: Record<string, Handler> = {}) {
  const api = mockApi({
    [R.status]: ok({ enabled: false }),
    [R.setup]: ok({ secret: SECRET, otpauthUrl: OTPAUTH }),
    [R.enable]: ok({ recoveryCodes: RECOVERY }),
    [R.disable]: ok({ message: "Two-factor authentication disabled" }),
    [R.getSecurity]: ok({ loginNotifications: false, sessionTimeout: 30 }),
    [R.putSecurity]: (body) => ok({ loginNotifications: false, sessionTimeout: 30, ...(body as object) }),
    [R.sessions]: ok({ sessions: SESSIONS }),
    [R.revokeOthers]: ok({ revoked: 1 }),
    [R.passkeys]: ok({ enabled: true, max: 10, passkeys: [] }),
    [R.passkeyOptions]: ok({ challenge: "Y2hhbGxlbmdl", allowCredentials: [] }),
    "DELETE /api/auth/sessions/s-other": ok({ message: "Session signed out" }),
    ...routes,
  });
  const user = userEvent.setup();
  const view = renderWithClient(<AccountSecurity audience="investor" />);
  return { ...view, api, user };
}

const twoFactorSwitch = () => screen.findByRole("switch", { name: "Two-Factor Authentication" });
const digits = (dialog: HTMLElement) =>
  within(dialog).getAllByRole("textbox", { name: /^Digit \d of 6$/ }) as HTMLInputElement[];
const currentPassword = (dialog: HTMLElement) => within(dialog).getByLabelText("Current Password");

describe("Security tab: turning two-factor authentication on", () => {
  test("QR code and grouped key, a code confirms it, then the ten recovery codes until 'Done'", async () => {
    const { api, user } = renderTab();
    const toggle = await twoFactorSwitch();
    expect(toggle).toHaveAttribute("aria-checked", "false");

    await user.click(toggle);
    const dialog = await screen.findByRole("dialog", { name: "Set up two-factor authentication" });
    expect(await within(dialog).findByRole("img", { name: "QR code of your two-factor key" })).toBeVisible();
    const key = within(dialog).getByLabelText("Or enter this key");
    expect(key).toHaveTextContent("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    expect(within(dialog).getByRole("button", { name: "Copy key" })).toBeEnabled();
    expect(api.sent(R.setup)).toHaveLength(1);
    // Still off until a code is confirmed.
    expect(toggle).toHaveAttribute("aria-checked", "false");

    // Neither a missing password nor an incomplete code is sent; the first field in error takes focus.
    await user.type(digits(dialog)[0], "123");
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(within(dialog).getByText("Current password is required")).toBeVisible();
    expect(within(dialog).getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
    expect(currentPassword(dialog)).toHaveAttribute("aria-invalid", "true");
    expect(currentPassword(dialog)).toHaveFocus();
    expect(api.sent(R.enable)).toHaveLength(0);

    await user.type(currentPassword(dialog), "my password");
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(within(dialog).queryByText("Current password is required")).toBeNull();
    expect(digits(dialog)[0]).toHaveFocus();
    expect(api.sent(R.enable)).toHaveLength(0);

    await user.type(digits(dialog)[3], "456");
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(api.sent(R.enable)[0].body).toEqual({ password: "my password", code: "123456" });

    const codes = await within(dialog).findByRole("list", { name: "Recovery codes" });
    expect(
      within(codes)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(RECOVERY);
    expect(
      within(dialog).getByText("Save these codes now. Each works once; they will not be shown again."),
    ).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Copy codes" })).toBeEnabled();
    expect(within(dialog).getByRole("button", { name: "Download .txt" })).toBeEnabled();
    expect(toggle).toHaveAttribute("aria-checked", "true");

    // The codes cannot be lost to a stray Escape; only 'Done' closes.
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
  });

  test("'Download .txt' saves the codes as a text file", async () => {
    const createObjectURL = jest.fn((blob: Blob) => {
      void blob;
      return "blob:codes";
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { user } = renderTab();
    await user.click(await twoFactorSwitch());
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("img");
    await user.type(currentPassword(dialog), "my password");
    await user.type(digits(dialog)[0], "123456");
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    await user.click(await within(dialog).findByRole("button", { name: "Download .txt" }));
    expect(click).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe("apex-recovery-codes.txt");
    // jsdom's Blob has no text(); FileReader reads it.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(createObjectURL.mock.calls[0][0]);
    });
    for (const code of RECOVERY) expect(text).toContain(code);
    click.mockRestore();
  });

  test("a wrong code shows the server's message, empties the boxes and keeps it off", async () => {
    const { api, user } = renderTab({ [R.enable]: fail(400, "Invalid authentication code.") });
    const toggle = await twoFactorSwitch();
    await user.click(toggle);
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("img");
    await user.type(currentPassword(dialog), "my password");
    await user.type(digits(dialog)[0], "000000");
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(await within(dialog).findByText("Invalid authentication code.")).toBeVisible();
    expect(digits(dialog).map((d) => d.value)).toEqual(["", "", "", "", "", ""]);
    expect(api.sent(R.enable)).toHaveLength(1);
    expect(toggle).toHaveAttribute("aria-checked", "false");
  });

  test("a wrong password is said at the password field, which takes focus, and it stays off", async () => {
    const WRONG = "Password is incorrect";
    const { api, user } = renderTab({
      [R.enable]: fail(400, WRONG, { errors: [{ path: "password", message: WRONG }] }),
    });
    const toggle = await twoFactorSwitch();
    await user.click(toggle);
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("img");
    await user.type(currentPassword(dialog), "not my password");
    await user.type(digits(dialog)[0], "123456");
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    expect(await within(dialog).findByText(WRONG)).toBeVisible();
    expect(currentPassword(dialog)).toHaveAttribute("aria-invalid", "true");
    expect(currentPassword(dialog)).toHaveFocus();
    expect(api.sent(R.enable)).toHaveLength(1);
    expect(toggle).toHaveAttribute("aria-checked", "false");
  });

  test("Verify is busy while the code is checked and cannot be sent twice", async () => {
    const { api, user } = renderTab({ [R.enable]: { pending: true } });
    await user.click(await twoFactorSwitch());
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("img");
    await user.type(currentPassword(dialog), "my password");
    await user.type(digits(dialog)[0], "123456");
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));
    const busy = await within(dialog).findByRole("button", { name: "Verifying..." });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(api.sent(R.enable)).toHaveLength(1);
  });

  test("a failed setup says why and 'Try again' asks for a new key", async () => {
    let calls = 0;
    const { api, user } = renderTab({
      [R.setup]: () =>
        ++calls === 1
          ? fail(409, "Two-factor authentication is already on.")
          : ok({ secret: SECRET, otpauthUrl: OTPAUTH }),
    });
    await user.click(await twoFactorSwitch());
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("Two-factor authentication is already on.")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByRole("img", { name: "QR code of your two-factor key" })).toBeVisible();
    expect(api.sent(R.setup)).toHaveLength(2);
  });
});

describe("Security tab: turning two-factor authentication off", () => {
  test("asks for the password and a code, then the switch is off", async () => {
    const { api, user } = renderTab({ [R.status]: ok({ enabled: true }) });
    const toggle = await twoFactorSwitch();
    expect(toggle).toHaveAttribute("aria-checked", "true");
    await user.click(toggle);
    const dialog = await screen.findByRole("dialog", { name: "Turn off two-factor authentication" });

    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(within(dialog).getByText("Current password is required")).toBeVisible();
    expect(
      within(dialog).getByText("Enter a code from your authenticator app or a recovery code."),
    ).toBeVisible();
    expect(api.sent(R.disable)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Current Password"), "correct-horse");
    await user.type(within(dialog).getByLabelText("Authentication code"), "654321");
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.sent(R.disable)[0].body).toEqual({ password: "correct-horse", code: "654321" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(await screen.findByText("Two-factor authentication turned off")).toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  test("'Use a passkey' instead of the code: the password, then an assertion asked for turning it off", async () => {
    const { api, user } = renderTab({ [R.status]: ok({ enabled: true }), [R.passkeys]: ok(ONE_PASSKEY) });
    await user.click(await twoFactorSwitch());
    const dialog = await screen.findByRole("dialog", { name: "Turn off two-factor authentication" });
    const usePasskey = await within(dialog).findByRole("button", { name: "Use a passkey" });
    await user.click(usePasskey);
    expect(within(dialog).getByText("Current password is required")).toBeVisible();
    expect(api.sent(R.passkeyOptions)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Current Password"), "correct-horse");
    await user.click(usePasskey);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.sent(R.passkeyOptions)[0].body).toEqual({ purpose: "two-factor-disable" });
    expect(api.sent(R.disable)[0].body).toEqual({ password: "correct-horse", passkey: mockAssertion });
  });

  test("no 'Use a passkey' without a passkey on the account", async () => {
    const { user } = renderTab({ [R.status]: ok({ enabled: true }) });
    await user.click(await twoFactorSwitch());
    const dialog = await screen.findByRole("dialog", { name: "Turn off two-factor authentication" });
    expect(within(dialog).getByLabelText("Authentication code")).toBeVisible();
    expect(within(dialog).queryByRole("button", { name: "Use a passkey" })).toBeNull();
  });

  test("a refusal shows the server's message and the switch stays on", async () => {
    const { user } = renderTab({
      [R.status]: ok({ enabled: true }),
      [R.disable]: fail(400, "Current password is incorrect", {
        errors: [{ path: "password", message: "Current password is incorrect" }],
      }),
    });
    const toggle = await twoFactorSwitch();
    await user.click(toggle);
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Current Password"), "wrong-password");
    await user.type(within(dialog).getByLabelText("Authentication code"), "654321");
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Current password is incorrect");
    expect(within(dialog).getByLabelText("Current Password")).toHaveAccessibleDescription(
      "Current password is incorrect",
    );
    expect(toggle).toHaveAttribute("aria-checked", "true");
  });
});

describe("Security tab: login notifications and session timeout", () => {
  test("the switch saves at once and says so", async () => {
    const { api, user } = renderTab();
    const alerts = await screen.findByRole("switch", { name: "Login Notifications" });
    await user.click(alerts);
    expect(alerts).toHaveAttribute("aria-checked", "true");
    await waitFor(() => expect(api.sent(R.putSecurity)).toHaveLength(1));
    expect(api.sent(R.putSecurity)[0].body).toEqual({ loginNotifications: true });
    expect(await screen.findByText("Security settings saved")).toBeInTheDocument();
  });

  test("a refused save puts the switch back and shows the server's message", async () => {
    let answer: (reply: Reply) => void = () => {};
    const { user } = renderTab({ [R.putSecurity]: () => new Promise<Reply>((r) => (answer = r)) });
    const alerts = await screen.findByRole("switch", { name: "Login Notifications" });
    await user.click(alerts);
    // Optimistic: on while the server is asked; a second flip meanwhile is ignored.
    expect(alerts).toHaveAttribute("aria-checked", "true");
    expect(alerts).toHaveAttribute("aria-busy", "true");
    await act(async () => answer(fail(503, "Settings are read-only during maintenance.")));
    await waitFor(() => expect(alerts).toHaveAttribute("aria-checked", "false"));
    expect(await screen.findByText("Settings are read-only during maintenance.")).toBeInTheDocument();
  });

  test("the timeout select offers the four lengths and saves the one picked", async () => {
    const { api, user } = renderTab({
      [R.getSecurity]: ok({ loginNotifications: true, sessionTimeout: 15 }),
    });
    const timeout = await screen.findByRole("combobox", { name: "Session Timeout" });
    expect(timeout).toHaveTextContent("15 min");
    await user.click(timeout);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "15 min",
      "30 min",
      "1 hour",
      "4 hours",
    ]);
    await user.click(screen.getByRole("option", { name: "1 hour" }));
    await waitFor(() => expect(api.sent(R.putSecurity)).toHaveLength(1));
    expect(api.sent(R.putSecurity)[0].body).toEqual({ sessionTimeout: 60 });
    expect(timeout).toHaveTextContent("1 hour");
  });

  test("settings that fail to load offer a retry", async () => {
    let calls = 0;
    const { user } = renderTab({
      [R.getSecurity]: () =>
        ++calls === 1
          ? fail(500, "Database unavailable")
          : ok({ loginNotifications: false, sessionTimeout: 30 }),
    });
    expect(await screen.findByText("Database unavailable")).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "Try again" })[0]);
    expect(await screen.findByRole("switch", { name: "Login Notifications" })).toBeInTheDocument();
  });
});

describe("Security tab: active sessions", () => {
  test("lists this device first with its badge, then the others with their details", async () => {
    renderTab();
    const list = await screen.findByRole("list", { name: "Active sessions" });
    const items = within(list).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Chrome on Windows");
    expect(within(items[0]).getByText("This device")).toBeVisible();
    expect(within(items[0]).queryByRole("button")).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent("Firefox on Linux");
    expect(items[1]).toHaveTextContent("203.0.113.9");
    expect(items[1]).toHaveTextContent("Last active 2 hours ago");
    expect(items[1]).toHaveTextContent(/Signed in on \w{3} \d{1,2}, \d{4}/);
    expect(within(items[1]).queryByText("This device")).not.toBeInTheDocument();
    // A passkey sign-in is named; a password sign-in says nothing of the kind.
    expect(items[1]).toHaveTextContent("Passkey: Yubi");
    expect(items[0]).not.toHaveTextContent("Passkey");
  });

  test("'Sign out' ends that session, busy while it runs, and the list is asked again", async () => {
    let answer: (reply: Reply) => void = () => {};
    const { api, user } = renderTab({
      "DELETE /api/auth/sessions/s-other": () => new Promise<Reply>((r) => (answer = r)),
    });
    await user.click(await screen.findByRole("button", { name: "Sign out Firefox on Linux" }));
    const busy = screen.getByRole("button", { name: "Signing out... Firefox on Linux" });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(api.sent("DELETE /api/auth/sessions/s-other")).toHaveLength(1);
    api.fetchMock.mockClear();
    await act(async () => answer(ok({ message: "Session signed out" })));
    expect(await screen.findByText("Session signed out")).toBeInTheDocument();
    await waitFor(() => expect(api.sent(R.sessions).length).toBeGreaterThan(1));
  });

  test("'Sign out all other sessions' ends the others; then only this device is left", async () => {
    let revoked = false;
    const { api, user } = renderTab({
      [R.sessions]: () => ok({ sessions: revoked ? SESSIONS.filter((s) => s.current) : SESSIONS }),
      [R.revokeOthers]: () => {
        revoked = true;
        return ok({ revoked: 1 });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Sign out all other sessions" }));
    expect(await screen.findByText("No other active sessions")).toBeInTheDocument();
    expect(api.sent(R.revokeOthers)).toHaveLength(1);
    expect(screen.queryByText("Firefox on Linux")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign out all other sessions" })).not.toBeInTheDocument();
  });

  test("a refused sign-out shows the server's message", async () => {
    const { user } = renderTab({
      "DELETE /api/auth/sessions/s-other": fail(404, "Session not found"),
    });
    await user.click(await screen.findByRole("button", { name: "Sign out Firefox on Linux" }));
    expect(await screen.findByText("Session not found")).toBeInTheDocument();
  });

  test("a list that fails to load says so and retries", async () => {
    let calls = 0;
    const { user } = renderTab({
      [R.sessions]: () => (++calls === 1 ? fail(500, "Database unavailable") : ok({ sessions: SESSIONS })),
    });
    const error = await screen.findByText("Database unavailable");
    await user.click(
      within(error.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Try again" }),
    );
    expect(await screen.findByRole("list", { name: "Active sessions" })).toBeInTheDocument();
  });
});
