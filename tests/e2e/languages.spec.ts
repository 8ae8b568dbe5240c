// The reader's language and currency across the product. An investor switches to Japanese, then to German,
// in Settings > Preferences: the dashboard changes in place (no reload), and Overview, Invest with its
// dialog, Withdrawals with its PIN dialog, Settings and the login alert e-mail read in that language, with its
// number format, nothing clipped on a phone. A visitor whose browser asks for French gets the landing page
// and the sign-in page in French and can switch. EUR as the currency shows Main Balance as a conversion with
// its rate note. Texts are looked up in the catalogues (messages/), so the journey checks that each screen
// shows the catalogue's text for the reader's language, whatever the wording.
import fs from "node:fs";
import path from "node:path";
import { request as playwrightRequest, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e-env";
import { expect, readLatestMail, scrollThrough, test, uniqueEmail } from "./fixtures";

type Locale = "en" | "es" | "fr" | "de" | "ja";
type Tree = { [key: string]: string | Tree };
const MESSAGES = path.resolve(__dirname, "../../messages");

/** The text at `key` ("preferences.save") of namespace `ns` ("investor.settings") in `locale`. */
function msg(locale: Locale, ns: string, key: string): string {
  const tree = JSON.parse(fs.readFileSync(path.join(MESSAGES, locale, `${ns}.json`), "utf8")) as Tree;
  const value = key
    .split(".")
    .reduce<string | Tree | undefined>((at, k) => (at as Tree | undefined)?.[k], tree);
  if (typeof value !== "string") throw new Error(`no text ${ns}:${key} in ${locale}`);
  return value;
}

/** A plain ICU text with its `{placeholders}` filled in (no plurals or selects). */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

/** No element's text runs past its box, and the page does not scroll sideways (phones, long German words). */
async function expectNothingClipped(page: Page, where: string) {
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      out.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    for (const el of document.querySelectorAll<HTMLElement>("button, a, h1, h2, h3, label, [role=tab]")) {
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || el.offsetParent === null) continue;
      // Screen-reader-only text (a skip link, a visually hidden label) is a 1 px box on purpose.
      if (el.clientWidth <= 1 || el.clientHeight <= 1) continue;
      // Text deliberately cut with an ellipsis carries its whole text in a title or an accessible name.
      if (style.textOverflow === "ellipsis") continue;
      if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== "visible")
        out.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}" is cut off`);
    }
    return out;
  });
  expect(problems, `text clipped on ${where}`).toEqual([]);
}

const NUMBER_SAMPLE: Record<Locale, RegExp> = {
  en: /\$0\.00/,
  es: /0,00\s?US\$|0,00\s?\$/,
  fr: /0,00\s?\$/,
  de: /0,00\s?\$/,
  ja: /\$0\.00/,
};

