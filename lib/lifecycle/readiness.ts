// Is this instance ready for traffic? (GET /api/ready.) Each check answers a word, never an error text, a
// host or a version: the endpoint is public (the schema: ./readiness-schema.ts).
//   server:     "ok", or "draining" once a shutdown signal came (lib/lifecycle/shutdown.ts)
//   database:   "ok", "unreachable" (an error), "timeout" (no answer within READY_DB_TIMEOUT_MS), or
//               "unknown" (not asked: the instance is draining)
//   migrations: "ok", "pending" (the newest migration of db/migrations is not applied), or "unknown"
//   jobs:       "ok" or "stopped", present once the job worker has registered its state; never on a serverless
//               host (APEX_SERVERLESS), which runs no worker: its jobs run after answers and from the cron
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb, MIGRATIONS_FOLDER, queryRows } from "@/db/client";
import { pgErrorCode } from "@/lib/db-errors";
import { serverless } from "@/lib/env";
import type { ReadinessChecks } from "./readiness-schema";
import { isDraining } from "./shutdown";

export type Readiness = { ready: boolean; checks: ReadinessChecks };

/** A database that has not answered within this is as good as down for a load balancer. */
const READY_DB_TIMEOUT_MS = 2000;

type Probe = () => boolean | Promise<boolean>;
const g = globalThis as unknown as { __apexReadinessProbes?: Map<"jobs", Probe> };
const probes = () => (g.__apexReadinessProbes ??= new Map());

/** The job worker says whether it is running (true) or stopped (false); readiness then includes `jobs`. */
export function registerReadinessProbe(name: "jobs", probe: Probe): () => void {
  probes().set(name, probe);
  return () => {
    if (probes().get(name) === probe) probes().delete(name);
  };
}

let newestMigration: number | undefined;

/** The `when` of the newest entry in drizzle's journal: what drizzle records as `created_at` once applied. */
function newestMigrationMillis(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
    ) as { entries: { when: number }[] };
    newestMigration = Math.max(...journal.entries.map((e) => e.when));
  }
  return newestMigration;
}

const UNDEFINED_TABLE = "42P01";
const UNDEFINED_SCHEMA = "3F000";

async function checkDatabase(): Promise<Pick<ReadinessChecks, "database" | "migrations">> {
  try {
    // One round trip answers both: the server is there, and which migration it last applied.
    const [row] = await queryRows<{ last: string | number | null }>(
      await getDb(),
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    );
    const last = row?.last == null ? 0 : Number(row.last);
    return { database: "ok", migrations: last >= newestMigrationMillis() ? "ok" : "pending" };
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === UNDEFINED_TABLE || code === UNDEFINED_SCHEMA)
      return { database: "ok", migrations: "pending" };
    return { database: "unreachable", migrations: "unknown" };
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(onTimeout), ms)));
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(opts: { dbTimeoutMs?: number } = {}): Promise<Readiness> {
  if (isDraining()) {
    // A draining instance is not ready whatever its database says; no query is spent finding out.
    return { ready: false, checks: { server: "draining", database: "unknown", migrations: "unknown" } };
  }
  const db = await withTimeout(checkDatabase(), opts.dbTimeoutMs ?? READY_DB_TIMEOUT_MS, {
    database: "timeout" as const,
    migrations: "unknown" as const,
  });
  const checks: ReadinessChecks = { server: "ok", ...db };
  const jobs = serverless() ? undefined : probes().get("jobs");
  if (jobs) {
    const running = await withTimeout(
      Promise.resolve()
        .then(jobs)
        .catch(() => false),
      500,
      false,
    );
    checks.jobs = running ? "ok" : "stopped";
  }
  const ready = checks.database === "ok" && checks.migrations === "ok" && (checks.jobs ?? "ok") === "ok";
  return { ready, checks };
}
