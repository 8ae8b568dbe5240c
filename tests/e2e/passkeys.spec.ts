// Passkeys end to end with Chromium's virtual authenticator (the DevTools WebAuthn domain): an investor adds a
// passkey in Settings > Security (password, then the browser's passkey ceremony), signs out, and signs in again
// with "Sign in with a passkey" alone (no e-mail typed, no code), which the sessions list names; the seeded
// owner does the same from the back office's Account security and /admin/login, then removes it again; with
// two-factor on, a withdrawal is confirmed with "Use a passkey" instead of the code. A replayed assertion and
// another site's passkey are refused in tests/api/passkeys.test.ts (a virtual authenticator signs only for the
// page's own origin). Browsers refuse an IP address as the relying party id, so the journeys' server runs on
// localhost (tests/e2e/e2e-env.ts); run with E2E_HOST=127.0.0.1, passkeys are off and the journeys are skipped,
// saying why.
import { isIP } from "node:net";
import { expect as baseExpect, request as playwrightRequest, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { ADMIN, E2E_BASE_URL } from "./e2e-env";
import { expect, openFromSidebar, signOutWithMenu, test } from "./fixtures";

const BTC_ADDRESS = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh";

function skipOnIpAddress() {
  test.skip(
    isIP(new URL(E2E_BASE_URL).hostname) !== 0,
    "passkeys are off on an IP address: the journeys run on localhost unless E2E_HOST says otherwise",
  );
}

/** Settings > Security: a passkey named `name`, added with the password (two-factor still off). */
async function addPasskey(page: Page, password: string, name: string) {
  await page.goto("/dashboard?panel=settings&tab=security");
  await expect(page.getByText("No passkey yet.")).toBeVisible();
  await fillPasskeyForm(page, password, name);
}

/** The shared Security screen's passkey form (the investor's Settings and the back office's Account security). */
async function fillPasskeyForm(page: Page, password: string, name: string) {
  await expect(page.getByRole("heading", { name: "Passkeys" })).toBeVisible();
  await page.locator("#passkey-name").fill(name);
  await page.locator("#passkey-password").fill(password);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Your passkeys" }).getByText(name)).toBeVisible();
}

/** The administrator credits the investor `amount` BTC (a bearer token: no cookie, so no Origin check). */
async function creditBitcoin(userId: number, amount: string) {
  const anonymous = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const signIn = await anonymous.post("/api/auth/admin/login", { data: ADMIN });
  baseExpect(signIn.ok(), "admin sign-in").toBe(true);
  const { token } = (await signIn.json()) as { token: string };
  await anonymous.dispose();
  const admin = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  const credit = await admin.post("/api/users/credit", {
    data: { userId, currency: "BITCOIN", amount, reason: "Passkey journey deposit" },
  });
  baseExpect(credit.ok(), await credit.text()).toBe(true);
  await admin.dispose();
}

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

test("add a passkey, sign out, sign in with it", async ({ page, api }) => {
  skipOnIpAddress();
  test.setTimeout(120_000);
  await virtualAuthenticator(page);
  const investor = await api.signedInInvestor(page, { name: "Ada Passkey" });
  await addPasskey(page, investor.password, "Test laptop");
  const list = page.getByRole("list", { name: "Your passkeys" });

  await signOutWithMenu(page);
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });

  // The sessions list names the passkey; the passkey shows its last use.
  await page.goto("/dashboard?panel=settings&tab=security");
  await expect(list.getByText(/last used/)).toBeVisible();
  const sessions = page.getByRole("list", { name: "Active sessions" });
  await expect(sessions.getByRole("listitem").first()).toContainText("Passkey: Test laptop");
});

