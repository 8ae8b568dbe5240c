// A real Prometheus (Debian's `prometheus`) scraping an Apex server with the committed scrape configuration
// (ops/prometheus/prometheus.yml): a copy in a temporary folder with the target's host:port, the server's
// METRICS_TOKEN in place of the placeholder and a one-second scrape interval, beside a copy of alerts.yml (so the
// rules load too). Started on a free loopback port with its storage in the same folder, asked through its HTTP
// API until `up` is 1 for the apex job, then stopped and the folder removed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "@/lib/chain/anvil";

const PLACEHOLDER = "REPLACE_WITH_METRICS_TOKEN";
const DEFAULT_TARGET = '"127.0.0.1:3000"';

/** The prometheus binary on PATH, or null when it is not installed. */
export function prometheusBinary(): string | null {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const bin = path.join(dir || ".", "prometheus");
    try {
      fs.accessSync(bin, fs.constants.X_OK);
      if (fs.statSync(bin).isFile()) return bin;
    } catch {
      // not here
    }
  }
  return null;
}

/** The committed configuration with the target, the token and the intervals put in (the file keeps its placeholder). */
export function scrapeConfig(
  committed: string,
  target: string,
  token: string,
  intervalSeconds: number,
): string {
  if (!committed.includes(PLACEHOLDER) || !committed.includes(DEFAULT_TARGET))
    throw new Error(`ops/prometheus/prometheus.yml no longer holds ${PLACEHOLDER} and ${DEFAULT_TARGET}`);
  return committed
    .replace(PLACEHOLDER, token)
    .replace(DEFAULT_TARGET, JSON.stringify(target))
    .replace(/scrape_interval: \d+s/, `scrape_interval: ${intervalSeconds}s`)
    .replace(/evaluation_interval: \d+s/, `evaluation_interval: ${intervalSeconds}s`);
}

type Sample = { metric: Record<string, string>; value: [number, string] };

export type PrometheusScrape = {
  /** `up` for the apex job once it read 1, or the last value seen (null: never a sample). */
  up: number | null;
  waitedMs: number;
  /** apex_jobs samples Prometheus holds from the scrape (one per state). */
  apexJobs: Sample[];
  /** The target's last error as Prometheus reports it, when up never reached 1. */
  lastError: string;
  log: string;
};

export async function scrapeWithPrometheus(opts: {
  bin: string;
  target: string;
  token: string;
  timeoutMs?: number;
}): Promise<PrometheusScrape> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "apex-prometheus-"));
  const source = path.join(process.cwd(), "ops", "prometheus");
  const configFile = path.join(dir, "prometheus.yml");
  fs.writeFileSync(
    configFile,
    scrapeConfig(fs.readFileSync(path.join(source, "prometheus.yml"), "utf8"), opts.target, opts.token, 1),
  );
  fs.copyFileSync(path.join(source, "alerts.yml"), path.join(dir, "alerts.yml"));
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const child = spawn(
    opts.bin,
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${path.join(dir, "data")}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const query = async (q: string): Promise<Sample[] | null> => {
    try {
      const res = await fetch(`${api}/api/v1/query?query=${encodeURIComponent(q)}`);
      if (!res.ok) return null;
      const body = (await res.json()) as { status: string; data?: { result?: Sample[] } };
      return body.status === "success" ? (body.data?.result ?? []) : null;
    } catch {
      return null; // not listening yet
    }
  };

  const started = Date.now();
  const timeoutMs = opts.timeoutMs ?? 60_000;
  let up: number | null = null;
  let apexJobs: Sample[] = [];
  let lastError = "";
  try {
    while (Date.now() - started < timeoutMs && child.exitCode === null) {
      const samples = await query('up{job="apex"}');
      if (samples && samples.length) up = Number(samples[0].value[1]);
      if (up === 1) {
        apexJobs = (await query('apex_jobs{job="apex"}')) ?? [];
        break;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    if (up !== 1) {
      const targets = await fetch(`${api}/api/v1/targets`)
        .then((r) => r.json() as Promise<{ data?: { activeTargets?: { lastError?: string }[] } }>)
        .catch(() => null);
      lastError = targets?.data?.activeTargets?.map((t) => t.lastError).join("; ") ?? "";
    }
  } finally {
    if (child.exitCode === null) child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(killer);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { up, waitedMs: Date.now() - started, apexJobs, lastError, log };
}
