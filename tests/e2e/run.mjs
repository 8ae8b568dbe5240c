// Runs the browser journeys: production build (own folder), a fresh embedded database, `next start`, then
// `node --test` over tests/e2e/*.e2e.mjs. Pass --no-build to reuse an existing build.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const PORT = process.env.E2E_PORT ?? "3100";
// The default build folder: a custom one makes `next build` rewrite tsconfig.json.
const DIST = process.env.E2E_DIST_DIR ?? ".next";
const DATA = path.resolve(process.env.E2E_DATA_DIR ?? ".data-e2e");
const env = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_DIST_DIR: DIST,
  DATA_DIR: DATA,
  PORT,
  NEXTAUTH_URL: `http://127.0.0.1:${PORT}`,
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "e2e-secret-0123456789abcdef0123456789",
  INTEREST_CRON: "0",
  NEXT_TELEMETRY_DISABLED: "1",
};
delete env.DATABASE_URL; // journeys run the README's path: the embedded database

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npx", ["next", "build"], { env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

fs.rmSync(DATA, { recursive: true, force: true });
const server = spawn("npx", ["next", "start", "-p", PORT], {
  env,
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
const log = fs.createWriteStream(path.resolve("test-results", "e2e-server.log"));
fs.mkdirSync("test-results", { recursive: true });
server.stdout.pipe(log);
server.stderr.pipe(log);

const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
};
process.on("exit", stop);

async function waitForServer() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      // Any answer from an API route means the server is up and the database is migrated.
      const res = await fetch(`http://127.0.0.1:${PORT}/api/validate`, { method: "POST" });
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start; see test-results/e2e-server.log");
}

await waitForServer();
const files = fs
  .readdirSync("tests/e2e")
  .filter((f) => f.endsWith(".e2e.mjs"))
  .map((f) => path.join("tests/e2e", f));
const run = spawnSync(
  process.execPath,
  ["--test", "--test-reporter=spec", "--test-concurrency=1", ...files],
  {
    env: { ...env, E2E_BASE_URL: `http://127.0.0.1:${PORT}`, E2E_DATA_DIR: DATA },
    stdio: "inherit",
  },
);
stop();
process.exit(run.status ?? 1);
