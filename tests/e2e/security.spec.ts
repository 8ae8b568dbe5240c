// The account security journey: an investor turns two-factor sign-in on (the code computed from the key the
// dialog shows, with the server's own TOTP library), keeps the recovery codes, signs in again with password
// and code, sees a second browser's session and signs it out (that browser lands on /login at its next
// request), and saves the session timeout and login notifications.
import { expect as baseExpect, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { E2E_BASE_URL } from "./e2e-env";
import { expect, openDrawer, signInWithForm, signOutWithMenu, test } from "./fixtures";

const STEP_MS = 30_000;

function totpFor(key: string) {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(key),
    algorithm: "SHA1",
    digits: 6,
    period: STEP_MS / 1000,
  });
}

/**
 * A code from the next 30 s window: the server accepts each window's code once, and the window of the code
 * that turned two-factor on is spent.
 */
async function codeFromNextWindow(totp: OTPAuth.TOTP, usedAt: number): Promise<string> {
  const nextWindow = (Math.floor(usedAt / STEP_MS) + 1) * STEP_MS;
  const wait = nextWindow - Date.now() + 500;
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  return totp.generate({ timestamp: Date.now() });
}

async function openSecurityTab(page: Page) {
  await page.goto("/dashboard?panel=settings&tab=security");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Security" })).toHaveAttribute("aria-selected", "true");
}

async function noSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

