// The way back for an investor who lost their authenticator: an administrator finds them in Users
// Management, resets their two-factor sign-in after checking who they are (reason and confirmation asked
// in the dialog), and the investor is e-mailed and signs in with the password alone again.
import { expect as baseExpect } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { E2E_BASE_URL } from "./e2e-env";
import { expect, openFromSidebar, test } from "./fixtures";

test("an administrator resets an investor's two-factor sign-in after an identity check", async ({
  page,
  browser,
  api,
  checkA11y,
  shot,
  latestMail,
}) => {
  test.setTimeout(180_000);
  const investor = await api.newInvestor({ name: "Lost Phone Investor" });
  // The investor turns two-factor on (through the calls the Security tab makes), then loses the phone.
  const investorContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  try {
    const investorPage = await investorContext.newPage();
    await api.signIn(investorPage, investor);
    const headers = { origin: E2E_BASE_URL };
    const setup = await investorPage.request.post("/api/auth/2fa/setup", { headers });
    baseExpect(setup.ok(), await setup.text()).toBe(true);
    const { secret } = (await setup.json()) as { secret: string };
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    const enable = await investorPage.request.post("/api/auth/2fa/enable", {
      headers,
      data: { code: totp.generate(), password: investor.password },
    });
    baseExpect(enable.ok(), await enable.text()).toBe(true);
  } finally {
    await investorContext.close();
  }

  await api.signInAdmin(page);
  await page.goto("/admin/dashboard");
  await openFromSidebar(page, "Users Management");
  await page.getByPlaceholder("Search by name, email or phone").fill(investor.email);
  await expect(page.getByText("Showing 1 to 1 of 1 users")).toBeVisible();
  await page
    .getByRole("button", { name: "Reset two-factor of Lost Phone Investor" })
    .filter({ visible: true })
    .click();
  const dialog = page.getByRole("alertdialog", { name: "Reset two-factor authentication" });
  await expect(dialog).toContainText(investor.email);

  // Nothing is sent without a reason and the confirmation; each missing one is said where it is.
  await dialog.getByRole("button", { name: "Reset Two-Factor" }).click();
  await expect(dialog.getByText("Reason is required")).toBeVisible();
  await expect(dialog.getByLabel("Reason")).toBeFocused();
  await dialog.getByLabel("Reason").fill("Video call, photo ID matched the verified identity");
  await dialog.getByRole("button", { name: "Reset Two-Factor" }).click();
  await expect(dialog.getByText("Confirm that you have verified this person's identity")).toBeVisible();
  await checkA11y(page, "Reset two-factor dialog");
  await shot(page, "admin-reset-two-factor");
  await dialog.getByRole("checkbox", { name: "I have verified this person's identity" }).check();
  await dialog.getByRole("button", { name: "Reset Two-Factor" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Two-factor authentication has been reset").first()).toBeVisible();
  // The row no longer offers it: two-factor is off.
  await expect(page.getByRole("button", { name: "Reset two-factor of Lost Phone Investor" })).toHaveCount(0);

  const mail = await latestMail(investor.email, { subject: /turned off two-factor/ });
  expect(mail.text).toContain("after checking your identity");
  // The password alone signs the investor in again.
  const signIn = await page.request.post("/api/auth/signin", { data: investor });
  const body = (await signIn.json()) as { token?: string; twoFactorRequired?: boolean };
  baseExpect(body.twoFactorRequired).toBeUndefined();
  baseExpect(body.token).toEqual(baseExpect.any(String));
});
