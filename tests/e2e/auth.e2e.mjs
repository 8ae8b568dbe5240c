// The walking skeleton's journeys: sign up -> code from the outbox -> verify -> sign in -> dashboard -> sign out;
// admin sign-in; an investor kept out of the admin dashboard; the not-found page.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { after, before, test } from "node:test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE_URL, latestMail, launch, shot } from "./helpers.mjs";

const email = `e2e-${randomBytes(4).toString("hex")}@example.com`;
const password = "Journey-Pass-42";
let browser;
let page;

before(async () => {
  ({ browser, page } = await launch());
});
after(async () => {
  await browser?.close();
});

async function signIn(mail, pass) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel(/email/i).fill(mail);
  await page.getByLabel(/^password/i).fill(pass);
  await page.getByRole("button", { name: /^sign in/i }).click();
}

test("an investor signs up, verifies the e-mail, signs in, sees the dashboard and signs out", async () => {
  await page.goto(`${BASE_URL}/signup`);
  await page.getByText("Join and start investing today").waitFor();
  await shot(page, "signup");
  await page.getByLabel(/full name/i).fill("Grace Hopper");
  await page.getByLabel(/email address/i).fill(email);
  await page.getByLabel(/phone number/i).fill("2025550143");
  await page.getByLabel(/^password/i).fill(password);
  await page.getByLabel(/confirm password/i).fill(password);
  await page.getByRole("button", { name: /create account/i }).click();
  await page.waitForURL(/\/verify-email/);

  const mail = await latestMail(email);
  const code = mail.text.match(/\b(\d{6})\b/)[1];
  const boxes = page.locator('input[inputmode="numeric"]');
  assert.equal(await boxes.count(), 6);
  await boxes.first().click();
  await page.keyboard.type(code);
  await shot(page, "verify-email");
  await page.getByRole("button", { name: /verify email/i }).click();
  await page.waitForURL(/\/email-verified/);
  await page.getByText("Email Verified Successfully!").waitFor();
  await shot(page, "email-verified");
  await page
    .getByRole("button", { name: /go to login/i })
    .or(page.getByRole("link", { name: /go to login/i }))
    .click();
  await page.waitForURL(/\/login/);
  await page.getByText("Sign in to your account").waitFor();
  await shot(page, "login");

  await signIn(email, password);
  await page.waitForURL(/\/dashboard$/, { timeout: 15000 });
  await page.getByText("Grace Hopper").first().waitFor();
  await page.getByText("Investor", { exact: true }).first().waitFor();
  await shot(page, "dashboard");

  // A signed-in investor opening /login is sent back to the dashboard.
  await page.goto(`${BASE_URL}/login`);
  await page.waitForURL(/\/dashboard$/);

  await page
    .getByRole("button", { name: /sign out/i })
    .first()
    .click();
  await page.waitForURL(/\/login/);
  assert.equal(await page.evaluate(() => localStorage.getItem("isLoggedIn")), "no");
  await page.goto(`${BASE_URL}/dashboard`);
  await page.waitForURL(/\/login/);
});

test("an investor is sent away from the admin dashboard", async () => {
  await signIn(email, password);
  await page.waitForURL(/\/dashboard$/, { timeout: 15000 });
  await page.goto(`${BASE_URL}/admin/dashboard`);
  await page.waitForLoadState("networkidle");
  assert.doesNotMatch(new URL(page.url()).pathname, /^\/admin\/dashboard/);
  const res = await page.request.get(`${BASE_URL}/api/users/count`);
  assert.ok([401, 403, 404].includes(res.status()), `investor reached an admin call: ${res.status()}`);
  await page
    .getByRole("button", { name: /sign out/i })
    .first()
    .click();
  await page.waitForURL(/\/login/);
});

test("the administrator signs in to the admin dashboard", async () => {
  await page.goto(`${BASE_URL}/admin/login`);
  await page.getByText("Sign in to the admin dashboard").waitFor();
  await shot(page, "admin-login");
  await page.getByLabel(/email/i).fill(ADMIN_EMAIL);
  await page.getByLabel(/^password/i).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: /sign in to admin portal/i }).click();
  await page.waitForURL(/\/admin\/dashboard/, { timeout: 15000 });
  await page.getByText("Administrator", { exact: true }).first().waitFor();
  await shot(page, "admin-dashboard");
  await page
    .getByRole("button", { name: /sign out/i })
    .first()
    .click();
  await page.waitForURL(/\/admin\/login/);
});

test("an unknown path shows the not-found page with HTTP 404", async () => {
  const res = await page.goto(`${BASE_URL}/no-such-page`);
  assert.equal(res.status(), 404);
  await page.getByText("Oops! Page Not Found").waitFor();
  await shot(page, "not-found");
  await page
    .getByRole("link", { name: /go home/i })
    .or(page.getByRole("button", { name: /go home/i }))
    .click();
  await page.waitForURL(`${BASE_URL}/`);
});
