// Passkeys end to end with Chromium's virtual authenticator (the DevTools WebAuthn domain): an investor adds a
// passkey in Settings > Security (password, then the browser's passkey ceremony), signs out, and signs in again
// with "Sign in with a passkey" alone (no e-mail typed, no code). Browsers refuse an IP address as the relying
// party id, so the journeys' server runs on localhost (tests/e2e/e2e-env.ts); run with E2E_HOST=127.0.0.1,
// passkeys are off and the journey is skipped, saying why.
import { isIP } from "node:net";
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e-env";
import { expect, signOutWithMenu, test } from "./fixtures";

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
  test.skip(
    isIP(new URL(E2E_BASE_URL).hostname) !== 0,
    "passkeys are off on an IP address: the journeys run on localhost unless E2E_HOST says otherwise",
  );
  test.setTimeout(120_000);
  await virtualAuthenticator(page);
  const investor = await api.signedInInvestor(page, { name: "Ada Passkey" });

  await page.goto("/dashboard?panel=settings&tab=security");
  await expect(page.getByRole("heading", { name: "Passkeys" })).toBeVisible();
  await expect(page.getByText("No passkey yet.")).toBeVisible();
  await page.locator("#passkey-name").fill("Test laptop");
  await page.locator("#passkey-password").fill(investor.password);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added.")).toBeVisible();
  const list = page.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByText("Test laptop")).toBeVisible();

  await signOutWithMenu(page);
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });

  // The sessions list names the passkey; the passkey shows its last use.
  await page.goto("/dashboard?panel=settings&tab=security");
  await expect(list.getByText(/last used/)).toBeVisible();
});
