// Lighthouse on the public pages and the two dashboards (mobile and desktop) and the first-load JavaScript of
// `/` against the same build's floor. Run against a production build (`next build && next start`), never
// `next dev`:
//   npm run bench:lighthouse -- http://127.0.0.1:3300        (or LIGHTHOUSE_BASE_URL=...)
// The dashboards are measured signed in: a fresh investor (created through the admin API) and the
// administrator sign in through /api against that server, and Lighthouse sends their session cookie.
// Options (environment): LIGHTHOUSE_RUNS (default 3; the median Performance run is reported), CHROME_PATH,
// LIGHTHOUSE_PAGES=/,/dashboard (default: all below), LIGHTHOUSE_FORMS=mobile (default: mobile,desktop),
// LIGHTHOUSE_JSON=<file> to keep the raw figures, LIGHTHOUSE_SKIP=1 to measure the JavaScript only,
// LIGHTHOUSE_DETAILS=1 to print where the median run's main-thread time went (long tasks, time per script).
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { chromium } from "playwright-core";
import { firstLoadScripts } from "../lib/first-load.mjs";
import { signInBoth } from "../lib/sign-in.mjs";

const BASE_URL = (process.argv[2] ?? process.env.LIGHTHOUSE_BASE_URL ?? "http://127.0.0.1:3000").replace(
  /\/$/,
  "",
);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// Which session each page is measured with (none: signed out).
const ALL_PAGES = {
  "/": null,
  "/contact": null,
  "/talk-to-sales": null,
  "/dashboard": "investor",
  "/admin/dashboard": "admin",
};
const PAGES = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(",") : Object.keys(ALL_PAGES);
const FORMS = (process.env.LIGHTHOUSE_FORMS ?? "mobile,desktop").split(",");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
// A path no route matches: Next.js answers with the not-found page of the same build (root layout only).
const BLANK_PATH = "/__bench-blank-floor";

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const pad = (s, n) => String(s).padEnd(n);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

async function lighthouseRun(port, url, formFactor, token) {
  const flags = { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES };
  if (token) flags.extraHeaders = { Cookie: `token=${token}` };
  const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
  const { categories, audits, finalDisplayedUrl } = result.lhr;
  // A session that did not take would measure the sign-in page instead.
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${finalDisplayedUrl}: not signed in?`);
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c].score ?? 0) * 100)])),
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    details: {
      longTasks: (audits["long-tasks"].details?.items ?? []).map(({ url, startTime, duration }) => ({
        url,
        startTime,
        duration,
      })),
      bootup: (audits["bootup-time"].details?.items ?? []).map(
        ({ url, total, scripting, scriptParseCompile }) => ({
          url,
          total,
          scripting,
          scriptParseCompile,
        }),
      ),
      mainThread: (audits["mainthread-work-breakdown"].details?.items ?? []).map(
        ({ groupLabel, duration }) => ({
          groupLabel,
          duration,
        }),
      ),
    },
    failing: Object.values(audits)
      .filter((a) => a.scoreDisplayMode === "binary" && a.score === 0)
      .map((a) => a.id),
  };
}

async function lighthouseTable() {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const rows = [];
  const sessions = PAGES.some((p) => ALL_PAGES[p]) ? await signInBoth(BASE_URL) : {};
  const tokens = { investor: sessions.investorToken, admin: sessions.adminToken };
  try {
    for (const path of PAGES) {
      for (const formFactor of FORMS) {
        const runs = [];
        for (let i = 0; i < RUNS; i++)
          runs.push(
            await lighthouseRun(chrome.port, `${BASE_URL}${path}`, formFactor, tokens[ALL_PAGES[path]]),
          );
        const perf = median(runs.map((r) => r.scores.performance));
        const run = runs.find((r) => r.scores.performance === perf);
        rows.push({ path, formFactor, ...run, perfRuns: runs.map((r) => r.scores.performance) });
        process.stderr.write(`  ${path} ${formFactor}: ${JSON.stringify(run.scores)}\n`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

async function firstLoadJs() {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.slice(1) });
  try {
    const home = await firstLoadScripts(browser, BASE_URL, "/");
    const blank = await firstLoadScripts(browser, BASE_URL, BLANK_PATH);
    return { home, blank };
  } finally {
    await browser.close();
  }
}

const rows = process.env.LIGHTHOUSE_SKIP === "1" ? [] : await lighthouseTable();
const js = await firstLoadJs();

console.log(`\nLighthouse ${BASE_URL} (median Performance of ${RUNS} run${RUNS > 1 ? "s" : ""})\n`);
console.log(
  `${pad("page", 18)}${pad("form", 9)}${pad("Perf", 6)}${pad("A11y", 6)}${pad("BP", 6)}${pad("SEO", 6)}${pad("LCP", 9)}${pad("TBT", 8)}CLS`,
);
for (const r of rows) {
  console.log(
    `${pad(r.path, 18)}${pad(r.formFactor, 9)}${pad(r.scores.performance, 6)}${pad(r.scores.accessibility, 6)}` +
      `${pad(r.scores["best-practices"], 6)}${pad(r.scores.seo, 6)}${pad(`${(r.lcp / 1000).toFixed(2)} s`, 9)}` +
      `${pad(`${Math.round(r.tbt)} ms`, 8)}${pad(r.cls.toFixed(3), 7)}(runs ${r.perfRuns.join(", ")})`,
  );
  if (r.failing.length) console.log(`${" ".repeat(18)}failing: ${r.failing.join(", ")}`);
  if (process.env.LIGHTHOUSE_DETAILS === "1") printDetails(r.details);
}

// Paths only: the origin is the same for every script of the page.
function shortUrl(url) {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function printDetails({ longTasks, bootup, mainThread }) {
  const ms = (v) => `${Math.round(v)} ms`;
  console.log(`    main thread: ${mainThread.map((m) => `${m.groupLabel} ${ms(m.duration)}`).join(", ")}`);
  console.log("    long tasks (start, duration, attributed script):");
  for (const t of longTasks)
    console.log(`      ${pad(ms(t.startTime), 10)}${pad(ms(t.duration), 9)}${shortUrl(t.url)}`);
  console.log("    per script (total, scripting, parse and compile):");
  for (const b of bootup)
    console.log(
      `      ${pad(ms(b.total), 9)}${pad(ms(b.scripting), 9)}${pad(ms(b.scriptParseCompile), 9)}${shortUrl(b.url)}`,
    );
}

console.log("\nFirst-load JavaScript (script files the browser fetched, compressed size as received)\n");
for (const m of [js.home, js.blank]) {
  console.log(
    `${pad(m.path === "/" ? "/" : `blank (${m.path}, not-found)`, 40)}${pad(kb(m.gzip), 12)}${kb(m.raw)} uncompressed, ${m.files.length} files`,
  );
}
console.log(`${pad("/ above the floor", 40)}${kb(js.home.gzip - js.blank.gzip)}`);
const extra = js.home.files.filter((f) => !js.blank.files.some((b) => b.url === f.url));
for (const f of extra) console.log(`  + ${pad(f.url, 66)}${kb(f.encoded)}`);
for (const m of [js.home, js.blank]) {
  if (m.prefetched.length)
    console.log(
      `  (not counted: ${m.path} also prefetched ${kb(m.prefetched.reduce((s, f) => s + f.encoded, 0))} for linked routes)`,
    );
}

if (process.env.LIGHTHOUSE_JSON)
  fs.writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify({ baseUrl: BASE_URL, rows, js }, null, 2));
