// The investor sets an anti-phishing code in Settings > Security and finds it at the top of the
// next e-mail; the lock link of a security e-mail (here the sign-in alert) locks the account from a signed-out
// browser, and the other browser's session is refused at its next request; the "Lock my account" button asks
// first, then signs the investor out.
import { expect as baseExpect } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e-env";
import { expect, test } from "./fixtures";

test("anti-phishing code in every e-mail, and the lock link of a sign-in alert", async ({
  page,
  browser,
  api,
  checkA11y,
  latestMail,
}) => {
  test.setTimeout(180_000);
  const investor = await api.signedInInvestor(page, { name: "Careful Investor" });
  await page.goto("/dashboard?panel=settings&tab=security");
  await expect(page.getByRole("tab", { name: "Security" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("No code set yet.")).toBeVisible();

  // A code that is not 4-20 letters and digits is refused where it was typed.
  await page.getByLabel("New code").fill("ab");
  await page.getByLabel("Your password").fill(investor.password);
  await page.getByRole("button", { name: "Save code" }).click();
  await expect(page.getByText("The anti-phishing code must be 4 to 20 letters and digits")).toBeVisible();
  await page.getByLabel("New code").fill("Lighthouse42");
  await page.getByRole("button", { name: "Save code" }).click();
  await expect(page.getByText("Anti-phishing code saved.")).toBeVisible();
  await expect(page.getByText("Your code: ••••••••••42")).toBeVisible();
  await checkA11y(page, "Settings › Security with the anti-phishing code and the lock button");

  // Sign-in alerts on: the next sign-in mails one, with the code first and the lock link.
  const headers = { origin: E2E_BASE_URL };
  const on = await page.request.put("/api/users/security", { headers, data: { loginNotifications: true } });
  baseExpect(on.ok(), await on.text()).toBe(true);
  const other = await browser.newContext({ baseURL: E2E_BASE_URL });
  try {
    const otherPage = await other.newPage();
    await api.signIn(otherPage, investor);
    const alert = await latestMail(investor.email, { subject: /New sign-in/ });
    expect(alert.text.split("\n")[0]).toBe("Your anti-phishing code: Lighthouse42");
    const link = /https?:\/\/\S+\/lock-account\?token=[\w%-]+/.exec(alert.text)?.[0];
    baseExpect(link).toBeTruthy();

    // A signed-out browser opens the link: the page locks nothing until its button is pressed.
    const outsider = await browser.newContext({ baseURL: E2E_BASE_URL });
    try {
      const lockPage = await outsider.newPage();
      await lockPage.goto(new URL(link!).pathname + new URL(link!).search);
      await expect(lockPage.getByRole("heading", { name: "Lock your Apex account" })).toBeVisible();
      const still = await otherPage.request.get("/api/user");
      baseExpect(still.status()).toBe(200);
      await checkA11y(lockPage, "/lock-account");
      await lockPage.getByRole("button", { name: "Lock my account" }).click();
      await expect(
        lockPage.getByText("Your account is locked. Every session has been signed out."),
      ).toBeVisible();
    } finally {
      await outsider.close();
    }
    // The other browser's session is refused at its next request, and so is this one's.
    baseExpect((await otherPage.request.get("/api/user")).status()).toBe(401);
    baseExpect((await page.request.get("/api/user")).status()).toBe(401);
    const signIn = await otherPage.request.post("/api/auth/signin", { headers, data: investor });
    baseExpect(signIn.status()).toBe(403);
    baseExpect(((await signIn.json()) as { message: string }).message).toContain("locked");
    const locked = await latestMail(investor.email, { subject: /account is locked/ });
    expect(locked.text.split("\n")[0]).toBe("Your anti-phishing code: Lighthouse42");
  } finally {
    await other.close();
  }
});

test("Lock my account asks first, then signs the investor out", async ({ page, api }) => {
  test.setTimeout(120_000);
  await api.signedInInvestor(page, { name: "Worried Investor" });
  await page.goto("/dashboard?panel=settings&tab=security");
  await page.getByRole("button", { name: "Lock my account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Lock your account now?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  baseExpect((await page.request.get("/api/user")).status()).toBe(200);
  await page.getByRole("button", { name: "Lock my account" }).click();
  await dialog.getByRole("button", { name: "Lock my account" }).click();
  await expect(page).toHaveURL(/\/login/);
  baseExpect((await page.request.get("/api/user")).status()).toBe(401);
});
