// Going back to a screen already opened shows it at once (bench/README.md, "The dashboards (point 3)"): its
// code is already loaded and its data comes from the TanStack Query cache (fresh for 15 s by default, kept
// 5 minutes), refreshed in the background if stale; no skeleton or spinner on the second visit.
import type { Page } from "@playwright/test";
import { expect, openFromSidebar, test } from "./fixtures";

const SCREENS = ["Deposit History", "Withdrawal History", "Investments", "Settings", "Support", "Overview"];
/**
 * Whatever says "loading" on the dashboard: the screen skeleton, skeleton bars, spinners. Not a refresh button's
 * icon turning: data older than 15 s (a slow run gets there between the two visits) is refreshed in the
 * background while it stays on screen, and the button shows that.
 */
const LOADING =
  'main [role="status"][aria-label="Loading"], main .animate-pulse, main .animate-spin:not(button .animate-spin)';

/** Starts recording whether anything matching LOADING appears (or is already there) from now on. */
async function watchForLoading(page: Page) {
  await page.evaluate((selector) => {
    const w = window as unknown as { __sawLoading: string[] };
    w.__sawLoading = [];
    const check = () => {
      const el = document.querySelector(selector);
      if (el) w.__sawLoading.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
    };
    check();
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, attributes: true });
  }, LOADING);
}

test("an already-visited screen renders from the cache: no skeleton or spinner the second time", async ({
  page,
  api,
}) => {
  await api.signedInInvestor(page, { name: "Grace Cache" });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  // First visits: each screen loads its code and data once, and settles.
  for (const label of SCREENS) {
    await openFromSidebar(page, label);
    await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 15_000 });
  }
  // Second visits: nothing may show a loading state, not even for a frame.
  for (const label of SCREENS) {
    await watchForLoading(page);
    await openFromSidebar(page, label);
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => (window as unknown as { __sawLoading: string[] }).__sawLoading);
    expect(seen, `${label} showed a loading state on its second visit`).toEqual([]);
  }
});
