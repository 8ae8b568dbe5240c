// Coins that arrive on their own: the investor's own Ethereum address and its QR on Deposits, 0.5 ETH sent to it
// on the local anvil node, a scan (the cron route) shows it PENDING with "1 of 12 confirmations" in Deposit
// History, 11 more blocks and a scan credit it: COMPLETED, the balance grows by exactly 0.5, the bell says so, and
// the back office's Deposits section lists it credited beside the Ethereum scanner.
import { request as playwrightRequest } from "@playwright/test";
import { E2E_BASE_URL, E2E_CHAIN_URL, E2E_CRON_SECRET } from "./e2e-env";
import { expect, openFromSidebar, test, withChainLock } from "./fixtures";

/** anvil's first dev account (unlocked: the node signs for it). */
const FUNDER = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

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

async function scan() {
  const cron = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { Authorization: `Bearer ${E2E_CRON_SECRET}` },
  });
  const res = await cron.get("/api/cron/deposits");
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { networks: { chain: string; error?: string }[] };
  await cron.dispose();
  const ethereum = body.networks.find((n) => n.chain === "ETHEREUM");
  expect(ethereum, "the Ethereum watcher runs").toBeDefined();
  expect(ethereum?.error).toBeUndefined();
}

test("ETH sent to the investor's own address is pending, then credited once after 12 confirmations", async ({
  page,
  api,
  checkA11y,
  shot,
}, testInfo) => {
  test.setTimeout(180_000);
  await api.signedInInvestor(page, { name: "Satoshi Deposit" });

  // Deposits: ETH on Ethereum shows this investor's own address, as text and as a QR code.
  await page.goto("/dashboard?panel=deposits");
  await expect(page.getByRole("heading", { level: 1, name: "Deposits" })).toBeVisible();
  const addresses = (await (await page.request.get("/api/deposits/addresses")).json()) as {
    addresses: { asset: string; network: string; address: string; personal: boolean }[];
  };
  const own = addresses.addresses.find((a) => a.asset === "ETH" && a.network === "Ethereum Network");
  expect(own?.personal).toBe(true);
  const address = own!.address;
  // The option cards are labels around their radio: a person clicks the card.
  const option = (name: string | RegExp) =>
    page.locator("label").filter({ has: page.getByRole("radio", { name }) });
  await option(/^ETH/).click();
  await option("Ethereum Network").click();
  await expect(page.getByRole("radio", { name: "Ethereum Network" })).toBeChecked();
  await expect(page.getByLabel("ETH deposit address (Ethereum Network)")).toHaveValue(address);
  await expect(page.getByText("This address is yours alone", { exact: false })).toBeVisible();
  await page.getByRole("tab", { name: "QR Code" }).click();
  await expect(
    page.getByRole("img", { name: "QR code of the ETH deposit address (Ethereum Network)" }),
  ).toBeVisible();
  await checkA11y(page, "Deposits, own address");
  await shot(page, "chain-deposit-address");

  const before = (await (await page.request.get("/api/users/balances")).json()) as {
    balances: { Ethereum: { ethereumBalance: number } };
  };
  expect(before.balances.Ethereum.ethereumBalance).toBe(0);

  // From the send to the last confirmation, no other journey mines on the node (payouts.spec.ts would confirm
  // this deposit before its pending step).
  const hash = await withChainLock(async () => {
    // 0.5 ETH arrives in one block; a scan records it.
    const sent = await chain<string>("eth_sendTransaction", [
      { from: FUNDER, to: address, value: `0x${(5n * 10n ** 17n).toString(16)}` },
    ]);
    await scan();

    await openFromSidebar(page, "Deposit History");
    await expect(page).toHaveURL(/\?panel=deposit-history$/);
    // Deposits was open a moment ago with no deposit: its list is fresh from then, so ask again as a person would.
    await page.getByRole("button", { name: "Refresh" }).click();
    // Its own block only: under the lock no other journey adds one.
    await expect(
      page
        .getByText(/^1 of 12 confirmations$/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expect(
      page
        .getByText(/pending/i)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    const link = page
      .getByRole("link", { name: new RegExp(sent) })
      .filter({ visible: true })
      .first();
    await expect(link).toHaveAttribute("href", `https://etherscan.io/tx/${sent}`);
    await checkA11y(page, "Deposit History, pending");
    await shot(page, "chain-deposit-pending");

    // Eleven blocks more: 12 confirmations, credited; scanning again credits nothing twice.
    await chain("anvil_mine", ["0xb"]);
    await scan();
    await scan();
    return sent;
  });
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(
    page
      .getByText(/completed/i)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/of 12 confirmations/)).toHaveCount(0);
  await shot(page, "chain-deposit-completed");
  const after = (await (await page.request.get("/api/users/balances")).json()) as {
    balances: { Ethereum: { ethereumBalance: number } };
  };
  expect(after.balances.Ethereum.ethereumBalance).toBe(0.5);
  const history = (await (await page.request.get("/api/deposits")).json()) as {
    deposits: { status: string; txHash: string | null; confirmations: number | null }[];
  };
  expect(history.deposits.filter((d) => d.txHash === hash)).toEqual([
    expect.objectContaining({ status: "COMPLETED", txHash: hash }),
  ]);
  const notices = (await (await page.request.get("/api/notifications")).json()) as { title: string }[];
  expect(notices.map((n) => n.title)).toContain("Deposit received");

  // The back office lists it credited, beside the Ethereum scanner.
  const adminContext = await page.context().browser()!.newContext({ viewport: page.viewportSize()! });
  const adminPage = await adminContext.newPage();
  await api.signInAdmin(adminPage);
  await adminPage.goto(`/admin/dashboard?section=deposits`);
  await expect(adminPage.getByRole("heading", { level: 1, name: "Deposits" })).toBeVisible();
  await expect(adminPage.getByText("Network scanners")).toBeVisible();
  await adminPage.getByRole("searchbox").first().fill(hash);
  await expect(adminPage.getByText("Satoshi Deposit").filter({ visible: true }).first()).toBeVisible();
  await expect(adminPage.getByText("Credited").filter({ visible: true }).first()).toBeVisible();
  await checkA11y(adminPage, "admin Deposits");
  await shot(adminPage, "admin-section-deposits");
  await adminContext.close();
  testInfo.annotations.push({ type: "deposit", description: hash });
});
