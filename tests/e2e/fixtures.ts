// The journeys' `test`: every test fails on a CSP violation or an uncaught page error, and gets helpers for
// accessibility checks, screenshots, the mail outbox and fast sign-in through /api.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from "@playwright/test";
import type { AxeResults } from "axe-core";
import { ADMIN, E2E_BASE_URL } from "./e2e-env";
import {
  codeFrom,
  readLatestMail,
  uniqueEmail,
  type Credentials,
  type Mail,
  type MailFilter,
} from "./helpers";

export { expect };
export * from "./helpers";

export type Investor = Credentials & { name: string; phone: string };

export type Api = {
  /** Signs up and verifies a fresh investor through /api (nobody is signed in afterwards). */
  newInvestor(overrides?: Partial<Investor>): Promise<Investor>;
  /** Signs the page's browser context in as `who`, as the sign-in form would (the session cookie). */
  signIn(page: Page, who: Credentials): Promise<void>;
  /** Signs the page's browser context in as the administrator. */
  signInAdmin(page: Page): Promise<void>;
  /** newInvestor + signIn: the quickest way to a signed-in investor. */
  signedInInvestor(page: Page, overrides?: Partial<Investor>): Promise<Investor>;
  /** Calls as the administrator (a bearer token: no cookie, so no Origin check); disposed after the test. */
  asAdmin(): Promise<APIRequestContext>;
};

type Fixtures = {
  /** Also fail on any console error (e.g. a failed fetch); off by default, since signing out logs 401s. */
  failOnConsoleErrors: boolean;
  browserErrors: void;
  /** `disableRules`: axe rules a third-party widget breaks and we cannot fix; say why at the call. */
  checkA11y: (page: Page, name: string, options?: { disableRules?: string[] }) => Promise<void>;
  shot: (page: Page, name: string) => Promise<void>;
  latestMail: (address: string, filter?: MailFilter) => Promise<Mail>;
  admin: Credentials;
  api: Api;
};

const RESULTS_DIR = path.resolve(__dirname, "../../test-results");
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const CSP = /content[- ]security[- ]policy|\bCSP\b/i;
/** Answers the contract gives on purpose, which the browser still logs as a failed load: the proof of reserves is
 *  a 404 for an investor who was not in the latest snapshot (or when none is published), and the panel says so. */
const EXPECTED_REFUSALS = [/\/api\/reserves\/proof(\?|$)/];
const expectedRefusal = (url: string) => EXPECTED_REFUSALS.some((re) => re.test(url));

async function ok(response: Promise<APIResponse>, what: string): Promise<APIResponse> {
  const res = await response;
  if (!res.ok()) throw new Error(`${what}: HTTP ${res.status()} ${await res.text()}`);
  return res;
}

/** Waits for the page to settle, then fails the test (softly) on any serious or critical axe violation. */
async function runAxe(page: Page, name: string, disableRules: string[]): Promise<void> {
  // After a client-side navigation Next.js streams the new <title> in a moment later: wait for it, so
  // axe sees the settled page (a page with no title at all still fails, here).
  await expect(page, `${name} has a <title>`).toHaveTitle(/\S/);
  // A toast fading in or out has half its contrast: let finite animations and transitions end first
  // (endless ones, like the landing page's, never do). After 5 s, check whatever is on screen.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const violations = await base.step("axe.run", async () => {
    // Once per document: after a client-side navigation the page still has it (half a megabyte of script that
    // was parsed and compiled again for every check). Evaluated rather than added as a <script> tag: a strict CSP
    // (script-src with a nonce) would block an injected inline script and the CSP watch would fail the test for it.
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(`${AXE_SOURCE}\n;0`);
    return page.evaluate(async (disabled) => {
      const axe = (window as unknown as { axe: { run: (o: object) => Promise<AxeResults> } }).axe;
      const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
      const result = await axe.run({ resultTypes: ["violations"], rules });
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
    }, disableRules);
  });
  expect.soft(violations, `serious or critical accessibility violations on ${name}`).toEqual([]);
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
          // A text missing from the reader's catalogue (components/i18n/intl-client-provider.tsx logs it).
          else if (text.startsWith("[i18n]")) problems.push(`missing text on ${page.url()}: ${text}`);
          else if (failOnConsoleErrors && msg.type() === "error" && !expectedRefusal(msg.location().url)) {
            problems.push(`console error on ${page.url()}: ${text}`);
          }
        });
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await use();
      expect(problems, "the browser reported CSP violations, script errors or missing texts").toEqual([]);
    },
    { auto: true },
  ],

  checkA11y: async ({}, use) => {
    await use(async (page, name, { disableRules = [] } = {}) => {
      // A step of its own, so the report shows what the checks cost a journey.
      await base.step(`axe: ${name}`, () => runAxe(page, name, disableRules), { box: true });
    });
  },

  shot: async ({}, use, testInfo) => {
    await use(async (page, name) => {
      const file = path.join(RESULTS_DIR, testInfo.project.name, `${name}.png`);
      await base.step(`screenshot: ${name}`, () => page.screenshot({ path: file, fullPage: true }), {
        box: true,
      });
    });
  },

  latestMail: async ({}, use) => {
    await use(readLatestMail);
  },

  admin: async ({}, use) => {
    await use({ ...ADMIN });
  },

  api: async ({ request, extraHTTPHeaders }, use) => {
    const adminContexts: APIRequestContext[] = [];
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
      async asAdmin() {
        // Signed in from a context of its own: the fixture's `request` keeps no administrator's cookie.
        const anonymous = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders });
        const res = await ok(anonymous.post("/api/auth/admin/login", { data: ADMIN }), "admin sign-in");
        const { token } = (await res.json()) as { token: string };
        await anonymous.dispose();
        const calls = await playwrightRequest.newContext({
          baseURL: E2E_BASE_URL,
          extraHTTPHeaders: { ...extraHTTPHeaders, Authorization: `Bearer ${token}` },
        });
        adminContexts.push(calls);
        return calls;
      },
    };
    await use(api);
    for (const calls of adminContexts) await calls.dispose();
  },
});
