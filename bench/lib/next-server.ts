// `next start` on the worktree's production build (the folder NEXT_DIST_DIR names, `.next` by default),
// pointed at a bench's throw-away database, bench routes on (bench:api, bench:writes).
import { randomBytes } from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type Server = { base: string; pid: number; stop: () => Promise<void>; log: () => string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

const distDir = process.env.NEXT_DIST_DIR || ".next";

export function assertBuilt(): void {
  if (!fs.existsSync(path.join(process.cwd(), distDir, "BUILD_ID"))) {
    throw new Error(
      `No production build in ${distDir}/: run \`npm run build\` first (the bench builds nothing).`,
    );
  }
}

/** `cpuProfileDir`: run the server under `node --cpu-prof`; the profile is written when it stops. */
export async function startServer(opts: {
  databaseUrl: string;
  secret: string;
  cpuProfileDir?: string;
}): Promise<Server> {
  // BENCH_PORT: a fixed port, for a machine where each user keeps to a range.
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "apex-bench-api-"));
  const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
  const nodeArgs = opts.cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${opts.cpuProfileDir}`] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, nextBin, "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: opts.databaseUrl,
        NEXTAUTH_SECRET: opts.secret,
        // Production refuses to start without it (lib/security/required-secrets.ts); a throw-away key.
        DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
        NEXTAUTH_URL: base,
        // Production requires a mail transport (lib/security/production-settings.ts).
        MAIL_TRANSPORT: "outbox",
        APEX_BENCH_ROUTES: "1",
        INTEREST_CRON: "0",
        DATA_DIR: dataDir,
        PRICE_FEED_URL: "http://127.0.0.1:9/unreachable",
        NEXT_IGNORE_INCORRECT_LOCKFILE: "1",
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(base, child);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n--- server output ---\n${output}`);
  }
  return { base, pid: child.pid!, stop, log: () => output };
}

async function waitUntilReady(base: string, child: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    const res = await fetch(`${base}/api/bench/empty`).catch(() => null);
    if (res?.status === 200) return;
    if (res?.status === 404) throw new Error("the bench routes answer 404: is this build older than them?");
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("next start did not answer within 90 s");
}
