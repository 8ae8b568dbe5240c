// A fresh, migrated and seeded database per test file: in-memory PGlite by default, or a throw-away
// database on the Postgres server named by TEST_DATABASE_URL (CI runs the suite both ways).
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import type { ExecProtocolResult, PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import {
  closeDb,
  installDb,
  migrateDb,
  openPglite,
  openPostgres,
  queryRows,
  schema,
  type Db,
  type Handle,
} from "@/db/client";
import { seed } from "@/db/seed";
import { env } from "@/lib/env";

export const onPostgres = !!process.env.TEST_DATABASE_URL;

/** A database named `name` on the server of TEST_DATABASE_URL. */
function postgresUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The run's migrated and seeded template on the Postgres server (named by tests/helpers/pglite-template.mjs, one
 * per run, dropped by its teardown): each file's database is copied from it (`CREATE DATABASE … TEMPLATE`,
 * about 0.1 s) instead of migrated and seeded again (1.3–1.4 s a file). The first file builds it under a lock
 * the others wait on; it is built under another name and renamed once whole, so a failed build is never copied.
 */
async function postgresTemplate(admin: Handle): Promise<string | undefined> {
  const name = process.env.APEX_PG_TEMPLATE;
  if (!name) return undefined;
  await admin.db.execute(sql`select pg_advisory_lock(hashtext(${name}))`);
  try {
    const built = await queryRows(admin.db, sql`select 1 from pg_database where datname = ${name}`);
    if (built.length === 0) {
      const building = `${name}_building`;
      await admin.db.execute(sql.raw(`drop database if exists ${building} with (force)`));
      await admin.db.execute(sql.raw(`create database ${building}`));
      const handle = await openPostgres(postgresUrl(building), { max: 1 });
      try {
        await migrateDb(handle);
        await seed(handle.db);
      } finally {
        await handle.close();
      }
      await admin.db.execute(sql.raw(`alter database ${building} rename to ${name}`));
    }
  } finally {
    await admin.db.execute(sql`select pg_advisory_unlock(hashtext(${name}))`);
  }
  return name;
}

