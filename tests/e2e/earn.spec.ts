// Earn, one journey: an administrator opens a flexible Bitcoin plan and a fixed USDT plan redeemable early; an
// investor credited with Bitcoin subscribes 0.5 BTC to the flexible plan from Invest (the amount asked in BTC), a
// day's interest run credits the position in BTC, the investor redeems half of it with the withdrawal PIN, and turns
// renewal on for the fixed plan (still on after a reload). axe on each new screen and dialog.
import { expect, openFromSidebar, test } from "./fixtures";

const PIN = "2468";

test("subscribe to a flexible BTC plan, earn a day in BTC, redeem half with the PIN, renew a fixed plan", async ({
  page,
  api,
  checkA11y,
  shot,
}, testInfo) => {
  test.setTimeout(240_000);
  const suffix = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const flexName = `BTC Flex ${suffix}`;
  const fixedName = `USDT Term ${suffix}`;

  // Setup: the plans (an administrator, through the admin API), the investor's coins and withdrawal PIN.
  const admin = await api.asAdmin();
  const addPlan = async (data: object) => {
    const res = await admin.post("/api/investments/add", { data });
    expect(res.status(), await res.text()).toBe(200);
  };
  await addPlan({
    plan: flexName,
    kind: "FLEXIBLE",
    asset: "BITCOIN",
    minimumAmount: "0.01",
    maximumAmount: "5",
    interestRate: "36.5",
    totalReturns: "0",
  });
  await addPlan({
    plan: fixedName,
    kind: "FIXED",
    asset: "USDT",
    minimumAmount: "100",
    maximumAmount: "1000",
    interestRate: "10",
    totalReturns: "5",
    earlyRedemption: "FORFEIT_INTEREST",
  });
  const investor = await api.newInvestor({ name: "Katherine Johnson" });
  const signIn = await page.request.post("/api/auth/signin", { data: investor });
  const { user, token } = (await signIn.json()) as { user: { id: number }; token: string };
  const asInvestor = { Authorization: `Bearer ${token}` };
  for (const [currency, amount] of [
    ["BITCOIN", "1"],
    ["USDT", "500"],
  ]) {
    const credit = await admin.post("/api/users/credit", {
      data: { userId: user.id, currency, amount, reason: "Journey deposit" },
    });
    expect(credit.ok(), await credit.text()).toBe(true);
  }
  const pin = await page.request.post("/api/auth/user/set-withdrawal-pin", {
    headers: asInvestor,
    data: { pin: PIN },
  });
  expect(pin.ok(), await pin.text()).toBe(true);
  const plans = (await (await page.request.get("/api/investments", { headers: asInvestor })).json()) as {
    investmentPlans: { id: number; plan: string }[];
  };
  const fixedPlan = plans.investmentPlans.find((p) => p.plan === fixedName)!;
  const fixedSub = await page.request.post("/api/investments/subscribe", {
    headers: asInvestor,
    data: { planId: fixedPlan.id, asset: "USDT", amount: "200" },
  });
  expect(fixedSub.ok(), await fixedSub.text()).toBe(true);
  const fixedId = ((await fixedSub.json()) as { subscription: { id: number } }).subscription.id;

  // Invest: the flexible plan asks for the amount, in BTC, within its limits and the balance.
  await page.goto("/dashboard");
  await openFromSidebar(page, "Invest");
  await page.getByRole("button", { name: `Subscribe Now to ${flexName}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Confirm Investment" })).toBeVisible();
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(dialog.getByRole("heading", { name: "Choose the Amount" })).toBeVisible();
  await expect(dialog.getByText("Available: 1.00 BTC")).toBeVisible();
  const amount = dialog.getByLabel("Amount (BTC)");
  await amount.fill("6");
  await expect(dialog.getByText("Amount must be between the plan's minimum and maximum")).toBeVisible();
  await checkA11y(page, "Invest › Choose the Amount");
  await amount.fill("0.5");
  await shot(page, "earn-invest-amount");
  await dialog.getByRole("button", { name: "Confirm Subscription" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Successfully subscribed to ${flexName}`).first()).toBeVisible();

  // The day's interest run: 0.5 BTC at 36.5% a year earns 0.0005 BTC a day, credited in BTC.
  const run = await admin.post("/api/investments/calculate-interest");
  expect(run.ok(), await run.text()).toBe(true);
  const balances = async () =>
    (
      (await (await page.request.get("/api/users/balances", { headers: asInvestor })).json()) as {
        balances: { Bitcoin: { bitcoinBalance: number }; Usdt: { usdtBalance: number } };
        mainBalance: number;
      }
    ).balances;
  expect((await balances()).Bitcoin.bitcoinBalance).toBeCloseTo(0.5005, 8);

  await openFromSidebar(page, "Investments");
  await expect(page).toHaveURL(/panel=investments/);
  const flexRedeem = page.getByRole("button", { name: /^Redeem BTC Flex / }).filter({ visible: true });
  await expect(flexRedeem).toBeVisible();
  // Amount and the interest paid, both in BTC.
  await expect(page.getByText("0.50 BTC", { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText("0.0005 BTC", { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await checkA11y(page, "Investments (earn)");
  await shot(page, "earn-investments");

  // Redeem half: the live quote, the PIN, one request; the position then holds 0.25 BTC.
  await flexRedeem.click();
  const redeem = page.getByRole("dialog", { name: `Redeem ${flexName}` });
  await expect(redeem).toBeVisible();
  await redeem.getByLabel("Amount to redeem (BTC)").fill("0.25");
  const quote = redeem.getByRole("region", { name: "Redemption quote" });
  await expect(quote).toContainText("0.25 BTC");
  await expect(quote).toContainText("Forfeited");
  await redeem.getByLabel("Withdrawal PIN").fill(PIN);
  await checkA11y(page, "Redeem dialog");
  await shot(page, "earn-redeem");
  await redeem.getByRole("button", { name: "Confirm Redemption" }).click();
  await expect(page.getByText("Redeemed: 0.25 BTC returned to your balance")).toBeVisible();
  await expect(redeem).toBeHidden();
  await expect(flexRedeem).toBeFocused();
  await expect(page.getByText("0.25 BTC", { exact: true }).filter({ visible: true }).first()).toBeVisible();
  expect((await balances()).Bitcoin.bitcoinBalance).toBeCloseTo(0.7505, 8);

  // Renewal on for the fixed plan: shown at once, saved, still on after a reload. The switch is on the phone's card;
  // on a desktop it is in the row's details until the table is 1280 px wide (a 1440 px screen's is 1110).
  const renewName = `Auto-renew ${fixedName} (#${fixedId}) at maturity`;
  // Called once the positions have loaded (a Redeem button shows): the switches come with them.
  const renewSwitch = async () => {
    const inRow = page.getByRole("switch", { name: renewName }).filter({ visible: true });
    if ((await inRow.count()) > 0) return inRow;
    await page
      .getByRole("button", { name: `Details of ${fixedName} investment #${fixedId}` })
      .filter({ visible: true })
      .click();
    return page.getByRole("dialog").getByRole("switch", { name: renewName });
  };
  const renew = await renewSwitch();
  await expect(renew).toHaveAttribute("aria-checked", "false");
  await renew.click();
  await expect(renew).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText(`Auto-renew is on for ${fixedName} (#${fixedId})`)).toBeVisible();
  await checkA11y(page, "Investments › renewal on");
  await page.reload();
  await expect(
    page.getByRole("button", { name: /^Redeem BTC Flex / }).filter({ visible: true }),
  ).toBeVisible();
  await expect(await renewSwitch()).toHaveAttribute("aria-checked", "true");
  const positions = (await (
    await page.request.get("/api/subscriptions", { headers: asInvestor })
  ).json()) as {
    subscriptions: { id: number; autoRenew: boolean; amount: string; asset: string }[];
  };
  expect(positions.subscriptions.find((s) => s.id === fixedId)).toMatchObject({ autoRenew: true });
  expect(positions.subscriptions.find((s) => s.asset === "BITCOIN")).toMatchObject({ amount: "0.25" });
  // The investor's pages never went sideways on the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
