// The money side of the investor dashboard against the real API, one journey. Sign up, an admin credits
// 1 BTC, the Overview shows it, subscribe to Basic paying in Bitcoin, the subscription is ACTIVE, an interest run
// credits a day that the statement and its CSV show, create a withdrawal PIN, request 0.1 BTC, the history shows
// it PENDING and the balance dropped; Back returns to the previous panel and a reload keeps the panel.
import fs from "node:fs";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e-env";
import { expect, openFromSidebar, test } from "./fixtures";

/** The administrator's API session (a bearer token: no cookie, so no Origin check). */
async function adminApi(admin: { email: string; password: string }): Promise<APIRequestContext> {
  const anonymous = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const res = await anonymous.post("/api/auth/admin/login", { data: admin });
  expect(res.ok(), "admin sign-in").toBe(true);
  const { token } = (await res.json()) as { token: string };
  await anonymous.dispose();
  return playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
}

const BTC_ADDRESS = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh";

test("an investor is credited, subscribes in Bitcoin, earns a day of interest and withdraws", async ({
  page,
  api,
  admin,
  checkA11y,
  shot,
}, testInfo) => {
  test.setTimeout(180_000);
  const investor = await api.newInvestor({ name: "Grace Hopper" });
  const signIn = await page.request.post("/api/auth/signin", { data: investor });
  const { user } = (await signIn.json()) as { user: { id: number } };
  const adminCalls = await adminApi(admin);
  const credit = await adminCalls.post("/api/users/credit", {
    data: { userId: user.id, currency: "BITCOIN", amount: "1", reason: "Journey deposit" },
  });
  expect(credit.ok(), await credit.text()).toBe(true);

  // Overview: the credited coin at 8 decimals, and the credit in Recent Activity.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome back, Grace Hopper" })).toBeVisible();
  const bitcoinCard = page.getByRole("region", { name: "Bitcoin" });
  await expect(bitcoinCard).toContainText("1.00000000");
  await expect(page.getByText(/Showing 1 to 1 of 1 transactions/)).toBeVisible();
  await checkA11y(page, "Overview");
  await shot(page, "investor-overview");

  // Invest: Basic, paid in Bitcoin, with the quote shown before confirming.
  await openFromSidebar(page, "Invest");
  await expect(page).toHaveURL(/\?panel=invest$/);
  await page.getByRole("button", { name: "Subscribe Now to Basic" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Confirm Investment" })).toBeVisible();
  await checkA11y(page, "Confirm Investment");
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(dialog.getByRole("heading", { name: "Choose Payment Asset" })).toBeVisible();
  await dialog.getByRole("radio", { name: /Bitcoin/ }).check();
  await expect(dialog.getByLabel("Payment summary")).toContainText("BTC");
  await checkA11y(page, "Choose Payment Asset");
  await shot(page, "investor-invest-payment");
  await dialog.getByRole("button", { name: "Confirm Subscription" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Successfully subscribed to Basic/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Subscribed to Basic" })).toBeDisabled();
  await checkA11y(page, "Invest");
  await shot(page, "investor-invest");

  // Investments: the subscription is ACTIVE.
  await openFromSidebar(page, "Investments");
  await expect(page.getByText("ACTIVE").filter({ visible: true }).first()).toBeVisible();
  await checkA11y(page, "Investments");
  await shot(page, "investor-investments");

  // An interest run (the admin's Calculate Interest), then the statement shows the day and the CSV downloads.
  const run = await adminCalls.post("/api/investments/calculate-interest");
  expect(run.ok(), await run.text()).toBe(true);
  await adminCalls.dispose();
  await page.reload();
  await page
    .getByRole("button", { name: /View statement for Basic/ })
    .filter({ visible: true })
    .first()
    .click();
  const statement = page.getByRole("dialog");
  const today = new Date().toISOString().slice(0, 10);
  await expect(statement).toBeVisible();
  await expect(statement.getByText(/\d+\.\d+/).first()).toBeVisible();
  await checkA11y(page, "Interest statement");
  await shot(page, "investor-interest-statement");
  await page.keyboard.press("Escape");
  await expect(statement).toBeHidden();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download interest history (CSV)" }).click(),
  ]);
  const csv = fs.readFileSync(await download.path(), "utf8");
  expect(csv.split(/\r?\n/)[0]).toBe("Date,Subscription,Plan,Asset,Amount");
  expect(csv).toContain(`${today},`);
  expect(csv).toContain("Basic");

  // Withdrawals: no PIN yet, so the PIN dialog opens by itself.
  await openFromSidebar(page, "Withdrawals");
  const pinDialog = page.getByRole("dialog", { name: "Create Withdrawal PIN" });
  await expect(pinDialog).toBeVisible();
  await expect(pinDialog).toContainText("Please set a 4-digit PIN to enable withdrawals for security.");
  await checkA11y(page, "Create Withdrawal PIN");
  await pinDialog.getByLabel("PIN", { exact: true }).fill("4321");
  await pinDialog.getByLabel("Confirm PIN").fill("4321");
  await pinDialog.getByRole("button", { name: "Create PIN" }).click();
  await expect(pinDialog).toBeHidden();
  await expect(page.getByText("Withdrawal pin set successfully")).toBeVisible();

  await page.getByLabel("Amount").fill("0.1");
  await page.getByLabel("Wallet Address").fill(BTC_ADDRESS);
  await page.getByLabel("Withdrawal PIN").fill("4321");
  await page.getByRole("button", { name: "Create Withdrawal Request" }).click();
  await expect(page.getByText(/pending approval/i).first()).toBeVisible();
  await checkA11y(page, "Withdrawals");
  await shot(page, "investor-withdrawals");

  // Withdrawal History: PENDING, and the Bitcoin balance dropped by 0.1 plus the subscription's cost.
  await openFromSidebar(page, "Withdrawal History");
  await expect(page).toHaveURL(/\?panel=withdrawal-history$/);
  await expect(
    page
      .getByText(/pending/i)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expect(page.getByText("bc1qxy2k...fjhx0wlh").filter({ visible: true }).first()).toBeVisible();
  await checkA11y(page, "Withdrawal History");
  await shot(page, "investor-withdrawal-history");
  const balances = (await (await page.request.get("/api/users/balances")).json()) as {
    balances: { Bitcoin: { bitcoinBalance: number } };
  };
  expect(balances.balances.Bitcoin.bitcoinBalance).toBeLessThan(0.9);
  expect(balances.balances.Bitcoin.bitcoinBalance).toBeGreaterThan(0.89);

  // Back returns to the previous panel; a reload keeps the panel.
  await page.goBack();
  await expect(page).toHaveURL(/\?panel=withdrawals$/);
  await expect(page.getByRole("heading", { level: 1, name: "Withdrawals" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Withdrawals" })).toBeVisible();
  testInfo.annotations.push({ type: "investor", description: investor.email });
});

test("every other investor panel renders without accessibility problems or sideways scroll", async ({
  page,
  api,
  checkA11y,
  shot,
}, testInfo) => {
  test.setTimeout(120_000);
  // The phone project checks the narrowest phone the product supports.
  if (testInfo.project.name === "phone") await page.setViewportSize({ width: 360, height: 780 });
  await api.signedInInvestor(page, { name: "Ada Lovelace" });
  for (const slug of [
    "deposits",
    "deposit-history",
    "settings",
    "account-settings",
    "kyc",
    "support",
    "profile",
    "analytics",
  ]) {
    await page.goto(`/dashboard?panel=${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
    await checkA11y(page, `panel ${slug}`);
    await shot(page, `investor-panel-${slug}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${slug} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
