// The API reference (issue 15): /api/docs renders the generated OpenAPI document in Swagger UI, bundled with
// the app and running under the pages' Content-Security-Policy (the fixtures fail the test on any CSP report
// or script error), with screenshots at both widths.
import { expect, test } from "./fixtures";

test.use({ failOnConsoleErrors: true });

test("the API reference lists the operations with their access", async ({ page, checkA11y, shot }) => {
  await page.goto("/api/docs");
  await expect(page).toHaveTitle(/API reference/);
  await expect(page.getByRole("heading", { name: /Apex API/ }).first()).toBeVisible();

  // A few operations of different groups, each under its path.
  for (const [method, path, summary] of [
    ["POST", "/api/auth/signin", "Sign in"],
    ["GET", "/api/user", "The signed-in user"],
    ["POST", "/api/withdrawals", "Ask for a withdrawal"],
    ["GET", "/api/users", "Users"],
  ]) {
    const operation = page.locator(`.opblock-${method.toLowerCase()}`, {
      has: page.locator(`[data-path="${path}"]`),
    });
    await expect(operation.first()).toBeVisible();
    await expect(operation.first().locator(".opblock-summary-description")).toHaveText(summary);
  }

  // Opening an operation shows its request body schema and who may call it.
  await page.locator('.opblock-post:has([data-path="/api/withdrawals"]) .opblock-summary-control').click();
  const withdrawal = page.locator('.opblock-post:has([data-path="/api/withdrawals"])');
  await expect(withdrawal.getByText("Investors only", { exact: false })).toBeVisible();
  await expect(withdrawal.getByText("Request body")).toBeVisible();

  await checkA11y(page, "api-docs");
  await shot(page, "api-docs");
});
