// jest's globalSetup: one migrated embedded database for the whole run, which every test file's new database
// starts as a copy of (db/client.ts, openPglite). Creating a PGlite database (initdb) and applying every
// migration took most of an API test file's time on the embedded run; a copy takes under a second. The folder
// is named after the migrations' contents and PGlite's version, so a changed migration builds a new one.
// Plain ESM (not transformed by jest), so it opens PGlite the way db/client.ts does without the app's paths.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MIGRATIONS = path.join(ROOT, "db/migrations");

function templateName() {
  const hash = crypto.createHash("sha256");
  const pglite = JSON.parse(
    fs.readFileSync(path.join(ROOT, "node_modules/@electric-sql/pglite/package.json")),
  );
  hash.update(pglite.version);
  for (const file of fs.readdirSync(MIGRATIONS, { recursive: true }).sort()) {
    const full = path.join(MIGRATIONS, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return `apex-pglite-template-${hash.digest("hex").slice(0, 16)}`;
}

export default async function pgliteTemplate() {
  // The Postgres run creates a database per test file on the server instead.
  if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL) return;
  const dir = path.join(os.tmpdir(), templateName());
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) {
    // Built beside its final name and renamed into place, so a run started at the same time never copies half
    // of one.
    const building = `${dir}.${process.pid}`;
    fs.rmSync(building, { recursive: true, force: true });
    const client = await PGlite.create(building, { extensions: { pg_trgm } });
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    await client.close();
    try {
      fs.renameSync(building, dir);
    } catch {
      fs.rmSync(building, { recursive: true, force: true }); // another run put its own there first
    }
  }
  // Test workers are started after this and inherit it.
  process.env.PGLITE_TEMPLATE_DIR = dir;
}
