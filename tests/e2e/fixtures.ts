// The journeys' `test`: every test fails on a CSP violation or an uncaught page error, and gets helpers for
// accessibility checks, screenshots, the mail outbox and fast sign-in through /api.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type APIResponse, type Page } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { ADMIN, E2E_DATA_DIR } from "./e2e-env";

export { expect };

export type Credentials = { email: string; password: string };
export type Investor = Credentials & { name: string; phone: string };
export type Mail = { to: string[]; subject: string; text: string; html?: string; sentAt: string };

export type Api = {
  /** Signs up and verifies a fresh investor through /api (nobody is signed in afterwards). */
  newInvestor(overrides?: Partial<Investor>): Promise<Investor>;
  /** Signs the page's browser context in as `who`, as the sign-in form would (the session cookie). */
  signIn(page: Page, who: Credentials): Promise<void>;
  /** Signs the page's browser context in as the administrator. */
  signInAdmin(page: Page): Promise<void>;
  /** newInvestor + signIn: the quickest way to a signed-in investor. */
  signedInInvestor(page: Page, overrides?: Partial<Investor>): Promise<Investor>;
};

type Fixtures = {
  /** Also fail on any console error (e.g. a failed fetch); off by default, since signing out logs 401s. */
  failOnConsoleErrors: boolean;
  browserErrors: void;
  checkA11y: (page: Page, name: string) => Promise<void>;
  shot: (page: Page, name: string) => Promise<void>;
  latestMail: (address: string, filter?: MailFilter) => Promise<Mail>;
  admin: Credentials;
  api: Api;
};

const RESULTS_DIR = path.resolve(__dirname, "../../test-results");
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const CSP = /content[- ]security[- ]policy|\bCSP\b/i;

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

async function ok(response: Promise<APIResponse>, what: string): Promise<APIResponse> {
  const res = await response;
  if (!res.ok()) throw new Error(`${what}: HTTP ${res.status()} ${await res.text()}`);
  return res;
}

/** The dashboards' sign-out button; on a phone it sits in the drawer behind "Open menu". */
export async function signOutWithMenu(page: Page): Promise<void> {
  const signOut = page.getByRole("button", { name: /sign out/i });
  const menu = page.getByRole("button", { name: "Open menu" });
  await expect(signOut.or(menu).first()).toBeVisible();
  if (!(await signOut.first().isVisible())) await menu.click();
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
  if (drawer) await menu.click();
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
  await page.getByRole("button", { name: /^sign in/i }).click();
}

export const test = base.extend<Fixtures>({
  failOnConsoleErrors: [false, { option: true }],

  // Per-IP rate limits (sign-in 30 per 15 minutes, ...) are the server's business, not the journeys': each test
  // comes from its own address, so a growing suite never trips them. The server reads X-Forwarded-For.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const h = createHash("sha1").update(`${testInfo.testId}:${testInfo.retry}`).digest();
    await use({ ...extraHTTPHeaders, "x-forwarded-for": `10.${h[0]}.${h[1]}.${h[2]}` });
  },

  browserErrors: [
    async ({ context, failOnConsoleErrors }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on("pageerror", (err) => problems.push(`uncaught error on ${page.url()}: ${err.message}`));
        page.on("console", (msg) => {
          const text = msg.text();
          if (CSP.test(text)) problems.push(`CSP violation on ${page.url()}: ${text}`);
          else if (failOnConsoleErrors && msg.type() === "error") {
            problems.push(`console error on ${page.url()}: ${text}`);
          }
        });
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await use();
      expect(problems, "the browser reported CSP violations or script errors").toEqual([]);
    },
    { auto: true },
  ],

  checkA11y: async ({}, use) => {
    await use(async (page, name) => {
      // Evaluated rather than added as a <script> tag: a strict CSP (script-src with a nonce) would block an
      // injected inline script and the CSP watch above would fail the test for it.
      await page.evaluate(`${AXE_SOURCE}\n;0`);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (o: object) => Promise<AxeResults> } }).axe;
        const result = await axe.run({ resultTypes: ["violations"] });
        return result.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => {
            // failureSummary: "Fix any of the following:\n  <why>": the why is the readable part.
            const why = (n: (typeof v.nodes)[number]) =>
              (n.failureSummary ?? "").split("\n").slice(1).join(" ").trim();
            const where = v.nodes.slice(0, 5).map((n) => `    ${n.target.join(" ")}: ${why(n)}`);
            const more = v.nodes.length > 5 ? [`    ... and ${v.nodes.length - 5} more`] : [];
            return [`${v.id} (${v.impact}): ${v.help}`, ...where, ...more].join("\n");
          });
      });
      expect.soft(violations, `serious or critical accessibility violations on ${name}`).toEqual([]);
    });
  },

  shot: async ({}, use, testInfo) => {
    await use(async (page, name) => {
      const file = path.join(RESULTS_DIR, testInfo.project.name, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
    });
  },

  latestMail: async ({}, use) => {
    await use(readLatestMail);
  },

  admin: async ({}, use) => {
    await use({ ...ADMIN });
  },

  api: async ({ request }, use) => {
    const api: Api = {
      async newInvestor(overrides = {}) {
        const investor: Investor = {
          name: "Test Investor",
          email: uniqueEmail("investor"),
          phone: "+12025550143",
          password: "Journey-Pass-42",
          ...overrides,
        };
        await ok(
          request.post("/api/auth/signup", { data: { ...investor, confirmPassword: investor.password } }),
          "sign-up",
        );
        const code = codeFrom(await readLatestMail(investor.email));
        await ok(request.post("/api/auth/verify-email", { data: { email: investor.email, code } }), "verify");
        return investor;
      },
      async signIn(page, who) {
        // page.request shares the page's cookie jar, so the session cookie lands in the browser.
        await ok(page.request.post("/api/auth/signin", { data: who }), "sign-in");
      },
      async signInAdmin(page) {
        await ok(page.request.post("/api/auth/admin/login", { data: ADMIN }), "admin sign-in");
      },
      async signedInInvestor(page, overrides) {
        const investor = await api.newInvestor(overrides);
        await api.signIn(page, investor);
        return investor;
      },
    };
    await use(api);
  },
});
