import "server-only";
// One database handle for the process: Postgres when DATABASE_URL is set, else embedded PGlite under
// DATA_DIR. Both speak the same SQL and share one set of drizzle-kit migrations.
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/lib/env";
import { preparingStatements } from "./prepared-statements";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");

export type Handle = { db: Db; close: () => Promise<void>; kind: "postgres" | "pglite"; url?: string };

// Next.js may load this module more than once (per route bundle, on hot reload): keep one handle per process.
const g = globalThis as unknown as {
  __apexDb?: Promise<Handle>;
  __apexDbShutDown?: boolean;
  __apexAmbientTx?: AsyncLocalStorage<Ambient>;
};

// A transaction that every getDb() inside it joins, however deep the call (withAmbientTransaction): the
// idempotency keys claim a key, run the action and keep its answer in one commit. `open` turns false as the
// callback ends, so work it scheduled that runs later (a timer, an `after` hook) uses the pool again.
type Ambient = { tx: Tx; open: boolean };
const ambient = (g.__apexAmbientTx ??= new AsyncLocalStorage<Ambient>());

/**
 * How long a pooled connection waits before its next connect after failed ones. postgres.js grows it to 20 s
 * (3^n/100 s); after a minute of outage every call would then wait that long for its 503, and the first calls
 * after Postgres returns that long for their answer. Capped at a second, jittered as postgres.js does.
 */
const reconnectDelaySeconds = (failures: number) =>
  (0.5 + Math.random() / 2) * Math.min(3 ** failures / 100, 1);

export async function openPostgres(url: string, opts: { max?: number } = {}): Promise<Handle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const client = preparingStatements(
    postgres(url, {
      max: opts.max ?? 10,
      onnotice: () => {},
      prepare: process.env.DATABASE_PREPARE !== "0",
      backoff: reconnectDelaySeconds,
      // A server that stops answering (rather than refusing) fails a connect in 10 s, not postgres.js's 30.
      connect_timeout: 10,
    }),
  );
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, close: () => client.end({ timeout: 5 }), kind: "postgres", url };
}

/** dataDir undefined: an in-memory database (tests). `loadDataDir`: start from a dump of another database
 *  (`dumpDataDir`) instead of an empty one; the test runner's migrated template (tests/helpers/db.ts). */
export async function openPglite(dataDir?: string, opts: { loadDataDir?: Blob } = {}): Promise<Handle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  // PGlite creates its own folder but not the parents (a fresh clone has no DATA_DIR yet).
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  // Extensions are compiled modules loaded when the instance starts; migration 0005 then creates pg_trgm
  // (the admin lists' substring search) exactly as on Postgres.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, close: () => client.close(), kind: "pglite" };
}

const MIGRATIONS_SCHEMA = "drizzle";
const MIGRATIONS_TABLE = "__drizzle_migrations";

/**
 * Applies the migrations drizzle-kit wrote, as drizzle's own migrator does (same journal table, same rows), but
 * all of it inside one transaction that first takes a transaction-level advisory lock and then reads what is
 * applied: two instances starting at once apply each migration once, and nothing outlives the transaction, so a
 * pooler in transaction mode (PgBouncer) cannot strand a lock on a server connection the way a session lock could.
 * `lock_timeout`: a statement waiting for a busy table fails the migration (rolled back whole, tried again later)
 * instead of queueing every request behind it. On Postgres it runs over DIRECT_DATABASE_URL when set.
 */
export async function migrateDb(handle: Handle): Promise<void> {
  const { readMigrationFiles } = await import("drizzle-orm/migrator");
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const { DATABASE_URL, DIRECT_DATABASE_URL, MIGRATE_LOCK_TIMEOUT_MS } = env();
  // The direct connection stands for DATABASE_URL only; a handle on another database (tests, a restore) keeps its own.
  const url = DIRECT_DATABASE_URL && handle.url === DATABASE_URL ? DIRECT_DATABASE_URL : handle.url;
  const own =
    handle.kind === "postgres" && url && url !== handle.url ? await openPostgres(url, { max: 1 }) : handle;
  try {
    await own.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
      await tx.execute(sql`select set_config('lock_timeout', ${`${MIGRATE_LOCK_TIMEOUT_MS}ms`}, true)`);
      await tx.execute(sql`create schema if not exists ${sql.identifier(MIGRATIONS_SCHEMA)}`);
      await tx.execute(sql`
        create table if not exists ${sql.identifier(MIGRATIONS_SCHEMA)}.${sql.identifier(MIGRATIONS_TABLE)} (
          id serial primary key,
          hash text not null,
          created_at bigint
        )`);
      const last = await lastAppliedMigration(tx);
      for (const migration of migrations) {
        if (migration.folderMillis <= last) continue;
        for (const statement of migration.sql) await tx.execute(sql.raw(statement));
        await tx.execute(
          sql`insert into ${sql.identifier(MIGRATIONS_SCHEMA)}.${sql.identifier(MIGRATIONS_TABLE)} (hash, created_at)
              values (${migration.hash}, ${migration.folderMillis})`,
        );
      }
    });
  } finally {
    if (own !== handle) await own.close();
  }
}

