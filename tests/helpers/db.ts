// A fresh, migrated and seeded database per test file: in-memory PGlite by default, or a throw-away
// database on the Postgres server named by TEST_DATABASE_URL (CI runs the suite both ways).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { closeDb, installDb, migrateDb, openPglite, openPostgres, type Db } from "@/db/client";
import { seed } from "@/db/seed";

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

/** In memory, loaded from the run's migrated template when there is one (tests/helpers/pglite-template.mjs):
 *  the migrations then find nothing left to apply. */
async function openTestPglite(empty: boolean) {
  const template = process.env.PGLITE_TEMPLATE_DUMP;
  if (empty || !template || !fs.existsSync(template)) return openPglite();
  return openPglite(undefined, { loadDataDir: new Blob([fs.readFileSync(template)]) });
}

/** `empty`: a database with no migrations applied, for a test that applies them itself. */
export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}) {
  if (onPostgres) return createPostgresDatabase();
  return { handle: await openTestPglite(empty), drop: async () => {} };
}

/** Call at the top of a test file: the app's getDb() then returns this file's own database. */
export function setupTestDb(): { db: () => Db } {
  let db: Db | undefined;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    await migrateDb(created.handle);
    await seed(created.handle.db);
    installDb(created.handle);
    db = created.handle.db;
  });
  afterAll(async () => {
    await closeDb();
    await drop();
  });
  return {
    db: () => {
      if (!db) throw new Error("setupTestDb: database not ready (call inside a test)");
      return db;
    },
  };
}
