// Browser journeys: playwright-core driving Debian's Chromium against a running production build.
// `npm run test:e2e` builds nothing itself; tests/e2e/run.mjs starts the server and sets E2E_BASE_URL.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3100";
export const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data-e2e";
export const SHOTS_DIR = path.resolve("test-results");

export async function launch({ width = 1440, height = 900 } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const context = await browser.newContext({ viewport: { width, height }, baseURL: BASE_URL });
  const page = await context.newPage();
  return { browser, context, page };
}

/** Saves test-results/<name>.png (full page). */
export async function shot(page, name) {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

/** The newest outbox message to an address (the server writes mail there when SMTP_URL is unset). */
export async function latestMail(address, { timeoutMs = 10000 } = {}) {
  const dir = path.resolve(DATA_DIR, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
    const mails = files
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")))
      .filter((m) => m.to.includes(address.toLowerCase()))
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt));
    if (mails.length) return mails[0];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${address} in ${dir}`);
}

export const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? "admin@apex.local";
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? "ApexAdmin#2026";
