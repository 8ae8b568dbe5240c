// The account panels' journeys against the real API. Change the password and sign in with the new
// one; notification and preference values survive a reload; create then change the withdrawal PIN from
// Settings; a support ticket appears in "Your tickets"; Analytics shows the day's interest after a run.
import { request as playwrightRequest } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e-env";
import { expect, signInWithForm, signOutWithMenu, test } from "./fixtures";

test("settings: password, notification preferences, preferences and the PIN, each saved for real", async ({
  page,
  api,
  checkA11y,
  shot,
}) => {
  test.setTimeout(180_000);
  const investor = await api.signedInInvestor(page, { name: "Mary Jackson" });
  const tab = async (name: string) => {
    await page.getByRole("tab", { name }).click();
    await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
  };
  await page.goto("/dashboard?panel=settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await checkA11y(page, "Settings › Profile");

  // Notifications: one switch off, weekly e-mails; still so after a reload.
  await tab("Notifications");
  const weekly = page.getByRole("switch", { name: "Weekly Reports" });
  await expect(weekly).toBeEnabled();
  const wasOn = (await weekly.getAttribute("aria-checked")) === "true";
  await weekly.click();
  await page.getByRole("combobox", { name: "Email Frequency" }).click();
  await page.getByRole("option", { name: "Weekly" }).click();
  await page.getByRole("button", { name: "Save Notification Preferences" }).click();
  await expect(page.getByText("Notification preferences saved!")).toBeVisible();
  await checkA11y(page, "Settings › Notifications");
  await page.reload();
  await expect(page).toHaveURL(/tab=notifications/);
  await expect(page.getByRole("switch", { name: "Weekly Reports" })).toHaveAttribute(
    "aria-checked",
    String(!wasOn),
  );
  await expect(page.getByRole("combobox", { name: "Email Frequency" })).toHaveText("Weekly");

  // Preferences: EUR survives a reload.
  await tab("Preferences");
  await page.getByRole("combobox", { name: "Default Currency" }).click();
  await page.getByRole("option", { name: "EUR" }).click();
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Preferences saved!")).toBeVisible();
  await checkA11y(page, "Settings › Preferences");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Default Currency" })).toHaveText("EUR");

  // PIN: create, then change.
  await tab("PIN");
  await expect(page.getByText("Not Set")).toBeVisible();
  // The tab panel is also named "PIN": the field is the input of that name.
  await page
    .locator("input")
    .and(page.getByLabel("PIN", { exact: true }))
    .fill("1357");
  await page.getByLabel("Confirm PIN").fill("1357");
  await page.getByRole("button", { name: "Create PIN" }).click();
  await expect(page.getByText("PIN created successfully!")).toBeVisible();
  await expect(page.getByText("Set", { exact: true })).toBeVisible();
  await page.getByLabel("Current PIN").fill("1357");
  await page.getByLabel("New PIN", { exact: true }).fill("2468");
  await page.getByLabel("Confirm New PIN").fill("2468");
  await page.getByRole("button", { name: "Change PIN" }).click();
  await expect(page.getByText("PIN changed successfully!")).toBeVisible();
  await checkA11y(page, "Settings › PIN");
  await shot(page, "investor-settings-pin");

  // Security: change the password, then sign in with the new one.
  await tab("Security");
  await checkA11y(page, "Settings › Security");
  const newPassword = "Changed-Pass-77";
  await page.getByLabel("Current Password", { exact: true }).fill(investor.password);
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password").fill(newPassword);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password changed successfully!")).toBeVisible();
  await shot(page, "investor-settings-security");
  await tab("Billing");
  await checkA11y(page, "Settings › Billing");
  await signOutWithMenu(page);
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, { email: investor.email, password: newPassword });
  await expect(page.getByRole("heading", { name: "Welcome back, Mary Jackson" })).toBeVisible({
    timeout: 15_000,
  });
});

test("support: a ticket appears in Your tickets; analytics: the day's interest after a run", async ({
  page,
  api,
  admin,
  checkA11y,
  shot,
}) => {
  test.setTimeout(180_000);
  const investor = await api.newInvestor({ name: "Dorothy Vaughan" });
  const signIn = await page.request.post("/api/auth/signin", { data: investor });
  const { user, token } = (await signIn.json()) as { user: { id: number }; token: string };

  await page.goto("/dashboard?panel=support");
  await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
  await page.getByLabel("Subject").fill("Question about interest");
  await page.getByLabel("Message").fill("When is interest paid each day?");
  await page.getByRole("button", { name: "Submit Ticket" }).click();
  await expect(
    page.getByText("Support ticket submitted successfully! We will get back to you soon.").first(),
  ).toBeVisible();
  await expect(page.getByText("Question about interest").filter({ visible: true }).first()).toBeVisible();
  await checkA11y(page, "Support");
  await shot(page, "investor-support-ticket");

  // A subscription paid in Bitcoin (credited by the admin), then an interest run.
  const anonymous = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const adminLogin = await anonymous.post("/api/auth/admin/login", { data: admin });
  const adminToken = ((await adminLogin.json()) as { token: string }).token;
  const as = (t: string) => ({ Authorization: `Bearer ${t}` });
  const credit = await anonymous.post("/api/users/credit", {
    headers: as(adminToken),
    data: { userId: user.id, currency: "BITCOIN", amount: "1" },
  });
  expect(credit.ok(), await credit.text()).toBe(true);
  const plans = (await (await anonymous.get("/api/investments", { headers: as(token) })).json()) as {
    investmentPlans: { id: number; plan: string; minimumAmount: number }[];
  };
  const basic = plans.investmentPlans.find((p) => p.plan === "Basic")!;
  const sub = await anonymous.post("/api/investments/subscribe", {
    headers: as(token),
    data: { planId: basic.id, asset: "BITCOIN", amount: basic.minimumAmount },
  });
  expect(sub.ok(), await sub.text()).toBe(true);
  expect(
    (await anonymous.post("/api/investments/calculate-interest", { headers: as(adminToken) })).ok(),
  ).toBe(true);
  await anonymous.dispose();

  await page.goto("/dashboard?panel=analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  const cumulative = page.getByRole("region", { name: "Cumulative Interest" });
  await expect(cumulative).toBeVisible();
  await expect(cumulative).not.toContainText("$0.00");
  await expect(cumulative).toContainText(/\$0\.\d*[1-9]/);
  await checkA11y(page, "Analytics");
  await shot(page, "investor-analytics");
  // With figures (charts, the holdings table) the panel still fits a 360 px phone.
  await page.setViewportSize({ width: 360, height: 780 });
  // The charts take the new width when their resize observers fire, a frame or two after the viewport's.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: "Analytics scrolls sideways at 360 px",
    })
    .toBeLessThanOrEqual(0);
});