test("the seeded owner adds a passkey in Account security and signs in on /admin/login with it", async ({
  page,
  api,
  admin,
  checkA11y,
}) => {
  skipOnIpAddress();
  test.setTimeout(120_000);
  await virtualAuthenticator(page);
  await api.signInAdmin(page);
  await page.goto("/admin/dashboard");
  await openFromSidebar(page, "Account security");
  await expect(page.getByRole("heading", { level: 1, name: "Account security" })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Two-Factor Authentication" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Active sessions" })).toBeVisible();
  await checkA11y(page, "Admin account security");
  // The seeded owner is shared by every journey and both projects: a name of this run's own, removed at the end.
  const name = `Owner key ${Date.now().toString(36)}`;
  await fillPasskeyForm(page, admin.password, name);
  const list = page.getByRole("list", { name: "Your passkeys" });

  // Signed out from the overview: this section's sessions list has "Sign out" buttons of its own (the owner's
  // other sessions, e.g. the other project's run of this journey).
  await page.goto("/admin/dashboard");
  await signOutWithMenu(page);
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/, { timeout: 15_000 });

  await page.goto("/admin/dashboard?section=account-security");
  const item = list.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText(/last used/);
  const sessions = page.getByRole("list", { name: "Active sessions" });
  await expect(sessions.getByRole("listitem").first()).toContainText(`Passkey: ${name}`);

  await page.locator("#passkey-password").fill(admin.password);
  await page.getByRole("button", { name: `Remove the passkey ${name}` }).click();
  await expect(page.getByText("Passkey removed.")).toBeVisible();
  await expect(item).toHaveCount(0);
});

test("with two-factor on, a withdrawal is confirmed with the passkey instead of the code", async ({
  page,
  api,
  checkA11y,
}) => {
  skipOnIpAddress();
  test.setTimeout(150_000);
  await virtualAuthenticator(page);
  const investor = await api.newInvestor({ name: "Katherine Passkey" });
  // page.request shares the page's cookie jar, so the session cookie lands in the browser.
  const signIn = await page.request.post("/api/auth/signin", { data: investor });
  baseExpect(signIn.ok(), await signIn.text()).toBe(true);
  const { user } = (await signIn.json()) as { user: { id: number } };
  await addPasskey(page, investor.password, "Phone");

  // Credited, two-factor on and a PIN set, through the same calls the screens make (with the cookie, so from
  // the site's own origin, as the browser would send them).
  const headers = { origin: E2E_BASE_URL };
  await creditBitcoin(user.id, "1");
  const setup = await page.request.post("/api/auth/2fa/setup", { headers });
  baseExpect(setup.ok(), await setup.text()).toBe(true);
  const { secret } = (await setup.json()) as { secret: string };
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  const enable = await page.request.post("/api/auth/2fa/enable", {
    headers,
    data: { code: totp.generate(), password: investor.password },
  });
  baseExpect(enable.ok(), await enable.text()).toBe(true);
  const pin = await page.request.post("/api/auth/user/set-withdrawal-pin", {
    headers,
    data: { pin: "2468" },
  });
  baseExpect(pin.ok(), await pin.text()).toBe(true);

  await page.goto("/dashboard?panel=withdrawals");
  await expect(page.getByRole("heading", { level: 1, name: "Withdrawals" })).toBeVisible();
  await expect(page.getByLabel("Authentication Code")).toBeVisible();
  const usePasskey = page.getByRole("button", { name: "Use a passkey" });
  await expect(usePasskey).toBeVisible();
  await checkA11y(page, "Withdrawals with a passkey");
  await page.getByLabel("Amount").fill("0.1");
  await page.getByLabel("Wallet Address").fill(BTC_ADDRESS);
  await page.getByLabel("Withdrawal PIN").fill("2468");
  await usePasskey.click();
  await expect(page.getByText("Withdrawal request submitted and pending approval")).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByLabel("Amount")).toHaveValue("");

  // The request is there, for the amount and address confirmed.
  const mine = await page.request.get("/api/withdrawals");
  baseExpect(mine.ok(), await mine.text()).toBe(true);
  const body = JSON.stringify(await mine.json());
  baseExpect(body).toContain(BTC_ADDRESS);

  // The same screens' other passkey confirmations: turning two-factor off offers it beside the code.
  await page.goto("/dashboard?panel=settings&tab=security");
  await page.getByRole("switch", { name: "Two-Factor Authentication" }).click();
  const dialog = page.getByRole("dialog", { name: "Turn off two-factor authentication" });
  await expect(dialog.getByRole("button", { name: "Use a passkey" })).toBeVisible();
  await checkA11y(page, "Turn off two-factor with a passkey");
  await dialog.getByLabel("Current Password").fill(investor.password);
  await dialog.getByRole("button", { name: "Use a passkey" }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole("switch", { name: "Two-Factor Authentication" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
});