/** `seeded`: copied from the run's template (migrated and seeded); otherwise empty, as the caller migrates it. */
async function createPostgresDatabase(seeded: boolean) {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `apex_t_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = await openPostgres(adminUrl, { max: 1 });
  try {
    const template = seeded ? await postgresTemplate(admin) : undefined;
    await admin.db.execute(sql.raw(`create database ${name}${template ? ` template ${template}` : ""}`));
  } finally {
    await admin.close();
  }
  const handle = await openPostgres(postgresUrl(name), { max: 10 });
  const drop = async () => {
    const again = await openPostgres(adminUrl, { max: 1 });
    await again.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await again.close();
  };
  return { handle, drop };
}

/**
 * The run's migrated template seeded as well (setupTestDb seeds every database it makes). The first test file of
 * the run that seeds a database writes it; later files load it, and the seed then finds nothing left to do (it
 * cost about 0.35 s per file on the embedded database, its queries being compiled cold in every file). Named after
 * the migrated template and the administrator the seed creates, which tests read but never change.
 */
function seededTemplateOf(template: string): string {
  const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME } = env();
  const admin = createHash("sha256").update(JSON.stringify([ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME]));
  return template.replace(/\.tar$/, `-seeded-${admin.digest("hex").slice(0, 12)}.tar`);
}

/** The seeded template file of this run (it exists once a file has seeded a database). */
export function seededTemplateFile(): string {
  return seededTemplateOf(process.env.PGLITE_TEMPLATE_DUMP ?? "");
}

/** Writes the database as a template file, whole or not at all (a file started at the same time never reads half). */
async function dumpTemplate(handle: Handle, file: string) {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  await client.exec("checkpoint");
  const dump = await client.dumpDataDir("none");
  const writing = `${file}.${process.pid}`;
  fs.writeFileSync(writing, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(writing, file);
}

type Pool = {
  acquire(template: string): Promise<PGlite>;
  release(pg: PGlite): void;
};

/** The jest worker's database pool (tests/helpers/pglite-pool.cjs), when the test environment provides one. */
const pool = () => (globalThis as { __apexPglitePool?: Pool }).__apexPglitePool;

/**
 * This file's client of the worker's pooled database: PGlite's own query, transaction and parsing code (its base
 * class), loaded in this file's module registry, over the pooled instance's wire protocol. Only bytes cross from
 * the pool's realm, so rows, errors and dates are this file's own objects, as with a PGlite of its own. Closing it
 * hands the database back; a closed client refuses queries as a closed PGlite does.
 */
async function pooledClient(pool: Pool, template: string): Promise<PGlite> {
  const pglite = await import("@electric-sql/pglite");
  const { Mutex, protocol } = pglite;
  const { DatabaseError, NoticeMessage } = protocol.messages;
  type Message = ExecProtocolResult["messages"][number];
  type Options = { throwOnError?: boolean; onNotice?: (notice: InstanceType<typeof NoticeMessage>) => void };
  const Base = Object.getPrototypeOf(pglite.PGlite) as new () => PGlite;
  const inner = await pool.acquire(template);

  class PooledPglite extends Base {
    debug = 0 as const;
    readonly waitReady = Promise.resolve();
    #parser = new protocol.Parser();
    #queryMutex = new Mutex();
    #transactionMutex = new Mutex();
    #closing = false;
    #closed = false;

    get ready() {
      return !this.#closing && !this.#closed;
    }
    get closed() {
      return this.#closed;
    }
    async _checkReady() {
      if (this.#closing) throw new Error("PGlite is closing");
      if (this.#closed) throw new Error("PGlite is closed");
    }
    _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
      return this.#queryMutex.runExclusive(fn);
    }
    _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
      return this.#transactionMutex.runExclusive(fn);
    }
    async _handleBlob(blob?: Blob) {
      await inner._handleBlob(blob);
    }
    async _cleanupBlob() {
      await inner._cleanupBlob();
    }
    async _getWrittenBlob() {
      return inner._getWrittenBlob();
    }
    async syncToFs() {}
    isInTransaction() {
      return inner.isInTransaction();
    }
    async execProtocolRaw(message: Uint8Array) {
      await this._checkReady();
      // Copied out of the pool's realm (and out of the wasm module's buffer it may be a view of).
      return new Uint8Array(await inner.execProtocolRaw(message, { syncToFs: false }));
    }
    async execProtocolRawStream(
      message: Uint8Array,
      { onRawData }: { onRawData: (data: Uint8Array) => void },
    ) {
      onRawData(await this.execProtocolRaw(message));
    }
    /** As PGlite's own: the messages up to the first error, which is thrown (unless throwOnError is false). */
    async execProtocol(message: Uint8Array, { throwOnError = true, onNotice }: Options = {}) {
      const data = await this.execProtocolRaw(message);
      const messages: Message[] = [];
      let error: Message | undefined;
      this.#parser.parse(data, (msg: Message) => {
        if (error) return;
        if (msg instanceof DatabaseError) {
          if (throwOnError) error = msg;
        } else if (msg instanceof NoticeMessage) onNotice?.(msg);
        messages.push(msg);
      });
      if (error) {
        this.#parser = new protocol.Parser();
        throw error;
      }
      return { messages, data };
    }
    async execProtocolStream(message: Uint8Array, options: Options = {}) {
      return (await this.execProtocol(message, options)).messages;
    }
    async listen(): Promise<never> {
      throw new Error("LISTEN is not available on the pooled test database");
    }
    async dumpDataDir(compression?: "none" | "gzip" | "auto") {
      await this._checkReady();
      return this._runExclusiveQuery(() => inner.dumpDataDir(compression));
    }
    async close() {
      await this._checkReady();
      await this.#transactionMutex.runExclusive(() =>
        this.#queryMutex.runExclusive(async () => {
          await this._checkReady();
          this.#closing = true;
        }),
      );
      this.#closed = true;
      this.#closing = false;
      pool.release(inner);
    }
  }

  const client = new PooledPglite();
  // As PGlite.create does before it resolves: the parsers of the array types.
  await (client as unknown as { _initArrayTypes(): Promise<void> })._initArrayTypes();
  return client;
}

/** The worker's pooled database in the seeded template's state (setupTestDb), when there is a pool and the file. */
async function openPooledPglite(): Promise<Handle | undefined> {
  const template = process.env.PGLITE_TEMPLATE_DUMP;
  const p = pool();
  if (onPostgres || !p || !template || process.env.APEX_TEST_DB_POOL === "0") return undefined;
  const seededFile = seededTemplateOf(template);
  if (!fs.existsSync(seededFile)) return undefined;
  const client = await pooledClient(p, seededFile);
  const { drizzle } = await import("drizzle-orm/pglite");
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, close: () => client.close(), kind: "pglite" };
}

/** In memory, loaded from the run's migrated template when there is one (tests/helpers/pglite-template.mjs):
 *  the migrations then find nothing left to apply. `seeded`: from the seeded template once one exists. */
async function openTestPglite(empty: boolean, seeded: boolean) {
  const template = process.env.PGLITE_TEMPLATE_DUMP;
  if (empty || !template || !fs.existsSync(template)) return { handle: await openPglite() };
  const seededFile = seeded ? seededTemplateOf(template) : undefined;
  const from = seededFile && fs.existsSync(seededFile) ? seededFile : template;
  const handle = await openPglite(undefined, { loadDataDir: new Blob([fs.readFileSync(from)]) });
  const saveSeeded = seededFile && from !== seededFile ? () => dumpTemplate(handle, seededFile) : undefined;
  return { handle, saveSeeded };
}

/**
 * `empty`: a database with no migrations applied, for a test that applies them itself. `seeded`: the caller
 * seeds it next and then calls `saveSeeded` when there is one (setupTestDb).
 */
export async function createTestDatabase({
  empty = false,
  seeded = false,
}: { empty?: boolean; seeded?: boolean } = {}) {
  if (onPostgres) return { ...(await createPostgresDatabase(seeded)), saveSeeded: undefined };
  return { ...(await openTestPglite(empty, seeded)), drop: async () => {} };
}

/** Call at the top of a test file: the app's getDb() then returns this file's own database. */
export function setupTestDb(): { db: () => Db } {
  let db: Db | undefined;
  let drop: () => Promise<void> = async () => {};
  // APEX_TEST_PROFILE=<file>: each file appends when its database was ready and its tests done (bench/README.md,
  // "Suite time"; bench/suite-time/analyze.mjs reads it beside jest's --json output).
  const profile = process.env.APEX_TEST_PROFILE;
  const marks: [string, number][] = [["beforeAll", 0]];
  const mark = (name: string) => marks.push([name, Date.now()]);
  beforeAll(async () => {
    marks[0][1] = Date.now();
    const pooled = await openPooledPglite();
    const created = pooled
      ? { handle: pooled, drop: async () => {}, saveSeeded: undefined }
      : await createTestDatabase({ seeded: true });
    mark("database");
    drop = created.drop;
    await migrateDb(created.handle);
    mark("migrations");
    await seed(created.handle.db);
    mark("seed");
    await created.saveSeeded?.();
    installDb(created.handle);
    db = created.handle.db;
    mark("ready");
  });
  afterAll(async () => {
    mark("testsDone");
    await closeDb();
    await drop();
    mark("closed");
    if (profile)
      fs.appendFileSync(profile, JSON.stringify({ file: expect.getState().testPath, marks }) + "\n");
  });
  return {
    db: () => {
      if (!db) throw new Error("setupTestDb: database not ready (call inside a test)");
      return db;
    },
  };
}
