// Every table of both dashboards on a 1280×800 desktop, then resized to 1440 and 1920 px: each screen of the two
// registries is opened with enough data that its tables have rows with actions, and a screen fails when a table
// scrolls sideways, a column has no header, or a row's action (button, link, menu trigger) is outside the table's
// visible box or the window.
// Columns a narrow table leaves out are in the row's details dialog. The bell's popover stays inside the window
// with four notifications. On phones (390 px) the same screens never scroll sideways as a page. axe on each.
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN_SECTION_SLUGS } from "../../components/admin/sections/slugs";
import { INVESTOR_PANEL_SLUGS } from "../../components/investor/panels/slugs";
import { E2E_BASE_URL } from "./e2e-env";
import { expect, test, uniqueEmail, type Investor } from "./fixtures";

const DESKTOP = { width: 1280, height: 800 };
const WIDER_SCREENS = [1440, 1920];
const BTC_ADDRESS = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh";
/** A 1×1 PNG: the identity documents' images (the server checks the bytes are an image). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
  "base64",
);

/** Tables each screen must show with at least one row (the generic check covers any other table too). */
const INVESTOR_TABLES: Partial<Record<(typeof INVESTOR_PANEL_SLUGS)[number], string[]>> = {
  overview: ["Recent Activity"],
  investments: ["Investments"],
  "deposit-history": ["Deposit History"],
  "withdrawal-history": ["Withdrawal history"],
  support: ["Your Tickets"],
};
const ADMIN_TABLES: Partial<Record<(typeof ADMIN_SECTION_SLUGS)[number], string[]>> = {
  investments: ["User investments"],
  withdrawals: ["Withdrawal Requests"],
  deposits: ["Deposits"],
  users: ["Users"],
  kyc: ["Identity Verification Submissions"],
  audit: ["Audit entries"],
  plans: ["Investment Plans"],
  support: ["Support Tickets"],
  reserves: ["Proof-of-reserves snapshots"],
};

async function bearer(token: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
}

async function json<T>(res: Promise<import("@playwright/test").APIResponse>, what: string): Promise<T> {
  const r = await res;
  expect(r.ok(), `${what}: ${r.status()} ${await r.text()}`).toBe(true);
  return (await r.json()) as T;
}

/**
 * An investor with a row in every investor table and in every admin table: credited (deposit, audit), subscribed
 * (investment, with a day of interest), a pending withdrawal, a support ticket, identity documents under review.
 * Long name and e-mail, so the tables meet what real people type. Four notifications for the bell.
 */
async function seed(admin: { email: string; password: string }, investor: Investor) {
  const anonymous = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const adminLogin = await json<{ token: string }>(
    anonymous.post("/api/auth/admin/login", { data: admin }),
    "admin sign-in",
  );
  const signIn = await json<{ token: string; user: { id: number } }>(
    anonymous.post("/api/auth/signin", { data: investor }),
    "investor sign-in",
  );
  await anonymous.dispose();
  const asAdmin = await bearer(adminLogin.token);
  const asInvestor = await bearer(signIn.token);

  await json(
    asAdmin.post("/api/users/credit", {
      data: {
        userId: signIn.user.id,
        currency: "BITCOIN",
        amount: "1",
        reason: "Wide tables journey deposit",
      },
    }),
    "credit",
  );
  const { investmentPlans } = await json<{ investmentPlans: { id: number; plan: string }[] }>(
    asInvestor.get("/api/investments"),
    "plans",
  );
  const basic = investmentPlans.find((p) => p.plan === "Basic") ?? investmentPlans[0];
  await json(
    asInvestor.post("/api/investments/subscribe", {
      data: { planId: basic.id, asset: "BITCOIN", amount: "1000" },
    }),
    "subscribe",
  );
  await json(asAdmin.post("/api/investments/calculate-interest"), "interest run");
  await json(asInvestor.post("/api/auth/user/set-withdrawal-pin", { data: { pin: "4321" } }), "PIN");
  // Two requests: one approved (its audit entry names the whole address, one long word), one pending.
  const withdraw = () =>
    json<{ withdrawalRequest: { id: number } }>(
      asInvestor.post("/api/withdrawals", {
        data: { amount: "0.01", asset: "BITCOIN", address: BTC_ADDRESS, pin: "4321" },
      }),
      "withdrawal",
    );
  const { withdrawalRequest: approved } = await withdraw();
  await json(asAdmin.post(`/api/withdrawals/approve?id=${approved.id}`), "approve");
  await withdraw();
  await json(
    asInvestor.post("/api/support-ticket", {
      data: {
        // A pasted transaction hash: one long word the table must not let through its edge.
        subject: `Deposit 0x${"9f".repeat(32)} not credited, could you check it please?`,
        message: "Details of the question.",
        priority: "high",
      },
    }),
    "support ticket",
  );
  const image = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });
  await json(
    asInvestor.post("/api/kyc", {
      multipart: {
        firstName: "Maximilian",
        lastName: "Featherstonehaugh-Worthington",
        ssn: "123456789",
        city: "Hampton",
        phone: "2025550143",
        gender: "male",
        address: "1 Langley Blvd",
        state: "VA",
        zip: "23665",
        dob: "1970-08-26",
        accountHolderName: "Maximilian Featherstonehaugh-Worthington",
        bankName: "First Federal",
        accountNumber: "000123456789",
        routingNumber: "021000021",
        branch: "Hampton",
        documentType: "passport",
        frontId: image("front.png"),
        backId: image("back.png"),
        holdingId: image("holding.png"),
      },
    }),
    "identity documents",
  );
  for (let i = 1; i <= 4; i++) {
    await json(
      asAdmin.post("/api/admin/notifications", {
        data: {
          title: `Scheduled maintenance window number ${i}`,
          content:
            "The platform will be read-only for about thirty minutes while we upgrade the database. " +
            "Deposits and withdrawals requested meanwhile are processed afterwards.",
        },
      }),
      "notification",
    );
  }
  // A proof-of-reserves snapshot: its table's widest row (five assets' totals, the coverage) whatever other journeys
  // took before this one.
  await json(asAdmin.post("/api/admin/reserves/snapshots"), "reserves snapshot");
  await asAdmin.dispose();
  await asInvestor.dispose();
}

