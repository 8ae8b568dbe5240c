// Public site journeys (issue 5): landing -> TRY FOR FREE -> /signup, the mobile menu, the contact form's
// success banner and the talk-to-sales thank-you, with screenshots at 1440 and 390 px.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { test } from "node:test";
import { ADMIN_EMAIL, BASE_URL, latestMail, launch, shot } from "./helpers.mjs";

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Scrolls to the bottom and back, so lazy images load and the counters run before a full-page shot. */
async function scrollThrough(page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A full-page shot from the top, so the sticky header is drawn where it belongs. */
async function fullShot(page, name) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

async function withPage(size, fn) {
  const { browser, page } = await launch(size);
  const errors = [];
  page.on("pageerror", (err) => errors.push(err.message));
  page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
  try {
    await fn(page);
    assert.deepEqual(errors, [], "no script errors in the browser");
  } finally {
    await browser.close();
  }
}

test("landing page at 1440 px: sections, counters, FIND YOUR PLAN, then TRY FOR FREE to /signup", async () => {
  await withPage(DESKTOP, async (page) => {
    await page.goto(`${BASE_URL}/`);
    await page.getByRole("heading", { level: 1, name: /grow your crypto/i }).waitFor();
    const ids = await page.$$eval("main section[id]", (els) => els.map((e) => e.id));
    assert.deepEqual(ids, ["home", "features", "service", "about", "pricing", "wealth", "our-team"]);

    // Keyboard users can skip the navigation.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    assert.equal(await skip.evaluate((el) => el === document.activeElement), true);

    await page.locator("#about").scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="counter"]')].map((e) => e.textContent).join(" ") ===
        "90% 700M 5,000+ 156%",
      null,
      { timeout: 10_000 },
    );
    await scrollThrough(page);
    await shot(page, "landing-1440");

    await page.getByRole("link", { name: "FIND YOUR PLAN" }).click();
    await page.waitForFunction(
      () => Math.abs(document.getElementById("pricing").getBoundingClientRect().top) < 80,
    );
    assert.match(page.url(), /#pricing$/);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .locator("#home")
      .getByRole("link", { name: /TRY FOR FREE/ })
      .click();
    await page.waitForURL(/\/signup$/);
    assert.equal(new URL(page.url()).pathname, "/signup");
    // Navigation and footer are hidden on the sign-up page.
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    assert.equal(await page.getByRole("button", { name: "SUBSCRIBE" }).count(), 0);
    assert.equal(await page.getByRole("link", { name: "Talk", exact: true }).count(), 0);
  });
});

test("landing page at 390 px: the mobile menu reaches Talk to Sales", async () => {
  await withPage(PHONE, async (page) => {
    await page.goto(`${BASE_URL}/`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await scrollThrough(page);
    await shot(page, "landing-390");

    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Talk", exact: true })
      .click();
    await page.waitForURL(/\/talk-to-sales$/);
    await page.getByRole("heading", { level: 1, name: "Talk to Sales" }).waitFor();
  });
});

test("public pages fit a 360 px phone: no text runs off the screen", async () => {
  await withPage({ width: 360, height: 740 }, async (page) => {
    for (const path of ["/", "/contact", "/talk-to-sales"]) {
      await page.goto(`${BASE_URL}${path}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      const offscreen = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter(
            (el) =>
              !el.closest('[aria-hidden="true"], .sr-only') &&
              el.getBoundingClientRect().right > window.innerWidth + 1,
          )
          .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}"`),
      );
      assert.deepEqual(offscreen, [], `${path}: elements wider than the screen`);
      assert.equal(
        await page.evaluate(() => document.documentElement.scrollWidth),
        360,
        `${path}: no sideways scrolling`,
      );
    }
  });
});

for (const size of [DESKTOP, PHONE]) {
  test(`contact form at ${size.width} px: a message reaches the support inbox and the success banner shows`, async () => {
    await withPage(size, async (page) => {
      const subject = `E2E question ${randomBytes(4).toString("hex")}`;
      await page.goto(`${BASE_URL}/contact`);
      await page.getByRole("heading", { level: 1, name: "Get in Touch" }).waitFor();
      for (const card of ["Email & Phone", "Office Address", "Business Hours", "24/7 Support"]) {
        await page.getByRole("heading", { name: card }).waitFor();
      }
      const form = page.locator("main form");
      await form.getByLabel("Name").fill("Grace Hopper");
      await form.getByLabel("Email").fill("grace@example.com");
      await form.getByLabel("Subject").fill(subject);
      await form.getByLabel("Message").fill("Can I move from Premium to Enterprise later on?");
      await form.getByRole("button", { name: "Send Message" }).click();
      await page.getByText("Message sent successfully! We'll get back to you soon.").waitFor();
      assert.equal(await form.getByLabel("Subject").inputValue(), "");
      await fullShot(page, `contact-${size.width}`);

      const mail = await latestMail(ADMIN_EMAIL);
      assert.match(mail.subject, new RegExp(subject));
    });
  });

  test(`talk to sales at ${size.width} px: the thank-you view, with nothing sent`, async () => {
    await withPage(size, async (page) => {
      const apiCalls = [];
      page.on(
        "request",
        (req) => new URL(req.url()).pathname.startsWith("/api/") && apiCalls.push(req.url()),
      );
      await page.goto(`${BASE_URL}/talk-to-sales`);
      const form = page.locator("main form");
      await form.getByRole("button", { name: "Contact Sales" }).click();
      await form.getByText("Name is required").waitFor();
      await form.getByLabel("Name").fill("Ada Lovelace");
      await form.getByLabel("Email").fill("ada@example.com");
      await form.getByLabel("Company (optional)").fill("Analytical Engines Ltd");
      await form.getByLabel("Message").fill("We manage a small fund and would like a walkthrough.");
      await form.getByRole("button", { name: "Contact Sales" }).click();
      await page
        .getByText("Thank you! Your message has been received. Our sales team will contact you shortly.")
        .waitFor();
      await fullShot(page, `talk-to-sales-${size.width}`);
      assert.deepEqual(apiCalls, []);
    });
  });
}