async function lastAppliedMigration(exec: Executor): Promise<number> {
  const [row] = await queryRows<{ last: string | number | null }>(
    exec,
    sql`select max(created_at) as last from ${sql.identifier(MIGRATIONS_SCHEMA)}.${sql.identifier(MIGRATIONS_TABLE)}`,
  );
  return row?.last == null ? 0 : Number(row.last);
}

/** Whether every migration of db/migrations is applied (false on a database never migrated). */
export async function migrationsApplied(exec: Executor): Promise<boolean> {
  const { readMigrationFiles } = await import("drizzle-orm/migrator");
  const newest = Math.max(
    ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
  );
  const exists = await queryRows<{ found: string | null }>(
    exec,
    sql`select to_regclass(${`${MIGRATIONS_SCHEMA}.${MIGRATIONS_TABLE}`})::text as found`,
  );
  if (!exists[0]?.found) return false;
  return (await lastAppliedMigration(exec)) >= newest;
}

/**
 * Makes an opened database ready for the app: migrates it (unless `migrate` is false: a release step does it,
 * and then the schema must already be current), encrypts what SQL could not and runs the seed.
 */
export async function prepareDatabase(handle: Handle, opts: { migrate: boolean }): Promise<void> {
  if (opts.migrate) await migrateDb(handle);
  else if (!(await migrationsApplied(handle.db))) {
    throw new Error(
      "The database is behind this version's migrations and MIGRATE_ON_START=0: run `npm run db:migrate` first",
    );
  }
  // What SQL could not do in a migration: encrypt with the application's key (lib/kyc/personal-data.ts).
  const { encryptPlainKycRowsAtStart } = await import("@/lib/kyc/encrypt-plain-kyc-rows");
  await encryptPlainKycRowsAtStart(handle.db);
  const { seed } = await import("./seed");
  await seed(handle.db);
}

/** The database the environment names: Postgres at DATABASE_URL (DATABASE_POOL_MAX connections), else PGlite. */
export async function openFromEnvironment(): Promise<Handle> {
  const e = env();
  return e.DATABASE_URL
    ? openPostgres(e.DATABASE_URL, { max: e.DATABASE_POOL_MAX })
    : openPglite(path.resolve(e.DATA_DIR, "pglite"));
}

async function openFromEnv(): Promise<Handle> {
  const handle = await openFromEnvironment();
  try {
    await prepareDatabase(handle, { migrate: env().MIGRATE_ON_START.trim() !== "0" });
  } catch (err) {
    // Postgres down at start-up: the next request opens a new pool, so this one must not linger. Not awaited:
    // ending a pool gives its queries seconds to finish, and this answer (a 503) should not wait for that.
    handle.close().catch(() => {});
    throw err;
  }
  return handle;
}

/** The app's database, migrated and seeded on first use. A failed open is forgotten, so the next call retries
 *  it; once open, the pool (postgres.js) reconnects by itself after an outage, without migrating again. */
export async function getDb(): Promise<Db> {
  // Inside withAmbientTransaction: its transaction (a domain `db.transaction` in it becomes a savepoint).
  const current = ambient.getStore();
  if (current?.open) return current.tx as unknown as Db;
  // After a graceful shutdown closed the pool, a late caller gets the error of an ended pool (a 503), not a
  // fresh pool and a migration run in a process about to exit.
  if (g.__apexDbShutDown)
    throw Object.assign(new Error("The database was closed for shutdown"), { code: "CONNECTION_ENDED" });
  if (!g.__apexDb) {
    g.__apexDb = openFromEnv().catch((err) => {
      g.__apexDb = undefined;
      throw err;
    });
  }
  return (await g.__apexDb).db;
}

/**
 * Runs `fn` in one transaction that getDb() returns to everything `fn` calls: all of it commits together
 * when `fn` resolves, or rolls back when it throws. Inside another one it is a savepoint of it.
 */
export async function withAmbientTransaction<T>(fn: () => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current: Ambient = { tx, open: true };
    try {
      return await ambient.run(current, fn);
    } finally {
      current.open = false;
    }
  });
}

export async function getDbKind(): Promise<Handle["kind"]> {
  if (!g.__apexDb) await getDb();
  return (await g.__apexDb!).kind;
}

/** Tests install their own fresh database; the app code then uses it through getDb(). */
export function installDb(handle: Handle) {
  g.__apexDbShutDown = false;
  g.__apexDb = Promise.resolve(handle);
}

export async function closeDb() {
  const current = g.__apexDb;
  g.__apexDb = undefined;
  if (current) await (await current).close();
}

/** The last step of a graceful shutdown (lib/lifecycle/shutdown.ts): close the pool for good. */
export async function closeDbForShutdown() {
  g.__apexDbShutDown = true;
  // A start-up open still under way (or failed) has nothing to close cleanly.
  await closeDb().catch(() => {});
}

/** Rows of a raw `execute`, whichever driver ran it (postgres.js returns an array, PGlite `{ rows }`). */
export async function queryRows<T>(exec: Executor, query: SQL): Promise<T[]> {
  const result = (await exec.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export { schema };