/**
 * What is wrong with the tables on screen: the page or a table scrolling sideways, a header without a name, a
 * row's action outside the window or clipped by the table's box, a row whose every action is hidden.
 */
async function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (el: Element) =>
      el.checkVisibility({ checkVisibilityCSS: true, checkOpacity: false }) && el.getClientRects().length > 0;
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    // A table for screen readers only (a chart's data) sits in a 1 px box: not on screen, nothing to fit.
    const screenReaderOnly = (el: Element) => {
      for (let box = el.parentElement; box; box = box.parentElement)
        if (box.getBoundingClientRect().width <= 1) return true;
      return false;
    };
    const tables = [...document.querySelectorAll("table")].filter((t) => shown(t) && !screenReaderOnly(t));
    for (const table of tables) {
      const name = table.getAttribute("aria-label") ?? "(unnamed table)";
      const clippers: Element[] = [];
      for (let el = table.parentElement; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.overflowX === "visible") continue;
        clippers.push(el);
        if (el.scrollWidth > el.clientWidth + 1)
          problems.push(`${name} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
      }
      table.querySelectorAll("thead th").forEach((th, i) => {
        if (shown(th) && !th.textContent?.trim()) problems.push(`${name}: column ${i + 1} has no header`);
      });
      // A column stepped aside (its header hidden): each row's details button must then show it.
      const columnLeftOut = [...table.querySelectorAll("thead th")].some(
        (th) => !shown(th) && !!th.textContent?.trim() && !th.querySelector(".sr-only"),
      );
      table.querySelectorAll("tbody tr").forEach((tr, r) => {
        const all = [
          ...tr.querySelectorAll("button, a[href], [role='button'], [aria-haspopup], input, select"),
        ];
        // The details button steps aside on purpose once every column shows, and a link in a column that steps
        // aside is shown by the row's details: neither is lost while the details button shows when needed.
        const details = all.filter((el) => el.hasAttribute("data-row-details"));
        const inLeftOutCell = (el: Element) => {
          const cell = el.closest("td");
          return !!cell && !shown(cell);
        };
        const leftOut = all.filter((el) => !el.hasAttribute("data-row-details") && inLeftOutCell(el));
        const controls = all.filter((el) => !el.hasAttribute("data-row-details") && !inLeftOutCell(el));
        const visible = controls.filter(shown);
        if (controls.length > 0 && visible.length === 0)
          problems.push(`${name} row ${r + 1}: every action hidden`);
        if ((columnLeftOut || leftOut.length > 0) && details.length > 0 && !details.some(shown))
          problems.push(`${name} row ${r + 1}: a column is left out and its details button is hidden`);
        if (leftOut.length > 0 && details.length === 0)
          problems.push(`${name} row ${r + 1}: a left-out column's link has no details button`);
        for (const control of visible) {
          const box = control.getBoundingClientRect();
          const label =
            control.getAttribute("aria-label") ??
            (control.textContent?.trim() || control.tagName.toLowerCase());
          const out = box.left < -1 || box.right > window.innerWidth + 1;
          const clipped = clippers.some((c) => {
            const b = c.getBoundingClientRect();
            return box.left < b.left - 1 || box.right > b.right + 1;
          });
          if (out || clipped)
            problems.push(
              `${name} row ${r + 1}: "${label}" out of view (x ${Math.round(box.left)}-${Math.round(box.right)}, window ${window.innerWidth})`,
            );
        }
      });
    }
    return problems;
  });
}

