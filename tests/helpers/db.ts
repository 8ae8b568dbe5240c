// A fresh, migrated and seeded database per test file: in-memory PGlite by default, or a throw-away
// database on the Postgres server named by TEST_DATABASE_URL (CI runs the suite both ways).
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { closeDb, installDb, migrateDb, openPglite, openPostgres, type Db, type Handle } from "@/db/client";
import { seed } from "@/db/seed";
import { env } from "@/lib/env";

export const onPostgres = !!process.env.TEST_DATABASE_URL;

async function createPostgresDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `apex_t_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = await openPostgres(adminUrl, { max: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { max: 10 });
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

/** Writes the database as a template file, whole or not at all (a file started at the same time never reads half). */
async function dumpTemplate(handle: Handle, file: string) {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  await client.exec("checkpoint");
  const dump = await client.dumpDataDir("none");
  const writing = `${file}.${process.pid}`;
  fs.writeFileSync(writing, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(writing, file);
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
  if (onPostgres) return { ...(await createPostgresDatabase()), saveSeeded: undefined };
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
    const created = await createTestDatabase({ seeded: true });
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
