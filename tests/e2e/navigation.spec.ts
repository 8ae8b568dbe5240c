// Back and Forward after signing in and out land on a page that matches the session: sign-in and sign-out
// replace their history entry, and the guarded pages and their redirects are never cached.
// (Back between dashboard panels is checked in tests/e2e/investor-money.spec.ts.)
import { expect, expectSidebarUser, signInWithForm, signOutWithMenu, test } from "./fixtures";

const SIGN_IN_FORM = "Sign in to your account";

test("after signing in, Back leaves for the page before the sign-in form, not the form", async ({
  page,
  api,
}) => {
  const investor = await api.newInvestor();
  await page.goto("/");
  await page.goto("/login");
  await signInWithForm(page, investor);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expectSidebarUser(page, investor.name, "Investor");

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: /grow your crypto/i })).toBeVisible();
  await expect(page.getByRole("heading", { name: SIGN_IN_FORM })).toBeHidden();

  // Forward returns to the dashboard: still signed in.
  await page.goForward();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSidebarUser(page, investor.name, "Investor");
});

test("after the admin signs in, Back does not return to the admin sign-in form", async ({ page, admin }) => {
  await page.goto("/");
  await page.goto("/admin/login");
  await page.getByLabel(/email/i).fill(admin.email);
  await page.getByLabel(/^password/i).fill(admin.password);
  await page.getByRole("button", { name: /sign in to admin portal/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
  await expectSidebarUser(page, "Admin", "Administrator");

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Sign in to the admin dashboard")).toBeHidden();
});

test("after visiting /login signed in and signing out, Back never loops and never shows the dashboard", async ({
  page,
  api,
}) => {
  const investor = await api.newInvestor();
  await page.goto("/");
  await page.goto("/login");
  await signInWithForm(page, investor);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // Signed in, /login sends the investor back to the dashboard: typed into the address bar...
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  // ...and followed from a link, where the browser's router keeps that redirect for later.
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSidebarUser(page, investor.name, "Investor");

  await signOutWithMenu(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: SIGN_IN_FORM })).toBeVisible();

  // Back through every entry: the landing page, the two dashboards (now the sign-in form, by the guard's
  // redirect) and the first landing page. A redirect loop would throw net::ERR_TOO_MANY_REDIRECTS here.
  const landed: string[] = [];
  for (let i = 0; i < 4; i++) {
    await page.goBack();
    await expect(page).not.toHaveURL(/\/dashboard/);
    const path = new URL(page.url()).pathname;
    await expect(
      path === "/login"
        ? page.getByRole("heading", { name: SIGN_IN_FORM })
        : page.getByRole("heading", { level: 1 }).first(),
    ).toBeVisible();
    landed.push(path);
  }
  expect(landed).toEqual(["/", "/login", "/login", "/"]);

  // And the dashboard stays shut.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("a dashboard address followed while signed out opens after signing in, and only a dashboard address", async ({
  page,
  api,
  admin,
}) => {
  const investor = await api.newInvestor();
  await page.goto("/dashboard?panel=withdrawal-history");
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%3Fpanel%3Dwithdrawal-history$/);
  await signInWithForm(page, investor);
  await expect(page).toHaveURL(/\/dashboard\?panel=withdrawal-history$/, { timeout: 15_000 });
  await expect(page.locator("h1").filter({ hasText: /^Withdrawal History$/ })).toBeVisible();
  await signOutWithMenu(page);
  await expect(page).toHaveURL(/\/login$/);

  // A `next` pointing anywhere else is ignored: the sign-in lands on the dashboard's home.
  await page.goto(`/login?next=${encodeURIComponent("//example.com/dashboard")}`);
  await signInWithForm(page, investor);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await signOutWithMenu(page);
  await expect(page).toHaveURL(/\/login$/);

  // The back office does the same.
  await page.goto("/admin/dashboard?section=audit");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard%3Fsection%3Daudit$/);
  await page.getByLabel(/email/i).fill(admin.email);
  await page.getByLabel(/^password/i).fill(admin.password);
  await page.getByRole("button", { name: /sign in to admin portal/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?section=audit$/, { timeout: 15_000 });
  await expect(page.locator("h1").filter({ hasText: /^Admin Audit Trail$/ })).toBeVisible();
});
