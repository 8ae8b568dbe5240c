// A database a benchmark may fill and drop: `apex_bench_<random>` on a Postgres server (dropped afterwards), or
// PGlite in a temp dir; the migrations applied.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrateDb, openPglite, openPostgres, queryRows, type Db, type Handle } from "@/db/client";

export type ThrowawayDb = { db: Db; handle: Handle; version: string; cleanup: () => Promise<void> };

export async function openThrowawayDb(kind: string, serverUrl: string): Promise<ThrowawayDb> {
  if (kind === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "apex-bench-"));
    const handle = await openPglite(dir);
    await migrateDb(handle);
    const cleanup = async () => {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    };
    const [{ version }] = await queryRows<{ version: string }>(handle.db, sql`select version()`);
    return {
      db: handle.db,
      handle,
      version: `PGlite, on disk in a temp dir (${version.split(" on ")[0]})`,
      cleanup,
    };
  }
  const name = `apex_bench_${randomBytes(4).toString("hex")}`;
  const admin = await openPostgres(serverUrl, { max: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { max: 4 });
  await migrateDb(handle);
  const [{ version }] = await queryRows<{ version: string }>(handle.db, sql`select version()`);
  const cleanup = async () => {
    await handle.close();
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  };
  return { db: handle.db, handle, version, cleanup };
}