/** Waits for a screen's lists to settle: no skeleton or busy list left. */
async function settled(page: Page) {
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0, { timeout: 15_000 });
}

async function expectTablesFit(page: Page, screen: string, expected: string[] = []) {
  for (const label of expected) {
    const table = page.getByRole("table", { name: label, exact: true });
    await expect(table, `${screen}: the ${label} table`).toBeVisible();
    await expect(table.locator("tbody tr").first()).toBeVisible();
    await expect(table.locator("tbody tr").first()).not.toContainText(/No .* found|No .* yet/);
  }
  expect.soft(await tableProblems(page), `${screen} at ${page.viewportSize()?.width} px`).toEqual([]);
  // Columns step aside by the table's own width (container queries), so each wider screen shows another set of
  // them: 1440 px gives a 1072 px table (the 1024 band), 1920 px every column. The same screen, resized: the
  // layout follows at once, with no request.
  for (const width of WIDER_SCREENS) {
    await page.setViewportSize({ width, height: DESKTOP.height });
    expect.soft(await tableProblems(page), `${screen} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

test.describe("at 1280×800", () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(({}, info) => test.skip(info.project.name !== "desktop", "the desktop layout"));

  test("every investor table shows every row's actions without scrolling sideways", async ({
    page,
    api,
    admin,
    checkA11y,
    shot,
  }) => {
    test.setTimeout(360_000);
    const investor = await api.newInvestor({
      name: "Maximilian Featherstonehaugh-Worthington",
      email: uniqueEmail("maximilian.featherstonehaugh-worthington"),
    });
    await seed(admin, investor);
    await api.signIn(page, investor);

    for (const slug of INVESTOR_PANEL_SLUGS) {
      await page.goto(`/dashboard?panel=${slug}`);
      await expect(page.locator("h1")).toBeVisible();
      await settled(page);
      await expectTablesFit(page, `investor ${slug}`, INVESTOR_TABLES[slug]);
      await checkA11y(page, `investor ${slug}`);
      if (INVESTOR_TABLES[slug]) await shot(page, `wide-investor-${slug}`);
    }

    // The interest statement's own table, in its dialog.
    await page.goto("/dashboard?panel=investments");
    await page
      .getByRole("button", { name: /View statement for Basic/ })
      .first()
      .click();
    const statement = page.getByRole("dialog");
    await expect(statement.getByRole("table")).toBeVisible();
    await expectTablesFit(page, "interest statement", ["Interest credited per day"]);
    await checkA11y(page, "interest statement");
    await page.keyboard.press("Escape");

    // A narrow table's left-out columns are in the row's details.
    await page.goto("/dashboard?panel=investments");
    const details = page.getByRole("button", { name: /^Details of/ }).first();
    if (await details.isVisible()) {
      await details.click();
      const dialog = page.getByRole("dialog");
      for (const field of ["Plan", "Amount Invested", "Asset", "Interest Rate", "Status", "Date Invested"])
        await expect(dialog.getByText(field, { exact: true })).toBeVisible();
      await checkA11y(page, "investment details");
      await shot(page, "wide-investor-investment-details");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }

    // The bell with four notifications: the popover stays inside the window and its last item scrolls into view.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: /Notifications, \d+ unread/ }).click();
    const popover = page.getByRole("dialog", { name: "Notifications" });
    await expect.poll(() => popover.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
    const box = (await popover.boundingBox())!;
    expect(box.y + box.height, "the popover's bottom edge").toBeLessThanOrEqual(DESKTOP.height);
    const last = popover.getByRole("listitem").last();
    await last.scrollIntoViewIfNeeded();
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(box.y + box.height + 1);
    await checkA11y(page, "notifications");
    await shot(page, "wide-investor-notifications");
  });

  test("every admin table shows every row's actions without scrolling sideways", async ({
    page,
    api,
    admin,
    checkA11y,
    shot,
  }) => {
    test.setTimeout(360_000);
    const investor = await api.newInvestor({
      name: "Maximilian Featherstonehaugh-Worthington",
      email: uniqueEmail("maximilian.featherstonehaugh-worthington"),
    });
    await seed(admin, investor);
    await api.signInAdmin(page);

    for (const slug of ADMIN_SECTION_SLUGS) {
      await page.goto(`/admin/dashboard?section=${slug}`);
      await expect(page.locator("h1")).toBeVisible();
      await settled(page);
      await expectTablesFit(page, `admin ${slug}`, ADMIN_TABLES[slug]);
      await checkA11y(page, `admin ${slug}`);
      if (ADMIN_TABLES[slug]) await shot(page, `wide-admin-${slug}`);
    }

    // The pending request's Approve and Reject are on screen; its left-out columns are in its details.
    await page.goto("/admin/dashboard?section=withdrawals");
    const table = page.getByRole("table", { name: "Withdrawal Requests" });
    const row = table
      .locator("tbody tr")
      .filter({ hasText: investor.email.slice(0, 12) })
      .filter({ has: page.getByRole("button", { name: /^Approve withdrawal/ }) })
      .first();
    // Down to the row (the hot wallet and batch cards stand above the table), never sideways: its actions must
    // then be on screen without a horizontal scroll.
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole("button", { name: /^Approve withdrawal/ })).toBeInViewport();
    await expect(row.getByRole("button", { name: /^Reject withdrawal/ })).toBeInViewport();
    const details = row.getByRole("button", { name: /^Details of/ });
    if (await details.isVisible()) {
      await details.click();
      const dialog = page.getByRole("dialog");
      for (const field of ["User", "Amount", "Network", "Address", "Status", "Created"])
        await expect(dialog.getByText(field, { exact: true })).toBeVisible();
      await expect(dialog).toContainText(BTC_ADDRESS.slice(0, 10));
      await checkA11y(page, "withdrawal details");
      await shot(page, "wide-admin-withdrawal-details");
      await page.keyboard.press("Escape");
    }

    // The audit trail keeps an e-mail address on one line. Searched for, as an administrator would: the journeys
    // running beside this one write entries of their own, and by now twenty newer ones may fill the first page.
    await page.goto(`/admin/dashboard?section=audit&q=${encodeURIComponent(investor.email)}`);
    const email = page
      .getByRole("table", { name: "Audit entries" })
      .getByText(investor.email, { exact: true })
      .first();
    await expect(email).toBeVisible();
    const lineHeight = await email.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await email.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  });
});

test.describe("on a phone", () => {
  test.beforeEach(({}, info) => test.skip(info.project.name !== "phone", "the phone layout"));

  test("no dashboard screen scrolls sideways as a page", async ({ page, api, admin, browser, shot }) => {
    test.setTimeout(360_000);
    const investor = await api.newInvestor({
      name: "Maximilian Featherstonehaugh-Worthington",
      email: uniqueEmail("maximilian.featherstonehaugh-worthington"),
    });
    await seed(admin, investor);
    await api.signIn(page, investor);
    const pageWidth = () =>
      page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: innerWidth }));
    for (const slug of INVESTOR_PANEL_SLUGS) {
      await page.goto(`/dashboard?panel=${slug}`);
      await settled(page);
      const w = await pageWidth();
      expect(w.scroll, `investor ${slug}`).toBeLessThanOrEqual(w.client);
    }
    // The bell's popover keeps inside the window on a phone too.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: /Notifications, \d+ unread/ }).click();
    const popover = page.getByRole("dialog", { name: "Notifications" });
    await expect(popover.getByRole("listitem").first()).toBeVisible();
    const box = (await popover.boundingBox())!;
    expect(box.y + box.height, "the popover's bottom edge").toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await shot(page, "wide-investor-notifications");
    await page.keyboard.press("Escape");

    const adminContext = await browser.newContext({ viewport: page.viewportSize()!, hasTouch: true });
    const adminPage = await adminContext.newPage();
    await api.signInAdmin(adminPage);
    for (const slug of ADMIN_SECTION_SLUGS) {
      await adminPage.goto(`/admin/dashboard?section=${slug}`);
      await expect(adminPage.locator("[aria-busy='true']")).toHaveCount(0, { timeout: 15_000 });
      const w = await adminPage.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: innerWidth,
      }));
      expect(w.scroll, `admin ${slug}`).toBeLessThanOrEqual(w.client);
    }
    await adminContext.close();
  });
});