test("two-factor sign-in, active sessions and the sign-in settings, end to end", async ({
  page,
  browser,
  api,
  checkA11y,
  shot,
}) => {
  test.setTimeout(240_000);
  const investor = await api.signedInInvestor(page, { name: "Katherine Johnson" });
  await openSecurityTab(page);
  const twoFactor = page.getByRole("switch", { name: "Two-Factor Authentication" });
  await expect(twoFactor).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("list", { name: "Active sessions" })).toBeVisible();
  await checkA11y(page, "Settings › Security");

  // Turn two-factor on: the QR code and the key (rendered under the page's nonce CSP; the fixture fails the
  // test on any CSP report), then a code computed from the key.
  await twoFactor.click();
  const setup = page.getByRole("dialog", { name: "Set up two-factor authentication" });
  await expect(setup.getByRole("img", { name: "QR code of your two-factor key" })).toBeVisible();
  const key = ((await setup.getByLabel("Or enter this key").textContent()) ?? "").replace(/\s/g, "");
  baseExpect(key).toMatch(/^[A-Z2-7]{16,}=*$/);
  await checkA11y(page, "Two-factor setup");
  await shot(page, "security-2fa-setup");
  const totp = totpFor(key);
  // The password is asked too: a session alone must not be able to turn it on.
  await setup.getByRole("button", { name: "Verify" }).click();
  await expect(setup.getByLabel("Current Password")).toBeFocused();
  await expect(setup.getByText("Current password is required")).toBeVisible();
  await setup.getByLabel("Current Password").fill(investor.password);
  const enabledAt = Date.now();
  await setup.getByRole("textbox", { name: "Digit 1 of 6" }).fill(totp.generate({ timestamp: enabledAt }));
  await setup.getByRole("button", { name: "Verify" }).click();

  // The recovery codes, once; only "Done" closes.
  const codes = page.getByRole("list", { name: "Recovery codes" });
  await expect(codes.getByRole("listitem")).toHaveCount(10);
  const recoveryCodes = (await codes.getByRole("listitem").allTextContents()).map((c) => c.trim());
  await expect(
    page.getByText("Save these codes now. Each works once; they will not be shown again."),
  ).toBeVisible();
  await checkA11y(page, "Two-factor recovery codes");
  await shot(page, "security-2fa-recovery-codes");
  await page.keyboard.press("Escape");
  await expect(codes).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(twoFactor).toHaveAttribute("aria-checked", "true");
  await expect(twoFactor).toBeFocused();

  // Sign out, then in again: the password step is followed by the code step.
  await signOutWithMenu(page);
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, investor);
  await expect(page.getByText("Enter the 6-digit code from your authenticator app")).toBeVisible();
  const firstDigit = page.getByRole("textbox", { name: "Digit 1 of 6" });
  await expect(firstDigit).toBeFocused();
  await checkA11y(page, "Sign-in code step");
  await shot(page, "security-signin-code-step");
  await firstDigit.fill(await codeFromNextWindow(totp, enabledAt));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back, Katherine Johnson" })).toBeVisible({
    timeout: 15_000,
  });

  // A second browser signs in too (password, then a recovery code instead of the app's code).
  const other = await browser.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { "x-forwarded-for": "10.250.13.2" },
  });
  try {
    const first = await other.request.post("/api/auth/signin", { data: investor });
    baseExpect(first.ok()).toBe(true);
    const { twoFactorRequired, challenge } = (await first.json()) as {
      twoFactorRequired?: boolean;
      challenge?: string;
    };
    baseExpect(twoFactorRequired).toBe(true);
    const second = await other.request.post("/api/auth/signin/2fa", {
      data: { challenge, code: recoveryCodes[0] },
    });
    baseExpect(second.ok(), await second.text()).toBe(true);
    const otherPage = await other.newPage();
    await otherPage.goto("/dashboard");
    await expect(otherPage.getByRole("heading", { name: "Welcome back, Katherine Johnson" })).toBeVisible({
      timeout: 15_000,
    });

    // Two sessions: this one with its badge, the other with a "Sign out" button.
    await openSecurityTab(page);
    const sessions = page.getByRole("list", { name: "Active sessions" }).getByRole("listitem");
    await expect(sessions).toHaveCount(2);
    await expect(sessions.first().getByText("This device")).toBeVisible();
    await expect(sessions.nth(1).getByText("This device")).toHaveCount(0);
    await checkA11y(page, "Settings › Security with two sessions");
    await shot(page, "security-sessions");
    await noSidewaysScroll(page, "Security tab");
    await sessions
      .nth(1)
      .getByRole("button", { name: /^Sign out/ })
      .click();
    await expect(page.getByText("Session signed out").first()).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expect(page.getByText("No other active sessions")).toBeVisible();

    // The signed-out browser: the next panel it opens is refused and the dashboard sends it to /login. Its
    // window has the project's size (the phone project's has the menu button instead of the sidebar). Its
    // bell's polling may be refused first and get it there sooner, so the clicks may find the page gone.
    await openPanelWithoutWaiting(otherPage, "Withdrawal History").catch(() => undefined);
    await expect(otherPage).toHaveURL(/\/login$/, { timeout: 15_000 });
  } finally {
    await other.close();
  }

  // The session timeout and login notifications are saved for real.
  await page.getByRole("combobox", { name: "Session Timeout" }).click();
  await page.getByRole("option", { name: "1 hour" }).click();
  await expect(page.getByText("Security settings saved").first()).toBeVisible();
  const alerts = page.getByRole("switch", { name: "Login Notifications" });
  const alertsWereOn = (await alerts.getAttribute("aria-checked")) === "true";
  await alerts.click();
  await expect(alerts).toHaveAttribute("aria-checked", String(!alertsWereOn));
  await expect(alerts).not.toHaveAttribute("aria-busy", "true");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Session Timeout" })).toHaveText("1 hour");
  await expect(page.getByRole("switch", { name: "Login Notifications" })).toHaveAttribute(
    "aria-checked",
    String(!alertsWereOn),
  );
  await expect(page.getByRole("switch", { name: "Two-Factor Authentication" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
});

test("withdrawals ask for the authenticator code beside the PIN once two-factor is on", async ({
  page,
  api,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  const investor = await api.signedInInvestor(page, { name: "Dorothy Vaughan" });
  // Two-factor on and a PIN set, through the same calls the screens make (with the cookie, so from the
  // site's own origin, as the browser would send them).
  const headers = { origin: E2E_BASE_URL };
  const setup = await page.request.post("/api/auth/2fa/setup", { headers });
  baseExpect(setup.ok(), await setup.text()).toBe(true);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await page.request.post("/api/auth/2fa/enable", {
    headers,
    data: { code: totpFor(secret).generate(), password: investor.password },
  });
  baseExpect(enable.ok(), await enable.text()).toBe(true);
  const pin = await page.request.post("/api/auth/user/set-withdrawal-pin", {
    headers,
    data: { pin: "1357" },
  });
  baseExpect(pin.ok(), await pin.text()).toBe(true);

  await page.goto("/dashboard?panel=withdrawals");
  await expect(page.getByRole("heading", { level: 1, name: "Withdrawals" })).toBeVisible();
  const code = page.getByLabel("Authentication Code");
  await expect(code).toBeVisible();
  await page.getByLabel("Amount").fill("0.1");
  await page.getByLabel("Wallet Address").fill("bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh");
  await page.getByLabel("Withdrawal PIN").fill("1357");
  await page.getByRole("button", { name: "Create Withdrawal Request" }).click();
  await expect(page.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
  // A wrong code (the PIN is right): the server's refusal, before any balance is looked at.
  await code.fill("000000");
  await page.getByRole("button", { name: "Create Withdrawal Request" }).click();
  await expect(page.getByText("Invalid authentication code.")).toBeVisible();
  await expect(code).toHaveValue("");
  await checkA11y(page, "Withdrawals with two-factor");
});

/** Opens a panel from the sidebar or, on phones, the menu; unlike openFromSidebar it does not wait for the
 *  panel, which a signed-out browser never shows. */
async function openPanelWithoutWaiting(page: Page, label: string) {
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) {
    await openDrawer(page);
    await page
      .getByRole("dialog", { name: "Navigation" })
      .getByRole("link", { name: label, exact: true })
      .click({ timeout: 5_000 });
  } else {
    await page
      .getByRole("navigation", { name: "Dashboard sections" })
      .getByRole("link", { name: label, exact: true })
      .click({ timeout: 5_000 });
  }
}
