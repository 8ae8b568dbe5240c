// Public site journeys: landing -> TRY FOR FREE -> /signup, the mobile menu, the contact form's
// success banner and the talk-to-sales thank-you, with screenshots at 1440 and 390 px.
import { randomBytes } from "node:crypto";
import { expect, scrollThrough, test } from "./fixtures";

// The public pages load without a single script error or failed request.
test.use({ failOnConsoleErrors: true });

test("landing page at 1440 px: sections, counters, FIND YOUR PLAN, then TRY FOR FREE to /signup", async ({
  page,
  checkA11y,
  shot,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the desktop layout");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: /grow your crypto/i })).toBeVisible();
  await expect
    .poll(() => page.locator("main section[id]").evaluateAll((els) => els.map((e) => e.id)))
    .toEqual(["home", "features", "service", "about", "pricing", "wealth", "our-team"]);

  // Keyboard users can skip the navigation.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();

  await page.locator("#about").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("counter")).toHaveText(["90%", "700M", "5,000+", "156%"]);
  await scrollThrough(page);
  await checkA11y(page, "landing");
  await shot(page, "landing");

  await page.getByRole("link", { name: "FIND YOUR PLAN" }).click();
  await expect(page).toHaveURL(/#pricing$/);
  await expect
    .poll(() => page.locator("#pricing").evaluate((el) => Math.abs(el.getBoundingClientRect().top)))
    .toBeLessThan(80);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .locator("#home")
    .getByRole("link", { name: /TRY FOR FREE/ })
    .click();
  await expect(page).toHaveURL(/\/signup$/);
  // Navigation and footer are hidden on the sign-up page.
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "SUBSCRIBE" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Talk", exact: true })).toHaveCount(0);
});

test("the hero's demo: a still frame in the HTML, in motion once the page is idle, nothing shifting", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one layout is enough");
  // The first frame is server-rendered markup (the player arrives later, as its own chunk).
  const html = await (await page.request.get("/")).text();
  expect(html).toContain('data-testid="demo-dashboard"');
  await page.goto("/");
  const demo = page.getByTestId("demo-dashboard");
  await expect(demo).toHaveAttribute("data-panel", "overview");
  // The player can take the still frame's place between two reads (the element is replaced, not moved), so the
  // box is read until one read finds an element on the page.
  let still: Awaited<ReturnType<typeof demo.boundingBox>> = null;
  await expect.poll(async () => (still = await demo.boundingBox())).not.toBeNull();
  // Idle, the player's 1.5 s pause, then the cursor opens Invest 3 s into the loop.
  await expect(demo).toHaveAttribute("data-panel", "invest", { timeout: 20_000 });
  expect(await demo.boundingBox()).toEqual(still);
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(sum), 200);
      }),
  );
  expect(shifted).toBeLessThan(0.01);
});

test("landing page at 390 px: the mobile menu reaches Talk to Sales", async ({
  page,
  checkA11y,
  shot,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the phone layout");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await scrollThrough(page);
  await checkA11y(page, "landing");
  await shot(page, "landing");

  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Talk", exact: true })
    .click();
  await expect(page).toHaveURL(/\/talk-to-sales$/);
  await expect(page.getByRole("heading", { level: 1, name: "Talk to Sales" })).toBeVisible();
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("public pages fit a 360 px phone: no text runs off the screen", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "one narrow-phone run is enough");
    for (const path of ["/", "/contact", "/talk-to-sales"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const offscreen = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter(
            (el) =>
              !el.closest('[aria-hidden="true"], .sr-only') &&
              el.getBoundingClientRect().right > window.innerWidth + 1,
          )
          .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30)}"`),
      );
      expect(offscreen, `${path}: elements wider than the screen`).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path}: no sideways scrolling`,
      ).toBe(360);
    }
  });
});

test("contact form: a message reaches the support inbox and the success banner shows", async ({
  page,
  admin,
  checkA11y,
  shot,
  latestMail,
}) => {
  const subject = `E2E question ${randomBytes(4).toString("hex")}`;
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
  for (const card of ["Email & Phone", "Office Address", "Business Hours", "24/7 Support"]) {
    await expect(page.getByRole("heading", { name: card })).toBeVisible();
  }
  const form = page.locator("main form");
  await form.getByLabel("Name").fill("Grace Hopper");
  await form.getByLabel("Email").fill("grace@example.com");
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("Can I move from Premium to Enterprise later on?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
  await expect(form.getByLabel("Subject")).toHaveValue("");
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkA11y(page, "contact (sent)");
  await shot(page, "contact");

  const mail = await latestMail(admin.email, { subject: new RegExp(subject) });
  expect(mail.subject).toContain(subject);
});

test("talk to sales: the thank-you view, with nothing sent", async ({ page, checkA11y, shot }) => {
  const apiCalls: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname.startsWith("/api/")) apiCalls.push(req.url());
  });
  await page.goto("/talk-to-sales");
  const form = page.locator("main form");
  await form.getByRole("button", { name: "Contact Sales" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await form.getByLabel("Name").fill("Ada Lovelace");
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("Company (optional)").fill("Analytical Engines Ltd");
  await form.getByLabel("Message").fill("We manage a small fund and would like a walkthrough.");
  await form.getByRole("button", { name: "Contact Sales" }).click();
  await expect(
    page.getByText("Thank you! Your message has been received. Our sales team will contact you shortly."),
  ).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkA11y(page, "talk to sales (sent)");
  await shot(page, "talk-to-sales");
  expect(apiCalls).toEqual([]);
});
