// The dashboards' JavaScript: what a signed-in investor (and administrator) downloads to open /dashboard
// (/admin/dashboard), against the blank-page floor of the same build, and which chunks each panel fetches on
// demand the first time it opens. Run against a production build (`next build && next start`):
//   npm run bench:dashboard-js -- http://127.0.0.1:3300
// It creates one investor through the admin API (ADMIN_EMAIL / ADMIN_PASSWORD, the dev defaults otherwise).
import { chromium } from "playwright-core";
import { firstLoadScripts } from "../lib/first-load.mjs";
import { sessionCookies, signInBoth } from "../lib/sign-in.mjs";

const BASE_URL = (process.argv[2] ?? process.env.BENCH_BASE_URL ?? "http://127.0.0.1:3000").replace(
  /\/$/,
  "",
);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const pad = (s, n) => String(s).padEnd(n);

/** Opens `path` signed in, then each sidebar link in turn; records the JS each screen fetched first. */
async function panelChunks(browser, path, cookies) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const seen = new Map();
  // Recorded as the response arrives (size filled in a moment later), so "what did this screen fetch" never
  // races the body download.
  const sizes = [];
  page.on("response", (res) => {
    const url = new URL(res.url());
    if (!url.pathname.endsWith(".js") || seen.has(url.pathname)) return;
    seen.set(url.pathname, 0);
    sizes.push(
      res
        .request()
        .sizes()
        .then((s) => seen.set(url.pathname, s.responseBodySize))
        .catch(() => {}),
    );
  });
  await page.goto(`${BASE_URL}${path}`, { waitUntil: "networkidle" });
  await Promise.all(sizes);
  const firstScreen = new Map(seen);
  const links = await page
    .getByRole("navigation", { name: "Dashboard sections" })
    .first()
    .getByRole("link")
    .evaluateAll((as) => as.map((a) => [a.textContent.trim(), a.getAttribute("href")]));
  const panels = [];
  for (const [label, href] of links.slice(1)) {
    const before = new Set(seen.keys());
    // The same history entry a sidebar click pushes (the app observes pushState), without depending on what
    // a screen shows on top of the sidebar.
    await page.evaluate((url) => window.history.pushState(null, "", url), href);
    await page.getByRole("heading", { level: 1, name: label }).waitFor();
    // The screen's code has arrived when its loading skeleton is gone; then let stragglers land.
    await page.waitForFunction(() => !document.querySelector('main [role="status"][aria-label="Loading"]'));
    await page.waitForTimeout(800);
    await Promise.all(sizes);
    const fresh = [...seen.entries()].filter(([url]) => !before.has(url));
    panels.push({ label, files: fresh.length, gzip: fresh.reduce((s, [, n]) => s + n, 0) });
  }
  await context.close();
  return { firstScreenGzip: [...firstScreen.values()].reduce((s, n) => s + n, 0), firstScreen, panels };
}

const { investorToken, adminToken } = await signInBoth(BASE_URL);
const investorCookies = sessionCookies(BASE_URL, investorToken);
const adminCookies = sessionCookies(BASE_URL, adminToken);

const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const blank = await firstLoadScripts(browser, BASE_URL, "/__bench-blank-floor");
  console.log(`\nDashboards' JavaScript at ${BASE_URL} (compressed size as received)\n`);
  console.log(`${pad("blank page (not-found, root layout only)", 48)}${kb(blank.gzip)}`);
  for (const [path, cookies] of [
    ["/dashboard", investorCookies],
    ["/admin/dashboard", adminCookies],
  ]) {
    const html = await firstLoadScripts(browser, BASE_URL, path, { cookies });
    const screens = await panelChunks(browser, path, cookies);
    console.log(`\n${path}`);
    console.log(
      `${pad("  scripts in its HTML (first load)", 48)}${pad(kb(html.gzip), 12)}+${kb(html.gzip - blank.gzip)} over the floor`,
    );
    console.log(`${pad("  everything until the first screen is idle", 48)}${kb(screens.firstScreenGzip)}`);
    console.log("  fetched on demand when a screen is first opened:");
    for (const p of screens.panels)
      console.log(`    ${pad(p.label, 44)}${pad(kb(p.gzip), 12)}${p.files} files`);
  }
} finally {
  await browser.close();
}
