// The back office journey: an administrator runs the back office from the product. Find the investor by
// e-mail, verify and credit 0.5 BTC through the dialog (the investor's balance shows it), approve a pending
// withdrawal, see both in the audit trail and its CSV, add/edit/delete a plan, calculate interest, publish a
// notification the investor's bell shows, send mail that lands in the outbox, and reconcile. axe on every
// section; user-supplied markup renders as text.
import fs from "node:fs";
import { expect, openFromSidebar, test } from "./fixtures";

const XSS = `<img src=x onerror="window.__xss=1">`;

test("an administrator credits, approves, audits, manages plans, runs interest, notifies, mails and reconciles", async ({
  page,
  browser,
  api,
  checkA11y,
  shot,
  latestMail,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  // An investor whose name is hostile markup, with a pending withdrawal to approve.
  const investor = await api.newInvestor({ name: `Eve ${XSS}` });
  const investorContext = await browser.newContext();
  const investorPage = await investorContext.newPage();
  await api.signIn(investorPage, investor);

  await api.signInAdmin(page);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Total Users")).toBeVisible();
  await checkA11y(page, "admin Dashboard");
  await shot(page, "admin-section-dashboard");

  // Users: find the investor by e-mail, verify, credit 0.5 BTC.
  await openFromSidebar(page, "Users Management");
  await page.getByPlaceholder("Search by name, email or phone").fill(investor.email);
  await expect(page.getByText("Showing 1 to 1 of 1 users")).toBeVisible();
  const name = `Eve ${XSS}`;
  await page
    .getByRole("button", { name: `Verify ${name}` })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole("button", { name: `Verify ${name}` })).toHaveCount(0);
  await page
    .getByRole("button", { name: `Credit ${name}` })
    .filter({ visible: true })
    .click();
  const credit = page.getByRole("dialog", { name: "Credit Balance" });
  await credit.getByLabel("Amount").fill("0.5");
  await checkA11y(page, "Credit Balance");
  await credit.getByRole("button", { name: "Credit Balance" }).click();
  await expect(credit).toBeHidden();
  await checkA11y(page, "Users Management");
  await shot(page, "admin-section-users");
  const balances = await (await investorPage.request.get("/api/users/balances")).json();
  expect(balances.balances.Bitcoin.bitcoinBalance).toBe(0.5);

  // The investor asks to withdraw 0.1 BTC (PIN through the API, as the Withdrawals panel does).
  await investorPage.goto("/dashboard?panel=withdrawals");
  const pin = investorPage.getByRole("dialog", { name: "Create Withdrawal PIN" });
  await pin.getByLabel("PIN", { exact: true }).fill("2468");
  await pin.getByLabel("Confirm PIN").fill("2468");
  await pin.getByRole("button", { name: "Create PIN" }).click();
  await expect(pin).toBeHidden();
  await investorPage.getByLabel("Amount").fill("0.1");
  await investorPage.getByLabel("Wallet Address").fill("bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh");
  await investorPage.getByLabel("Withdrawal PIN").fill("2468");
  await investorPage.getByRole("button", { name: "Create Withdrawal Request" }).click();
  await expect(investorPage.getByText(/pending approval/i).first()).toBeVisible();
  const { withdrawalRequests } = await (await investorPage.request.get("/api/withdrawals")).json();
  const requestId = withdrawalRequests[0].id as number;

  // Withdrawal Requests: approve it.
  await openFromSidebar(page, "Withdrawal Requests");
  await page.getByPlaceholder(/Search by user name/).fill(investor.email);
  await page
    .getByRole("button", { name: `Approve withdrawal ${requestId}` })
    .filter({ visible: true })
    .click();
  await expect(page.getByText(`Withdrawal request ${requestId} approved successfully`)).toBeVisible();
  // Decided: no Approve or Reject left on it, its decision instead (focus lands there, not on the page).
  await expect(
    page.getByRole("button", { name: `Approve withdrawal ${requestId}` }).filter({ visible: true }),
  ).toHaveCount(0);
  await expect(
    page.getByRole("button", { name: `Reject withdrawal ${requestId}` }).filter({ visible: true }),
  ).toHaveCount(0);
  await expect(page.locator(":focus")).toHaveText(/^Approved/);
  await checkA11y(page, "Withdrawal Requests");
  await shot(page, "admin-section-withdrawals");

  // Audit trail: the credit and the approval, and the CSV has them.
  await openFromSidebar(page, "Admin Audit Trail");
  await expect(
    page
      .getByText(/credit/i)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await checkA11y(page, "Admin Audit Trail");
  await shot(page, "admin-section-audit");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export" }).click(),
  ]);
  const csv = fs.readFileSync(await download.path(), "utf8");
  expect(csv.split(/\r?\n/)[0]).toBe("Timestamp,Action,User,Email,Asset,Amount,USD Value,Status,Details");
  expect(csv).toContain(investor.email);
  expect(csv).toMatch(/CREDIT/);
  expect(csv).toMatch(/APPROVE/);

  // Plans: add, edit, delete.
  await openFromSidebar(page, "Manage Plans");
  const planName = `Journey ${stamp}`;
  await page.getByRole("button", { name: "Add New Plan" }).click();
  const planDialog = page.getByRole("dialog", { name: "Add New Plan" });
  await expect(planDialog.getByRole("button", { name: "Create" })).toBeDisabled();
  await planDialog.getByLabel("Plan Name").fill(planName);
  await planDialog.getByLabel("Minimum Amount (USD)").fill("100");
  await planDialog.getByLabel("Maximum Amount (USD)").fill("1000");
  await planDialog.getByLabel("Interest Rate (% APY)").fill("10");
  await planDialog.getByLabel("Total Returns (%)").fill("20");
  await planDialog.getByRole("button", { name: "Create" }).click();
  await expect(planDialog).toBeHidden();
  await page
    .getByRole("button", { name: `Edit plan ${planName}` })
    .filter({ visible: true })
    .click();
  const editDialog = page.getByRole("dialog", { name: "Edit Plan" });
  await editDialog.getByLabel("Interest Rate (% APY)").fill("11");
  await editDialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(editDialog).toBeHidden();
  await checkA11y(page, "Manage Plans");
  await shot(page, "admin-section-plans");
  await page
    .getByRole("button", { name: `Delete plan ${planName}` })
    .filter({ visible: true })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Plan" }).click();
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(page.getByRole("button", { name: `Edit plan ${planName}` })).toHaveCount(0);

  // Investments: Calculate Interest.
  await openFromSidebar(page, "Manage Investments");
  await page.getByRole("button", { name: "Calculate Interest" }).click();
  await expect(
    page.getByText(/Interest calculated successfully!|Interest calculation completed/).first(),
  ).toBeVisible();
  await checkA11y(page, "Manage Investments");
  await shot(page, "admin-section-investments");

  // Manage Transactions renders (money movements only, hostile name as text).
  await openFromSidebar(page, "Manage Transactions");
  await expect(page.getByRole("list", { name: "Transactions" })).toBeVisible();
  await checkA11y(page, "Manage Transactions");
  await shot(page, "admin-section-transactions");

  // Notifications: create one; the investor's bell shows it.
  await openFromSidebar(page, "Notifications");
  const title = `Maintenance ${stamp} ${XSS}`;
  await page.getByRole("button", { name: "Create New Notification" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill("The platform will be briefly unavailable tonight.");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByText(title).first()).toBeVisible();
  await checkA11y(page, "Notifications");
  await shot(page, "admin-section-notifications");
  await investorPage.goto("/dashboard");
  await investorPage.getByRole("button", { name: /Notifications, \d+ unread/ }).click();
  await expect(investorPage.getByText(title).first()).toBeVisible();

  // Send Mail to one user lands in the outbox.
  await page.goto("/admin/dashboard?section=send-mail");
  await expect(page.getByRole("heading", { level: 1, name: "Send Mail" })).toBeVisible();
  const subject = `Hello ${stamp}`;
  await page.getByLabel("Recipient email").fill(investor.email);
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("Your withdrawal was approved.");
  await checkA11y(page, "Send Mail");
  await page.getByRole("button", { name: "Send Email" }).click();
  await expect(page.getByText("Email sent to 1 recipient(s)").first()).toBeVisible();
  expect((await latestMail(investor.email, { subject: new RegExp(subject) })).subject).toContain(subject);

  // Support and Reconciliation.
  await openFromSidebar(page, "Support");
  await checkA11y(page, "Support");
  await shot(page, "admin-section-support");
  await openFromSidebar(page, "Reconciliation");
  await expect(page.getByText("All balances match their ledger")).toBeVisible();
  await checkA11y(page, "Reconciliation");
  await shot(page, "admin-section-reconciliation");

  // Nothing anywhere ran the hostile markup.
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await investorPage.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await investorContext.close();
});
