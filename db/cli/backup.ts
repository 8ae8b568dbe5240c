// Backups of either database, in its own format: a pg_dump archive (custom format) for Postgres, PGlite's own
// dump of its data folder (a gzipped tar) for the embedded database. The CLIs are scripts/db-backup.ts and
// scripts/db-restore.ts; docs/operations.md says how to keep the archives (apart from DATA_ENCRYPTION_KEY).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { openPglite, openPostgres, queryRows } from "../client";

export type BackupTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

/** The database the app would open: Postgres (over DIRECT_DATABASE_URL when set: a dump must not go through a
 *  transaction pooler), else the embedded one under DATA_DIR. */
export function backupTargetFromEnv(): BackupTarget {
  const e = env();
  if (e.DATABASE_URL) return { kind: "postgres", url: e.DIRECT_DATABASE_URL ?? e.DATABASE_URL };
  return { kind: "pglite", dataDir: path.resolve(e.DATA_DIR, "pglite") };
}

const PG_DUMP_MAGIC = "PGDMP";
const GZIP_MAGIC = [0x1f, 0x8b];

/** pg_dump and pg_restore from PG_BIN when set (a version matching the server), else from PATH. */
function pgTool(name: "pg_dump" | "pg_restore"): string {
  return process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name;
}

/** A connection URL as libpq's environment variables: the password never shows on a command line (ps). */
export function libpqEnv(url: string): Record<string, string> {
  const u = new URL(url);
  const vars: Record<string, string> = {};
  const set = (name: string, value: string | null | undefined) => {
    if (value) vars[name] = decodeURIComponent(value);
  };
  set("PGHOST", u.hostname.replace(/^\[|\]$/g, ""));
  set("PGPORT", u.port);
  set("PGUSER", u.username);
  set("PGPASSWORD", u.password);
  set("PGDATABASE", u.pathname.replace(/^\//, ""));
  // Query parameters libpq would read from the URL itself (a socket folder as host, TLS).
  set("PGHOST", u.searchParams.get("host"));
  set("PGSSLMODE", u.searchParams.get("sslmode"));
  set("PGSSLROOTCERT", u.searchParams.get("sslrootcert"));
  return vars;
}

function run(tool: string, args: string[], url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      stdio: ["ignore", "inherit", "pipe"],
      env: { ...process.env, ...libpqEnv(url) },
    });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", (err) =>
      reject(
        new Error(
          `${tool} could not be started (${err.message}): install the Postgres client tools or set PG_BIN`,
        ),
      ),
    );
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(tool)} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** Writes `file` whole or not at all: a backup cut short must not pass for one. */
function writeWhole(file: string, data: Buffer) {
  const writing = `${file}.partial`;
  fs.writeFileSync(writing, data);
  fs.renameSync(writing, file);
}

export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  if (target.kind === "postgres") {
    const writing = `${file}.partial`;
    // One consistent snapshot of the whole database; owners and grants are the restoring server's business.
    await run(
      pgTool("pg_dump"),
      ["--format=custom", "--no-owner", "--no-privileges", `--file=${writing}`],
      target.url,
    );
    fs.renameSync(writing, file);
    return;
  }
  if (!fs.existsSync(path.join(target.dataDir, "PG_VERSION"))) {
    throw new Error(`No embedded database at ${target.dataDir} (DATA_DIR)`);
  }
  const handle = await openPglite(target.dataDir);
  try {
    const client = (handle.db as unknown as { $client: import("@electric-sql/pglite").PGlite }).$client;
    await client.exec("checkpoint");
    const dump = await client.dumpDataDir("gzip");
    writeWhole(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

function archiveKind(file: string): "postgres" | "pglite" | null {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString("latin1") === PG_DUMP_MAGIC) return "postgres";
  if (head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]) return "pglite";
  return null;
}

/** Restores `file` into an empty database: an existing one is never overwritten (restore beside it, then switch). */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}`);
  const kind = archiveKind(file);
  if (kind !== target.kind) {
    const what =
      kind === null
        ? "not a backup made by db:backup"
        : `a backup of the ${kind === "postgres" ? "Postgres" : "embedded"} database`;
    throw new Error(
      `${file} is ${what}; the target is the ${target.kind === "postgres" ? "Postgres" : "embedded"} database`,
    );
  }
  if (target.kind === "postgres") {
    const handle = await openPostgres(target.url, { max: 1 });
    try {
      const [row] = await queryRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from information_schema.tables
            where table_schema not in ('pg_catalog', 'information_schema')`,
      );
      if (Number(row?.n) > 0) {
        throw new Error(
          "The target database is not empty: create an empty one (createdb) and restore into it",
        );
      }
    } finally {
      await handle.close();
    }
    // All or nothing: a restore that stops half-way leaves the empty database it found.
    await run(
      pgTool("pg_restore"),
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        // pg_restore writes a script unless given a database; the name only, the rest comes from the environment.
        `--dbname=${libpqEnv(target.url).PGDATABASE ?? ""}`,
        file,
      ],
      target.url,
    );
    return;
  }
  if (fs.existsSync(target.dataDir) && fs.readdirSync(target.dataDir).length > 0) {
    throw new Error(`${target.dataDir} already holds a database: restore into an empty DATA_DIR`);
  }
  const blob = new Blob([fs.readFileSync(file)], { type: "application/x-gzip" });
  const handle = await openPglite(target.dataDir, { loadDataDir: blob });
  await handle.close();
}
