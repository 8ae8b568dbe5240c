// The API reference (docs/api.md): /api/docs renders the generated OpenAPI document in Swagger UI, bundled
// with the app and running under the pages' Content-Security-Policy (the fixtures fail the test on any CSP
// report or script error), with screenshots at both widths.
import { expect, test } from "./fixtures";

test.use({ failOnConsoleErrors: true });

test("the API reference lists the operations with their access", async ({ page, checkA11y, shot }) => {
  // The viewer is a large bundle that lists about 140 operations: on a busy machine that takes a while.
  test.slow();
  await page.goto("/api/docs");
  await expect(page).toHaveTitle(/API reference/);
  await expect(page.locator(".swagger-ui .info .title")).toContainText("Apex API", { timeout: 60_000 });

  // Every group of the document is listed, closed; opening one shows its operations.
  const groups = ((await (await page.request.get("/api/openapi.json")).json()) as { tags: unknown[] }).tags
    .length;
  await expect(page.locator(".swagger-ui .opblock-tag")).toHaveCount(groups);
  for (const group of ["Auth", "Account", "Money", "Admin: users"])
    await page.locator(`.swagger-ui .opblock-tag[data-tag="${group}"]`).click();

  // A few operations of different groups, each under its path.
  for (const [method, path, summary] of [
    ["POST", "/api/auth/signin", "Sign in"],
    ["GET", "/api/user", "The signed-in user"],
    ["POST", "/api/withdrawals", "Ask for a withdrawal"],
    ["GET", "/api/users", "Users"],
  ]) {
    const operation = page.locator(`.opblock-${method.toLowerCase()}`, {
      has: page.locator(".opblock-summary-path", { hasText: new RegExp(`^${path}$`) }),
    });
    await expect(operation.first()).toBeVisible();
    await expect(operation.first().locator(".opblock-summary-description")).toHaveText(summary);
  }

  // Opening an operation shows its request body schema and who may call it.
  const withdrawal = page.locator(".opblock-post", {
    has: page.locator(".opblock-summary-path", { hasText: /^\/api\/withdrawals$/ }),
  });
  await withdrawal.locator(".opblock-summary-control").click();
  await expect(withdrawal.getByText("Investors only", { exact: false })).toBeVisible();
  await expect(withdrawal.getByText("Request body")).toBeVisible();

  // Phones read it without scrolling sideways.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // Swagger UI renders each operation's header as a button holding a second button (copy the path): axe's
  // nested-interactive. That is its markup, not ours, and no option changes it; every other rule applies
  // (its colours are overridden to pass contrast in components/api-docs/api-reference.css).
  await checkA11y(page, "api-docs", { disableRules: ["nested-interactive"] });
  await shot(page, "api-docs");
});