test.describe("the investor's language", () => {
  test("an investor switches to Japanese, then German: the dashboard, its dialogs and an e-mail follow", async ({
    page,
    api,
    checkA11y,
    shot,
  }) => {
    test.setTimeout(240_000);
    const investor = await api.signedInInvestor(page, { name: "Hana Weber" });
    // The login alert is an e-mail only with the switch on.
    const on = await page.request.put("/api/users/security", {
      data: { loginNotifications: true },
      headers: { origin: E2E_BASE_URL },
    });
    expect(on.ok(), await on.text()).toBe(true);

    await page.goto("/dashboard?panel=settings&tab=preferences");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // A marker on the window: still there after the switch means the page was not reloaded.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    let current: Locale = "en";
    for (const [locale, name] of [
      ["ja", "日本語"],
      ["de", "Deutsch"],
    ] as const) {
      await page
        .getByRole("combobox", { name: msg(current, "investor.settings", "preferences.language.label") })
        .click();
      await page.getByRole("option", { name }).click();
      await page.getByRole("button", { name: msg(current, "investor.settings", "preferences.save") }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", locale, { timeout: 15_000 });
      current = locale;
      expect(
        await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
        "the language changed without a reload",
      ).toBe(true);
      await expect(
        page.getByRole("tab", { name: msg(locale, "investor.settings", "tabs.preferences") }),
      ).toBeVisible();
      await expect(
        page.getByRole("button", { name: msg(locale, "investor.settings", "preferences.save") }),
      ).toBeVisible();
      await checkA11y(page, `Settings (${locale})`);
      await expectNothingClipped(page, `Settings (${locale})`);

      // Overview: its headings in the language, the dollar balance in its number format.
      await page.goto("/dashboard?panel=overview");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(
        page.getByRole("heading", {
          name: fill(msg(locale, "investor.overview", "greeting"), { name: investor.name }),
        }),
      ).toBeVisible();
      const main = page.getByRole("region", {
        name: msg(locale, "investor.overview", "balances.main.title"),
      });
      await expect(main).toContainText(NUMBER_SAMPLE[locale]);
      await checkA11y(page, `Overview (${locale})`);
      await expectNothingClipped(page, `Overview (${locale})`);
      await shot(page, `languages-overview-${locale}`);

      // Invest: a plan's subscription dialog.
      await page.goto("/dashboard?panel=invest");
      await page
        .getByRole("button", {
          name: fill(msg(locale, "investor.invest", "plan.subscribeTo"), { plan: "Basic" }),
        })
        .click();
      const dialog = page.getByRole("dialog");
      await expect(
        dialog.getByRole("heading", { name: msg(locale, "investor.invest", "confirm.title") }),
      ).toBeVisible();
      await checkA11y(page, `Confirm Investment (${locale})`);
      await expectNothingClipped(page, `Confirm Investment (${locale})`);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      // Withdrawals: without a PIN, the Create Withdrawal PIN dialog opens by itself.
      await page.goto("/dashboard?panel=withdrawals");
      const pinDialog = page.getByRole("dialog");
      await expect(
        pinDialog.getByRole("heading", { name: msg(locale, "investor.withdrawals", "createPin.title") }),
      ).toBeVisible();
      await expect(
        pinDialog.getByRole("button", { name: msg(locale, "investor.shell", "pin.create") }),
      ).toBeVisible();
      await checkA11y(page, `Create Withdrawal PIN (${locale})`);
      await expectNothingClipped(page, `Create Withdrawal PIN (${locale})`);
      await shot(page, `languages-withdrawal-pin-${locale}`);
      await page.keyboard.press("Escape");

      // The login alert of a sign-in from another browser, in the investor's language.
      const elsewhere = await playwrightRequest.newContext({
        baseURL: E2E_BASE_URL,
        userAgent: `Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15`,
        extraHTTPHeaders: { "x-forwarded-for": `10.200.${locale === "ja" ? 1 : 2}.7` },
      });
      const other = await elsewhere.post("/api/auth/signin", {
        data: { email: investor.email, password: investor.password },
      });
      expect(other.ok(), await other.text()).toBe(true);
      await elsewhere.dispose();
      const subject = msg(locale, "emails", "signIn.subject");
      const mail = await readMail(investor.email, subject);
      expect(mail.subject).toBe(subject);

      await page.goto("/dashboard?panel=settings&tab=preferences");
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    }
  });
});

async function readMail(address: string, subject: string) {
  const escaped = subject.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return readLatestMail(address, { subject: new RegExp(`^${escaped}$`) });
}

test("a visitor whose browser asks for French gets the landing and sign-in pages in French, and can switch", async ({
  browser,
  checkA11y,
}, testInfo) => {
  const { viewport, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    hasTouch,
    locale: "fr-FR",
    extraHTTPHeaders: { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" },
  });
  const page = await context.newPage();
  try {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page).toHaveTitle(msg("fr", "marketing", "meta.landingTitle"));
    await expect(page.getByText(msg("fr", "marketing", "hero.badge")).first()).toBeVisible();
    // Sections fade in as they scroll into view: all of them shown before axe weighs their contrast.
    await scrollThrough(page);
    await checkA11y(page, "landing (fr)");
    await expectNothingClipped(page, "landing (fr)");

    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { name: msg("fr", "auth", "login.title") })).toBeVisible();
    await checkA11y(page, "sign-in (fr)");

    // The switcher: English, in place, and remembered for the next page.
    await page.getByRole("combobox", { name: msg("fr", "common", "language.label") }).selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: msg("en", "auth", "login.title") })).toBeVisible();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  } finally {
    await context.close();
  }
});

test("EUR as the display currency: Main Balance in euros, with the dollar value and the rate at hand", async ({
  page,
  api,
  checkA11y,
}) => {
  await api.signedInInvestor(page, { name: "Elena Euro", email: uniqueEmail("euro") });
  const prefs = await page.request.put("/api/users/preferences", {
    data: { currency: "EUR", language: "en", autoRefresh: false },
    headers: { origin: E2E_BASE_URL },
  });
  expect(prefs.ok(), await prefs.text()).toBe(true);

  await page.goto("/dashboard?panel=overview");
  const main = page.getByRole("region", { name: msg("en", "investor.overview", "balances.main.title") });
  await expect(main).toContainText("≈ €");
  // The dollar figure and the rate: one tap or key press away.
  await main.getByRole("button", { name: /converted from/i }).click();
  const note = page.getByText(/^1 USD = [\d.,]+ EUR/);
  await expect(note).toBeVisible();
  await checkA11y(page, "Overview in EUR");
});
