// The withdrawal address book: an investor adds an address in Settings, opens the confirmation link
// from the outbox mail (signed out: the link signs them in first and comes back), and, the journeys' server having
// no cool-down (ADDRESS_COOLDOWN_HOURS=0 in playwright.config.ts), finds it active; with "Whitelist only" on, the
// withdrawal form offers only that address, and a withdrawal to it with the PIN is pending approval.
import { randomBytes } from "node:crypto";
import { getAddress } from "viem";
import { E2E_BASE_URL } from "./e2e-env";
import { expect, signInWithForm, test } from "./fixtures";

const PIN = "2468";
const LABEL = "Hardware wallet";

test("an address is added, confirmed from the e-mail, and a withdrawal goes to it with the PIN", async ({
  page,
  browser,
  api,
  checkA11y,
  shot,
  latestMail,
}) => {
  test.setTimeout(240_000);
  const investor = await api.signedInInvestor(page, { name: "Ada Addresses" });
  const destination = getAddress(`0x${randomBytes(20).toString("hex")}`);

  // 1 ETH from the administrator, and a withdrawal PIN.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await api.signInAdmin(adminPage);
  const { user } = (await (await page.request.get("/api/user")).json()) as { user: { id: number } };
  const credit = await adminPage.request.post("/api/users/credit", {
    data: { userId: user.id, currency: "ETHEREUM", amount: "1" },
    headers: { origin: E2E_BASE_URL },
  });
  expect(credit.status(), await credit.text()).toBe(200);
  await adminContext.close();
  const pin = await page.request.post("/api/auth/user/set-withdrawal-pin", {
    data: { pin: PIN },
    headers: { origin: E2E_BASE_URL },
  });
  expect(pin.ok(), await pin.text()).toBe(true);

  // Settings > Withdrawal addresses: nothing saved yet.
  await page.goto("/dashboard?panel=settings&tab=addresses");
  await expect(page.getByRole("tab", { name: "Withdrawal addresses" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByText(/No saved addresses yet/)).toBeVisible();
  await checkA11y(page, "Settings › Withdrawal addresses (empty)");
  await shot(page, "addresses-empty");

  // Add: the network follows the asset; a Bitcoin address for Ethereum is refused on the form.
  await page.getByRole("button", { name: "Add address" }).click();
  const add = page.getByRole("dialog", { name: "Add a withdrawal address" });
  await add.getByLabel("Label").fill(LABEL);
  await add.getByRole("combobox", { name: "Asset" }).click();
  await page.getByRole("option", { name: "Ethereum (ETH)" }).click();
  await expect(add.getByLabel("Network")).toHaveValue("Ethereum Network");
  await add.getByLabel("Address", { exact: true }).fill("bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh");
  await add.getByRole("button", { name: "Save address" }).click();
  await expect(add.getByText("Please enter a valid address for this network")).toBeVisible();
  await checkA11y(page, "Add address dialog with a format error");
  await shot(page, "addresses-add-error");
  await add.getByLabel("Address", { exact: true }).fill(destination);
  await add.getByRole("button", { name: "Save address" }).click();
  await expect(add.getByText("Address saved. Confirm it from the link we e-mailed you.")).toBeVisible();
  await shot(page, "addresses-add-saved");
  await add.getByRole("button", { name: "Done" }).click();
  await expect(add).toBeHidden();
  const row = page.getByRole("listitem").filter({ hasText: LABEL });
  await expect(row).toContainText("Awaiting confirmation");
  await expect(row).toContainText("ETH on Ethereum Network");
  await checkA11y(page, "Settings › Withdrawal addresses (awaiting confirmation)");
  await shot(page, "addresses-unconfirmed");

  // The e-mail's link, opened signed out (another browser): sign in first, then back to the link.
  const mail = await latestMail(investor.email, { subject: /Confirm the withdrawal address/ });
  const link = mail.text.match(/https?:\/\/\S+\/confirm-address\?token=[\w-]+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  const mailContext = await browser.newContext({ viewport: page.viewportSize()!, hasTouch: true });
  const mailPage = await mailContext.newPage();
  await mailPage.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(mailPage).toHaveURL(/\/login\?next=/);
  await signInWithForm(mailPage, investor);
  await expect(mailPage).toHaveURL(/\/confirm-address\?token=/);
  await expect(mailPage.getByRole("heading", { name: "Confirm your withdrawal address" })).toBeVisible();
  await checkA11y(mailPage, "Confirm address page");
  await shot(mailPage, "confirm-address");
  await mailPage.getByRole("button", { name: "Confirm address" }).click();
  await expect(mailPage.getByText(/^Address confirmed\. It can be used for withdrawals/)).toBeVisible();
  await checkA11y(mailPage, "Confirm address page (confirmed)");
  await shot(mailPage, "confirm-address-done");
  // The link works once.
  await mailPage.reload();
  await mailPage.getByRole("button", { name: "Confirm address" }).click();
  await expect(
    mailPage.getByRole("alert").filter({ hasText: "This confirmation link is invalid or has expired" }),
  ).toBeVisible();
  await mailContext.close();

  // Without a cool-down it is active at once; "Whitelist only" goes on.
  await page.reload();
  await expect(row).toContainText("Active");
  await expect(row).not.toContainText("Awaiting confirmation");
  const whitelist = page.getByRole("switch", { name: "Whitelist only" });
  await whitelist.click();
  await expect(whitelist).toHaveAttribute("aria-checked", "true");
  await checkA11y(page, "Settings › Withdrawal addresses (active, whitelist only)");
  await shot(page, "addresses-active");

  // Withdrawals: only the saved active address can be chosen; the request goes to it, pending approval.
  await page.goto("/dashboard?panel=withdrawals");
  await page.getByRole("combobox", { name: "Asset" }).click();
  await page.getByRole("option", { name: "Ethereum (ETH)" }).click();
  await page.getByRole("combobox", { name: "Saved address" }).click();
  await expect(page.getByRole("option")).toHaveCount(1);
  await page.getByRole("option", { name: new RegExp(LABEL) }).click();
  await expect(
    page.getByText("“Whitelist only” is on: withdrawals go only to your confirmed addresses."),
  ).toBeVisible();
  await expect(page.getByLabel("Wallet Address")).toHaveCount(0);
  await page.getByLabel("Amount").fill("0.1");
  await page.getByLabel("Withdrawal PIN").fill(PIN);
  await checkA11y(page, "Withdrawals with a saved address");
  await shot(page, "withdraw-saved-address");
  await page.getByRole("button", { name: "Create Withdrawal Request" }).click();
  await expect(
    page.getByText("Withdrawal request submitted and pending approval").filter({ visible: true }).first(),
  ).toBeVisible();
  const { withdrawalRequests } = (await (await page.request.get("/api/withdrawals")).json()) as {
    withdrawalRequests: { address: string; status: string; newAddress?: boolean }[];
  };
  expect(withdrawalRequests.map((w) => [w.address, w.status, w.newAddress])).toEqual([
    [destination, "PENDING", false],
  ]);

  // Bitcoin has no saved address: with "Whitelist only" on there is nothing to choose, and Settings is a link away.
  await page.getByRole("combobox", { name: "Asset" }).click();
  await page.getByRole("option", { name: "Bitcoin (BTC)" }).click();
  await expect(page.getByText(/you have no confirmed BTC address yet/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Withdrawal Request" })).toBeDisabled();
  await checkA11y(page, "Withdrawals with no saved address for the asset");
  await shot(page, "withdraw-no-saved-address");
  await page.getByRole("link", { name: "Add one in Settings" }).click();
  await expect(page).toHaveURL(/panel=settings&tab=addresses/);
});
