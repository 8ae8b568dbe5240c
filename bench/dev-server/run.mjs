// The first minutes of a new engineer (bench/README.md, "The dev server (point 5)"): how long `next dev`
// takes to open /, /login and /dashboard the first time each is opened, with webpack and with Turbopack,
// cold (an empty build folder, as on a fresh clone) and warm (the dev server restarted over the folder the
// cold run left).
//   npm run bench:dev-server                       (BENCH_DEV_PORT=3250, BENCH_DEV_BUNDLERS=webpack,turbopack)
// Each server runs on an embedded database in a throw-away DATA_DIR and its own build folder (.next-devbench-*,
// removed afterwards). "Opened" means the browser's load event: the page compiled, served and its scripts run.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { sessionCookies, signInBoth } from "../lib/sign-in.mjs";

const PORT = Number(process.env.BENCH_DEV_PORT ?? 3250);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const BUNDLERS = (process.env.BENCH_DEV_BUNDLERS ?? "webpack,turbopack").split(",");
const PAGES = ["/", "/login", "/dashboard"];
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const ROOT = path.resolve(import.meta.dirname, "../..");

async function waitForServer(child, ms = 180_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next dev exited with ${child.exitCode}`);
    // Any answer means it listens; the first request below is the one timed, so ask for a static file.
    const ok = await fetch(`${BASE_URL}/favicon.ico`, { method: "HEAD" }).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("next dev did not start");
}

function startDev(bundler, distDir, dataDir) {
  const args = ["node_modules/next/dist/bin/next", "dev", "-p", String(PORT)];
  if (bundler === "turbopack") args.push("--turbopack");
  // The embedded database, as on a fresh clone without Postgres.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_IGNORE_INCORRECT_LOCKFILE: "1",
      INTEREST_CRON: "0",
      NODE_ENV: "development",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  return { child, log: () => log };
}

async function stop(child) {
  if (child.exitCode !== null) return;
  process.kill(-child.pid, "SIGTERM");
  await new Promise((r) => child.once("exit", r));
}

/** Opens each page once in a fresh browser tab; returns the milliseconds to its load event. */
async function openPages(browser, cookies) {
  const times = {};
  for (const page of PAGES) {
    const context = await browser.newContext();
    if (page === "/dashboard") await context.addCookies(cookies);
    const tab = await context.newPage();
    const started = Date.now();
    await tab.goto(`${BASE_URL}${page}`, { waitUntil: "load", timeout: 300_000 });
    times[page] = Date.now() - started;
    if (new URL(tab.url()).pathname !== page) throw new Error(`${page} ended on ${tab.url()}`);
    await context.close();
  }
  return times;
}

// next dev adds its build folder's types to tsconfig.json (and may touch next-env.d.ts): put them back after.
const KEPT = ["tsconfig.json", "next-env.d.ts"]
  .map((f) => path.join(ROOT, f))
  .filter((f) => fs.existsSync(f));
const kept = KEPT.map((f) => [f, fs.readFileSync(f)]);

const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ["--no-sandbox", "--disable-gpu"],
});
const rows = [];
try {
  for (const bundler of BUNDLERS) {
    const distDir = `.next-devbench-${bundler}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "apex-devbench-"));
    fs.rmSync(path.join(ROOT, distDir), { recursive: true, force: true });
    for (const start of ["cold", "warm"]) {
      const t0 = Date.now();
      const dev = startDev(bundler, distDir, dataDir);
      try {
        await waitForServer(dev.child);
        const ready = Date.now() - t0;
        // The session for /dashboard, before anything is timed: signing in compiles the two API routes.
        const { investorToken } = await signInBoth(BASE_URL);
        const times = await openPages(browser, sessionCookies(BASE_URL, investorToken));
        rows.push({ bundler, start, ready, ...times });
        process.stderr.write(`  ${bundler} ${start}: ${JSON.stringify(rows.at(-1))}\n`);
      } catch (err) {
        console.error(dev.log());
        throw err;
      } finally {
        await stop(dev.child);
      }
    }
    fs.rmSync(path.join(ROOT, distDir), { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
} finally {
  await browser.close();
  for (const [f, content] of kept) fs.writeFileSync(f, content);
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(`\nnext dev, first open of each page (browser load event), ${os.cpus().length} cores\n`);
console.log(["bundler", "start", "server up", ...PAGES].map((h) => h.padEnd(12)).join(""));
for (const r of rows)
  console.log(
    [r.bundler, r.start, s(r.ready), ...PAGES.map((p) => s(r[p]))].map((c) => c.padEnd(12)).join(""),
  );
