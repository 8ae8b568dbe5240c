// What journeys do over and over: read the mail outbox, sign in with the form, check and leave a dashboard.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "./e2e-env";

export type Credentials = { email: string; password: string };
export type Mail = { to: string[]; subject: string; text: string; html?: string; sentAt: string };

/** A unique address on a domain that never receives mail. */
export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/** null while the server is still writing the file (another worker's mail, read half-written). */
function readMailFile(file: string): Mail | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Mail;
  } catch {
    return null;
  }
}

export type MailFilter = { subject?: RegExp; timeoutMs?: number };

/**
 * The newest outbox message to `address` (the server writes mail there when SMTP_URL is unset); with
 * `subject`, the newest whose subject matches, since parallel journeys may mail the same inbox.
 */
export async function readLatestMail(
  address: string,
  { subject, timeoutMs = 10_000 }: MailFilter = {},
): Promise<Mail> {
  const dir = path.join(E2E_DATA_DIR, "outbox");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
    const mails = files
      .map((f) => readMailFile(path.join(dir, f)))
      .filter((m): m is Mail => !!m && m.to.includes(address.toLowerCase()))
      .filter((m) => !subject || subject.test(m.subject))
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt));
    if (mails.length) return mails[0];
    if (Date.now() > deadline) throw new Error(`no mail to ${address} (subject ${subject}) in ${dir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function codeFrom(mail: Mail): string {
  const match = mail.text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no six-digit code in "${mail.subject}"`);
  return match[1];
}

/**
 * Opens the phone's navigation drawer. The menu button is in the server's HTML before React has hydrated the top
 * bar, and a tap before that does nothing (no handler is attached yet): tap again until the drawer is open, as a
 * person would.
 */
export async function openDrawer(page: Page): Promise<void> {
  const menu = page.getByRole("button", { name: "Open menu" });
  const drawer = page.getByRole("dialog", { name: "Navigation" });
  await expect(async () => {
    if (!(await drawer.isVisible())) await menu.click({ timeout: 2_000 });
    await expect(drawer).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** The dashboards' sign-out button; on a phone it sits in the drawer behind "Open menu". */
export async function signOutWithMenu(page: Page): Promise<void> {
  const signOut = page.getByRole("button", { name: /sign out/i });
  const menu = page.getByRole("button", { name: "Open menu" });
  await expect(signOut.or(menu).first()).toBeVisible();
  if (!(await signOut.first().isVisible())) await openDrawer(page);
  await signOut.first().click();
}

/**
 * Checks the dashboard's sidebar shows the signed-in `name` and `role`. On a phone the sidebar is a drawer:
 * it is opened for the check and closed again.
 */
export async function expectSidebarUser(page: Page, name: string, role: string): Promise<void> {
  const signOut = page.getByRole("button", { name: /sign out/i });
  const menu = page.getByRole("button", { name: "Open menu" });
  await expect(signOut.or(menu).first()).toBeVisible({ timeout: 15_000 });
  const drawer = await menu.isVisible();
  if (drawer) await openDrawer(page);
  await expect(page.getByText(name, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(role, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  if (drawer) {
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  }
}

/** The investor sign-in form, from wherever the page is. */
export async function signInWithForm(page: Page, who: Credentials): Promise<void> {
  await page.getByLabel(/email/i).fill(who.email);
  await page.getByLabel(/^password/i).fill(who.password);
  await page.getByRole("button", { name: /^sign in$/i }).click();
}

/**
 * Opens a dashboard screen from the sidebar, as a user would; on a phone the sidebar is a drawer behind
 * "Open menu". Waits for the screen's title (the top bar's h1).
 */
export async function openFromSidebar(page: Page, label: string): Promise<void> {
  // An open (or closing) dialog hides the rest of the page from the accessibility tree: wait it out.
  await expect(page.locator('[role="dialog"], [role="alertdialog"]')).toHaveCount(0);
  const menu = page.getByRole("button", { name: "Open menu" });
  const nav = page.getByRole("navigation", { name: "Dashboard sections" }).filter({ visible: true });
  if (await menu.isVisible()) {
    // On a phone a toast spans the top of the screen, over the menu button, for its 4 s, and a toast under the
    // pointer (left there by the last click) waits for as long as the pointer stays. A finger leaves the
    // screen: move the pointer off, and let the toast go as a person would.
    const viewport = page.viewportSize();
    if (viewport) await page.mouse.move(viewport.width / 2, viewport.height - 1);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await openDrawer(page);
    await page
      .getByRole("dialog", { name: "Navigation" })
      .getByRole("link", { name: label, exact: true })
      .click();
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeHidden();
  } else {
    await nav.getByRole("link", { name: label, exact: true }).click();
  }
  // By the element, not its role: a screen may open a dialog of its own at once (Withdrawals without a PIN),
  // which hides the title from the accessibility tree but not from view.
  const title = page
    .locator("h1")
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) });
  await expect(title).toBeVisible();
}

/** Scrolls to the bottom and back, so lazy images load and the counters run before a full-page shot. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Longer than any journey holds the chain; a lock this old was left by a journey that was killed. */
const CHAIN_LOCK_STALE_MS = 90_000;

/**
 * Runs `fn` while no other journey does: for the steps that count confirmations on the shared local node. Blocks
 * one journey mines would confirm another's transaction early (a deposit credited before its "pending" step, a
 * payout completed before its "Sent" step). The lock is a directory in the server's data folder, which every
 * worker sees.
 */
export async function withChainLock<T>(fn: () => Promise<T>): Promise<T> {
  const lock = path.join(E2E_DATA_DIR, "chain.lock");
  const deadline = Date.now() + 2 * CHAIN_LOCK_STALE_MS;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > CHAIN_LOCK_STALE_MS) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`the local chain stayed locked (${lock})`);
      else await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
