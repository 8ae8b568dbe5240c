// The dashboards' shell arrives as HTML: the page's server render reads the session (lib/auth/page-user.ts), so
// the navigation and the user's name are in the response for every screen opened straight from its address,
// and the browser takes over with no hydration error (React's 418, reported as an uncaught error), no CSP
// violation and no script error. The screens themselves render in the browser (components/dashboard/
// lazy-panel.tsx says why). The browser sits far from the server's UTC and speaks another language, as a real
// one may, so a date rendered in the server's time zone would differ.
import { request as playwrightRequest } from "@playwright/test";
import { INVESTOR_PANEL_SLUGS } from "../../components/investor/panels/slugs";
import { ADMIN_SECTION_SLUGS } from "../../components/admin/sections/slugs";
import { E2E_BASE_URL } from "./e2e-env";
import { expect, test } from "./fixtures";

test.use({ timezoneId: "Pacific/Kiritimati", locale: "de-DE", failOnConsoleErrors: true });

// One project is enough: the server render does not depend on the width.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "desktop only");
});

test("the investor dashboard: the shell server-rendered for every screen, hydrated without an error", async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  await api.signedInInvestor(page, { name: "Hana Hydrate" });
  for (const slug of INVESTOR_PANEL_SLUGS) {
    const html = await (await page.request.get(`/dashboard?panel=${slug}`)).text();
    expect(html, `${slug}: the shell greets the user in the HTML`).toContain("Hana Hydrate");
    expect(html, `${slug}: the navigation, not a loading screen`).toContain("Dashboard sections");
    // Complete in the response, not a fallback that a script swaps out later (a pending Suspense boundary
    // held the first paint of the content back until the page's scripts had run).
    expect(html, `${slug}: no pending boundary`).not.toContain("<!--$?-->");
    await page.goto(`/dashboard?panel=${slug}`);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("h1").first()).toHaveText(/\S/);
  }
});

test("Overview's data arrives with the page and hydrates without an error, its dates in the reader's own day", async ({
  page,
  api,
  admin,
}) => {
  // Credited through the admin API (bearer token), back-dated to late evening UTC: already the next day here.
  const investor = await api.newInvestor({ name: "Petra Prefetch" });
  const { user } = (await (await page.request.post("/api/auth/signin", { data: investor })).json()) as {
    user: { id: number };
  };
  const anonymous = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const { token } = (await (await anonymous.post("/api/auth/admin/login", { data: admin })).json()) as {
    token: string;
  };
  const credit = await anonymous.post("/api/users/credit", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      userId: user.id,
      currency: "BITCOIN",
      amount: "1",
      reason: "Prefetch",
      date: "2026-01-15T20:00:00Z",
    },
  });
  expect(credit.ok(), await credit.text()).toBe(true);
  await anonymous.dispose();

  // In the HTML: the balance and the activity, not skeletons (lib/query/server-prefetch.ts).
  const html = await (await page.request.get("/dashboard")).text();
  expect(html).toMatch(/1[.,]00000000/);
  expect(html).not.toContain("<!--$?-->");
  await page.goto("/dashboard");
  await page.waitForLoadState("networkidle");
  // Written in UTC by the server and the hydration, then in the reader's day (UTC+14): 16, not 15.
  const activity = page.locator('section[aria-labelledby="recent-activity-title"]');
  await expect(activity).toContainText(/Jan\S* 16|16\. Jan/);
});

test("the admin back office: the shell server-rendered for every section, hydrated without an error", async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  await api.signInAdmin(page);
  for (const slug of ADMIN_SECTION_SLUGS) {
    const html = await (await page.request.get(`/admin/dashboard?section=${slug}`)).text();
    expect(html, `${slug}: the shell is in the HTML`).toContain("Administrator");
    expect(html, `${slug}: no pending boundary`).not.toContain("<!--$?-->");
    await page.goto(`/admin/dashboard?section=${slug}`);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("h1").first()).toHaveText(/\S/);
  }
});

test.describe("a dead cookie", () => {
  // The browser's GET /api/user is answered 401 and logged as a failed load: expected here.
  test.use({ failOnConsoleErrors: false });

  test("a cookie whose session has ended still lands on the sign-in page", async ({ page, api }) => {
    await api.signedInInvestor(page, { name: "Eve Ended" });
    // Sign out on the server, then put the old cookie back: well signed, so the middleware lets it through to
    // the page, whose server render finds no session and leaves the rest to the browser's 401.
    const cookies = await page.context().cookies();
    const res = await page.request.post("/api/auth/signout", { headers: { Origin: E2E_BASE_URL } });
    expect(res.ok()).toBe(true);
    await page.context().addCookies(cookies);
    const html = await (await page.request.get("/dashboard")).text();
    expect(html).not.toContain("Eve Ended");
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login/);
  });
});
