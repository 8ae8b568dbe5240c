// jest's globalSetup for the embedded run: one in-memory database migrated once, dumped to a file that every test
// file's new database is loaded from (tests/helpers/db.ts). Creating a PGlite database (initdb, ~6 s here) and
// applying every migration (~1 s) per test file was most of the embedded run's extra time over Postgres; loading
// the dump takes about a second. The file is named after the migrations' contents and PGlite's version, so a
// changed migration builds a new one. Plain ESM (jest does not transform globalSetup), so it opens PGlite the way
// db/client.ts does, without the app's path aliases.
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
    fs.readFileSync(path.join(ROOT, "node_modules/@electric-sql/pglite/package.json"), "utf8"),
  );
  // The template's own format: bump it when what goes into the file changes (2: checkpointed before the dump).
  hash.update("format 2").update(pglite.version);
  for (const file of fs.readdirSync(MIGRATIONS, { recursive: true }).sort()) {
    const full = path.join(MIGRATIONS, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return `apex-pglite-template-${hash.digest("hex").slice(0, 16)}.tar`;
}

export default async function pgliteTemplate() {
  // The Postgres run copies each file's database on the server from a template the first file builds
  // (tests/helpers/db.ts); its name, one per run, is chosen here and the teardown drops it.
  // APEX_TEST_DB_POOL=0 leaves it out, as it does the embedded run's pool: every file migrates and seeds its own.
  if (process.env.TEST_DATABASE_URL) {
    if (process.env.APEX_TEST_DB_POOL !== "0")
      process.env.APEX_PG_TEMPLATE = `apex_tpl_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
    return;
  }
  if (process.env.DATABASE_URL) return;
  const file = path.join(os.tmpdir(), templateName());
  if (!fs.existsSync(file)) {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    // Checkpointed first, so every database loaded from it starts without replaying the migrations' WAL
    // (about 0.4 s less per test file).
    await client.exec("checkpoint");
    const dump = await client.dumpDataDir("none");
    await client.close();
    // Written beside its final name and renamed into place, so a run started at the same time never reads half.
    const writing = `${file}.${process.pid}`;
    fs.writeFileSync(writing, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(writing, file);
  }
  // Test workers are started after this and inherit it.
  process.env.PGLITE_TEMPLATE_DUMP = file;
}
