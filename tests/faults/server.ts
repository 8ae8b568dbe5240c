// The production build (`next start`) as the fault suite drives it: started on a fixed port with one set of
// secrets for its whole life (a restart must read the sessions, the keyed request hashes and the sealed jobs
// the killed process wrote), killed with SIGKILL or stopped with SIGTERM, and started again.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export type AppEnv = Record<string, string>;

export type App = {
  base: string;
  pid: number;
  /** SIGKILL of the whole process group: no handler runs, nothing is flushed. */
  kill: () => Promise<void>;
  /** SIGTERM: the graceful shutdown. */
  stop: () => Promise<void>;
  log: () => string;
};

export function assertBuilt(): void {
  if (!fs.existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) {
    throw new Error(
      "No production build in .next/: run `npm run build` first (the fault suite builds nothing).",
    );
  }
}

export async function startApp(port: number, env: AppEnv, label: string): Promise<App & { readyMs: number }> {
  const base = `http://127.0.0.1:${port}`;
  const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
  const started = Date.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "/tmp",
        NODE_ENV: "production",
        NEXTAUTH_URL: base,
        // Production requires a mail transport: the outbox unless the suite names its SMTP server.
        ...(env.SMTP_URL ? {} : { MAIL_TRANSPORT: "outbox" }),
        // And a database: without DATABASE_URL the embedded one, on purpose.
        ...(env.DATABASE_URL ? {} : { EMBEDDED_DATABASE: "1" }),
        INTEREST_CRON: "0",
        PRICE_FEED_URL: "http://127.0.0.1:9/unreachable",
        NEXT_IGNORE_INCORRECT_LOCKFILE: "1",
        NEXT_TELEMETRY_DISABLED: "1",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, sig);
      } catch {
        child.kill(sig);
      }
    }
    await exited;
  };
  const app = {
    base,
    pid: child.pid!,
    kill: () => signal("SIGKILL"),
    stop: () => signal("SIGTERM"),
    log: () => output,
  };
  try {
    await waitUntilReady(base, child);
  } catch (err) {
    await app.kill();
    throw new Error(`${label}: ${(err as Error).message}\n--- server output ---\n${output}`);
  }
  return { ...app, readyMs: Date.now() - started };
}

async function waitUntilReady(base: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    const res = await fetch(`${base}/api/ready`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("next start was not ready within 120 s");
}
