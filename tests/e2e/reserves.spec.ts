// Proof of reserves (docs/proof-of-reserves.md), end to end: an investor with a balance checks their proof in the
// browser after an administrator takes a snapshot; the public page at phone width; the back office's Reserves
// section takes one, refuses a bad signature with the server's reason and accepts an EIP-191 signature made with
// one of the local node's public dev keys for the address playwright.config.ts lists in RESERVE_ADDRESSES.
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { mnemonicAccounts } from "../../lib/chain/anvil";
import { E2E_BASE_URL } from "./e2e-env";
import { expect, openFromSidebar, test } from "./fixtures";

/** The reserve address playwright.config.ts lists (its key is public: the node's dev mnemonic). */
const RESERVE_ACCOUNT = mnemonicAccounts()[8];
const VERIFIED = "Verified: your amounts are counted in the published root. This browser checked it itself.";

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

async function takeSnapshot(calls: APIRequestContext): Promise<string> {
  const res = await calls.post("/api/admin/reserves/snapshots");
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { snapshotId: string }).snapshotId;
}

async function expectNoHorizontalScroll(page: Page, what: string) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${what} scrolls sideways`).toBeLessThanOrEqual(client);
}

test("an investor with a balance opens the Proof of Reserves panel and sees their proof Verified", async ({
  page,
  api,
  admin,
  checkA11y,
  shot,
}) => {
  const investor = await api.newInvestor({ name: "Satoshi Reserve" });
  const signIn = await page.request.post("/api/auth/signin", { data: investor });
  expect(signIn.ok(), "sign-in").toBe(true);
  const { user } = (await signIn.json()) as { user: { id: number } };
  const calls = await adminApi(admin);
  const credit = await calls.post("/api/users/credit", {
    data: { userId: user.id, currency: "BITCOIN", amount: "0.25", reason: "Reserves journey" },
  });
  expect(credit.ok(), await credit.text()).toBe(true);
  await takeSnapshot(calls);
  await calls.dispose();

  await page.goto("/dashboard");
  await openFromSidebar(page, "Proof of Reserves");
  await expect(page.getByText(VERIFIED)).toBeVisible();
  // Their own amounts in the proof: the credited coin at the ledger's 8 decimals.
  await expect(page.getByText("0.25000000")).toBeVisible();
  await expectNoHorizontalScroll(page, "the Proof of Reserves panel");
  await checkA11y(page, "Proof of Reserves panel");
  await shot(page, "reserves-investor-panel");
});

test("the public /reserves page: the latest snapshot, no sideways scroll, axe clean", async ({
  page,
  admin,
  checkA11y,
  shot,
}) => {
  const calls = await adminApi(admin);
  await takeSnapshot(calls);
  await calls.dispose();
  await page.goto("/reserves");
  await expect(page.getByText(RESERVE_ACCOUNT.address).first()).toBeVisible();
  await expectNoHorizontalScroll(page, "/reserves");
  await checkA11y(page, "/reserves");
  await shot(page, "reserves-public");
});

test("the back office's Reserves section takes a snapshot, refuses a bad signature and accepts the key's", async ({
  page,
  api,
  checkA11y,
  shot,
}) => {
  await api.signInAdmin(page);
  await page.goto("/admin/dashboard");
  await openFromSidebar(page, "Proof of Reserves");
  await expect(page.getByRole("button", { name: "Take snapshot" })).toBeEnabled();
  await checkA11y(page, "admin Reserves section");

  await page.getByRole("button", { name: "Take snapshot" }).click();
  await expect(page.getByText(/^Snapshot taken/).first()).toBeVisible();
  // The new snapshot is the one shown below the table, its message to sign naming it and the listed address.
  const form = page.getByRole("form", { name: "Upload a signature" });
  await form.getByLabel("Address").selectOption(`ETHEREUM ${RESERVE_ACCOUNT.address}`);
  const message = (await form.locator("code").first().textContent())!;
  expect(message).toMatch(new RegExp(`^Apex proof of reserves [0-9a-f-]{36} ${RESERVE_ACCOUNT.address}$`));
  const snapshotId = message.split(" ")[4];
  await expect(page.getByText(`Snapshot ${snapshotId}`)).toBeVisible();
  const list = page.getByRole("list", { name: "Proof-of-reserves snapshots" }).filter({ visible: true });
  const table = page.getByRole("table", { name: "Proof-of-reserves snapshots" }).filter({ visible: true });
  await expect(
    table
      .or(list)
      .getByRole("button", { name: /^Copy the root hash/ })
      .first(),
  ).toBeVisible();

  // Not a signature at all: the server's reason, shown with the form.
  await form.getByLabel("Signature").fill("0x1234");
  await form.getByRole("button", { name: "Upload signature" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "The signature must be 65 bytes of hex (0x followed by 130 hex digits)",
  );
  // A well-formed signature by another key: refused as not the address's.
  const other = mnemonicAccounts()[7];
  await form.getByLabel("Signature").fill(await other.signMessage({ message }));
  await form.getByRole("button", { name: "Upload signature" }).click();
  await expect(form.getByRole("alert")).toContainText("The signature is not the address's");
  await expectNoHorizontalScroll(page, "the admin Reserves section");
  await checkA11y(page, "admin Reserves section, a signature refused");
  await shot(page, "reserves-admin-refused");

  // The address's own key (EIP-191 personal_sign): verified, and the address is published as signed.
  await form.getByLabel("Signature").fill(await RESERVE_ACCOUNT.signMessage({ message }));
  await form.getByRole("button", { name: "Upload signature" }).click();
  await expect(page.getByText(/^Signature verified/).first()).toBeVisible();
  await expect(form.getByRole("alert")).toHaveCount(0);
  const snapshots = await page.request.get("/api/admin/reserves/snapshots");
  const mine = (
    (await snapshots.json()) as {
      snapshots: { snapshotId: string; reserves: { address: string; signed: boolean }[] }[];
    }
  ).snapshots.find((s) => s.snapshotId === snapshotId);
  expect(mine?.reserves.filter((r) => r.address === RESERVE_ACCOUNT.address).every((r) => r.signed)).toBe(
    true,
  );
  await shot(page, "reserves-admin-signed");
});
