// Approved withdrawals that really leave: an investor holding ETH and USDC asks to withdraw some of each
// to an address on the local anvil node; the administrator approves both in the back office; a payout step (the
// cron route) signs and sends them from the hot wallet, and Withdrawal History shows them Sent with the
// transaction linking to the explorer; eleven more blocks and a step later they are Completed, the bell and the
// e-mail say so, and the recipient's balances on the node grew by exactly the amounts.
import { randomBytes } from "node:crypto";
import { request as playwrightRequest, type Page } from "@playwright/test";
import { getAddress, type Hex } from "viem";
import { E2E_BASE_URL, E2E_CHAIN_URL, E2E_CRON_SECRET } from "./e2e-env";
import { expect, openFromSidebar, test, withChainLock } from "./fixtures";

/** The test USDC chain:dev deploys (playwright.config.ts's ETHEREUM_USDC_CONTRACT). */
const USDC = "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512";
const PIN = "1357";

async function chain<T>(method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(E2E_CHAIN_URL, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

async function ethBalance(address: string): Promise<bigint> {
  return BigInt(await chain<Hex>("eth_getBalance", [address, "latest"]));
}

async function usdcBalance(address: string): Promise<bigint> {
  // balanceOf(address)
  const data = `0x70a08231${address.slice(2).toLowerCase().padStart(64, "0")}`;
  return BigInt(await chain<Hex>("eth_call", [{ to: USDC, data }, "latest"]));
}

type Payout = { id: number; status: string; txHash: string | null };

/** One payout step, as the schedule would take it: every payout moves one step. */
async function payoutStep(): Promise<Payout[]> {
  const cron = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { Authorization: `Bearer ${E2E_CRON_SECRET}` },
  });
  const res = await cron.get("/api/cron/payouts");
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { payouts: Payout[] };
  await cron.dispose();
  return body.payouts;
}

type Withdrawal = {
  id: number;
  asset: string;
  status: string;
  txHash: string | null;
  network: string | null;
};

async function withdrawals(page: Page): Promise<Withdrawal[]> {
  return ((await (await page.request.get("/api/withdrawals")).json()) as { withdrawalRequests: Withdrawal[] })
    .withdrawalRequests;
}

async function requestWithdrawal(page: Page, asset: string, amount: string, address: string) {
  await page.getByRole("combobox", { name: "Asset" }).click();
  await page.getByRole("option", { name: asset, exact: true }).click();
  await expect(page.getByLabel("Network")).toHaveValue("Ethereum Network");
  await page.getByLabel("Amount").fill(amount);
  await page.getByLabel("Wallet Address").fill(address);
  await page.getByLabel("Withdrawal PIN").fill(PIN);
  await page.getByRole("button", { name: "Create Withdrawal Request" }).click();
  await expect(
    page.getByText("Withdrawal request submitted and pending approval").filter({ visible: true }).first(),
  ).toBeVisible();
}

