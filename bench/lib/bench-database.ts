// A throw-away Postgres database for the benches that start a server on it (bench:api, bench:writes):
// `apex_bench_<random>` beside the database `serverUrl` names (the only name the bench routes answer on,
// bench/twins/bench-route.ts), migrated, with the app's own seed (the administrator, the plans), installed as
// the lib/ functions' database; dropped by `drop`.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { installDb, migrateDb, openPostgres, queryRows, type Handle } from "@/db/client";
import { seed } from "@/db/seed";
import { users } from "@/db/schema";
import { createSession } from "@/lib/auth/start-session";

export type BenchDatabase = {
  url: string;
  version: string;
  handle: Handle;
  admin: { id: number; token: string };
  drop: () => Promise<void>;
};

export async function createBenchDatabase(
  serverUrl: string,
  opts: { max?: number } = {},
): Promise<BenchDatabase> {
  const name = `apex_bench_${randomBytes(4).toString("hex")}`;
  const admin = await openPostgres(serverUrl, { max: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { max: opts.max ?? 2 });
  const drop = async () => {
    await handle.close();
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  };
  try {
    await migrateDb(handle);
    await seed(handle.db);
    installDb(handle);
    const [{ version }] = await queryRows<{ version: string }>(handle.db, sql`select version()`);
    const [adminUser] = await handle.db.select().from(users).where(eq(users.role, "ADMIN")).limit(1);
    const { token } = await createSession(adminUser, { ip: "127.0.0.1", userAgent: "autocannon" });
    return { url: url.toString(), version, handle, admin: { id: adminUser.id, token }, drop };
  } catch (err) {
    await drop();
    throw err;
  }
}
