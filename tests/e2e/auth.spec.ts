// The walking skeleton's journeys: sign up -> code from the outbox -> verify -> sign in -> dashboard -> sign out;
// admin sign-in; an investor kept out of the admin dashboard; the not-found page.
import {
  codeFrom,
  expect,
  expectSidebarUser,
  signInWithForm,
  signOutWithMenu,
  test,
  uniqueEmail,
} from "./fixtures";

test("an investor signs up, verifies the e-mail, signs in, sees the dashboard and signs out", async ({
  page,
  checkA11y,
  shot,
  latestMail,
}) => {
  const email = uniqueEmail();
  const password = "Journey-Pass-42";

  await page.goto("/signup");
  await expect(page.getByRole("heading", { name: "Join and start investing today" })).toBeVisible();
  await checkA11y(page, "sign-up");
  await shot(page, "signup");
  await page.getByLabel(/full name/i).fill("Grace Hopper");
  await page.getByLabel(/email address/i).fill(email);
  await page.getByLabel(/phone number/i).fill("2025550143");
  await page.getByLabel(/^password/i).fill(password);
  await page.getByLabel(/confirm password/i).fill(password);
  await page.getByRole("button", { name: /create account/i }).click();
  await expect(page).toHaveURL(/\/verify-email/);

  const code = codeFrom(await latestMail(email));
  const boxes = page.locator('input[inputmode="numeric"]');
  await expect(boxes).toHaveCount(6);
  await boxes.first().click();
  await page.keyboard.type(code);
  await checkA11y(page, "verify-email");
  await shot(page, "verify-email");
  await page.getByRole("button", { name: /verify email/i }).click();
  await expect(page).toHaveURL(/\/email-verified/);
  await expect(page.getByRole("heading", { name: "Email Verified Successfully!" })).toBeVisible();
  await checkA11y(page, "email-verified");
  await shot(page, "email-verified");
  await page
    .getByRole("button", { name: /go to login/i })
    .or(page.getByRole("link", { name: /go to login/i }))
    .click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
  await checkA11y(page, "login");
  await shot(page, "login");

  await signInWithForm(page, { email, password });
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expectSidebarUser(page, "Grace Hopper", "Investor");
  await checkA11y(page, "dashboard");
  await shot(page, "dashboard");

  // A signed-in investor opening /login is sent back to the dashboard.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOutWithMenu(page);
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem("isLoggedIn"))).toBe("no");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
});

test("an investor is sent away from the admin dashboard", async ({ page, api }) => {
  await api.signedInInvestor(page);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  const res = await page.request.get("/api/users/count");
  expect([401, 403, 404], `investor reached an admin call: ${res.status()}`).toContain(res.status());
  await signOutWithMenu(page);
  await expect(page).toHaveURL(/\/login/);
});

test("the administrator signs in to the admin dashboard", async ({ page, admin, checkA11y, shot }) => {
  await page.goto("/admin/login");
  await expect(page.getByText("Sign in to the admin dashboard")).toBeVisible();
  await checkA11y(page, "admin sign-in");
  await shot(page, "admin-login");
  await page.getByLabel(/email/i).fill(admin.email);
  await page.getByLabel(/^password/i).fill(admin.password);
  await page.getByRole("button", { name: /sign in to admin portal/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/, { timeout: 15_000 });
  await expectSidebarUser(page, "Admin", "Administrator");
  await checkA11y(page, "admin dashboard");
  await shot(page, "admin-dashboard");
  await signOutWithMenu(page);
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("an unknown path shows the not-found page with HTTP 404", async ({ page, checkA11y, shot }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page Not Found" })).toBeVisible();
  await checkA11y(page, "not-found");
  await shot(page, "not-found");
  await page
    .getByRole("link", { name: /go home/i })
    .or(page.getByRole("button", { name: /go home/i }))
    .click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
});