test("ETH and USDC withdrawals are approved, sent from the hot wallet, then completed on the node", async ({
  page,
  browser,
  api,
  checkA11y,
  shot,
  latestMail,
}) => {
  test.setTimeout(180_000);
  const investor = await api.signedInInvestor(page, { name: "Hal Payout" });
  // A fresh address on the node: what arrives there is these payouts and nothing else.
  const recipient = getAddress(`0x${randomBytes(20).toString("hex")}`);

  // The investor holds 1 ETH and 100 USDC (the administrator's credits).
  const adminContext = await browser.newContext({ viewport: page.viewportSize()!, hasTouch: true });
  const adminPage = await adminContext.newPage();
  await api.signInAdmin(adminPage);
  const { user } = (await (await page.request.get("/api/user")).json()) as { user: { id: number } };
  for (const [currency, amount] of [
    ["ETHEREUM", "1"],
    ["USDC", "100"],
  ]) {
    const res = await adminPage.request.post("/api/users/credit", {
      data: { userId: user.id, currency, amount },
      headers: { origin: E2E_BASE_URL },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  // Withdrawals: a PIN first (the dialog opens by itself), then 0.25 ETH and 25 USDC to the recipient.
  await page.goto("/dashboard?panel=withdrawals");
  const pinDialog = page.getByRole("dialog", { name: "Create Withdrawal PIN" });
  await pinDialog.getByLabel("PIN", { exact: true }).fill(PIN);
  await pinDialog.getByLabel("Confirm PIN").fill(PIN);
  await pinDialog.getByRole("button", { name: "Create PIN" }).click();
  await expect(pinDialog).toBeHidden();
  await requestWithdrawal(page, "Ethereum (ETH)", "0.25", recipient);
  await requestWithdrawal(page, "USDC", "25", recipient);
  const requested = await withdrawals(page);
  const eth = requested.find((w) => w.asset === "ETHEREUM")!;
  const usdc = requested.find((w) => w.asset === "USDC")!;
  expect([eth?.status, usdc?.status]).toEqual(["PENDING", "PENDING"]);
  const ours = (payouts: Payout[]) => payouts.filter((p) => p.id === eth.id || p.id === usdc.id);

  // From the approval to the last confirmation no other journey mines on the node: its blocks would complete these
  // payouts before the Sent step (and this journey's blocks would confirm its deposits early).
  const sent = await withChainLock(async () => {
    // The administrator approves both in the back office.
    await adminPage.goto("/admin/dashboard?section=withdrawals");
    await expect(adminPage.getByRole("heading", { level: 1, name: "Withdrawal Requests" })).toBeVisible();
    await adminPage.getByPlaceholder(/Search by user name/).fill(investor.email);
    for (const { id } of [eth, usdc]) {
      await adminPage
        .getByRole("button", { name: `Approve withdrawal ${id}` })
        .filter({ visible: true })
        .click();
      await expect(
        adminPage.getByText(`Withdrawal request ${id} approved successfully`).first(),
      ).toBeVisible();
    }
    await expect(adminPage.getByText("Hot wallets")).toBeVisible();

    // One step: both signed and sent, each with its transaction.
    const step = ours(await payoutStep());
    expect(step).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: eth.id, status: "BROADCAST", txHash: expect.stringMatching(/^0x/) }),
        expect.objectContaining({ id: usdc.id, status: "BROADCAST", txHash: expect.stringMatching(/^0x/) }),
      ]),
    );
    const hashes = Object.fromEntries(step.map((p) => [p.id, p.txHash!]));

    // Withdrawal History: Sent, each transaction linking to the explorer.
    await openFromSidebar(page, "Withdrawal History");
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByText("Sent", { exact: true }).filter({ visible: true })).toHaveCount(2);
    for (const hash of Object.values(hashes)) {
      await expect(
        page
          .getByRole("link", { name: new RegExp(`transaction ${hash}`) })
          .filter({ visible: true })
          .first(),
      ).toHaveAttribute("href", `https://etherscan.io/tx/${hash}`);
    }
    await checkA11y(page, "Withdrawal History, sent");
    await shot(page, "payouts-history-sent");
    await adminPage.getByRole("button", { name: "Refresh" }).first().click();
    await expect(
      adminPage.getByText("Sent", { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
    await checkA11y(adminPage, "Withdrawal Requests, sent");
    await shot(adminPage, "payouts-admin-sent");

    // Eleven blocks more: 12 confirmations, and the next step completes both; another step changes nothing.
    await chain("anvil_mine", ["0xb"]);
    expect(ours(await payoutStep())).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: eth.id, status: "COMPLETED", txHash: hashes[eth.id] }),
        expect.objectContaining({ id: usdc.id, status: "COMPLETED", txHash: hashes[usdc.id] }),
      ]),
    );
    expect(ours(await payoutStep())).toEqual([]);
    return hashes;
  });

  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByText("Completed", { exact: true }).filter({ visible: true })).toHaveCount(2);
  await expect(page.getByText("Sent", { exact: true })).toHaveCount(0);
  await checkA11y(page, "Withdrawal History, completed");
  await shot(page, "payouts-history-completed");
  expect(await withdrawals(page)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ id: eth.id, status: "COMPLETED", txHash: sent[eth.id] }),
      expect.objectContaining({ id: usdc.id, status: "COMPLETED", txHash: sent[usdc.id] }),
    ]),
  );

  // The recipient really received the amounts, once.
  expect(await ethBalance(recipient)).toBe(25n * 10n ** 16n);
  expect(await usdcBalance(recipient)).toBe(25n * 10n ** 6n);
  const balances = (await (await page.request.get("/api/users/balances")).json()) as {
    balances: { Ethereum: { ethereumBalance: number } };
  };
  expect(balances.balances.Ethereum.ethereumBalance).toBe(0.75);

  // The bell (read afresh, as on coming back to the dashboard, rather than waiting for its 30 s poll) and the
  // e-mail say so.
  await page.goto("/dashboard?panel=withdrawal-history");
  await page.getByRole("button", { name: /Notifications, \d+ unread/ }).click();
  await expect(page.getByText("Withdrawal completed").filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText("Withdrawal sent").filter({ visible: true }).first()).toBeVisible();
  await shot(page, "payouts-bell");
  await page.keyboard.press("Escape");
  const mail = await latestMail(investor.email, { subject: /Your withdrawal of 0\.25 ETH is complete/ });
  expect(mail.text).toContain(sent[eth.id]);
  await latestMail(investor.email, { subject: /Your withdrawal of 25 USDC is complete/ });

  // The back office shows both completed.
  await adminPage.getByRole("button", { name: "Refresh" }).first().click();
  await expect(
    adminPage.getByText("Completed", { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  await shot(adminPage, "payouts-admin-completed");
  await adminContext.close();
});
