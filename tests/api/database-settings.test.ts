// The database as a deployment runs it (db/client.ts): MIGRATE_ON_START=0 leaves migrating to the release step,
// DATABASE_POOL_MAX sizes the pool, two instances migrating at once apply each migration once, a migration
// waiting for a busy table gives up after MIGRATE_LOCK_TIMEOUT_MS, and the seed's first owner in production.
import { readMigrationFiles } from "drizzle-orm/migrator";
import { sql } from "drizzle-orm";
import {
  closeDb,
  getDb,
  migrateDb,
  migrationsApplied,
  MIGRATIONS_FOLDER,
  openPostgres,
  queryRows,
  type Executor,
  type Handle,
} from "@/db/client";
import { seed } from "@/db/seed";
import { verifySecret } from "@/lib/auth/password";
import { pgErrorCode } from "@/lib/db-errors";
import { env, resetEnvCache } from "@/lib/env";
import { isStartupRefusal } from "@/lib/security/production-settings";
import { createTestDatabase, onPostgres } from "../helpers/db";

// Several embedded databases are migrated from nothing here: on a loaded 2-core machine one takes most of a minute.
jest.setTimeout(300_000);

const saved = { ...process.env };
const drops: (() => Promise<void>)[] = [];
const handles: Handle[] = [];

function setEnv(vars: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
}

/**
 * A database with nothing in it (no migrations), dropped after the file. `migrated`: the embedded one starts from
 * the run's migrated template instead (not seeded: no owner yet), for a test about what comes after the migrations;
 * migrating one from nothing took about 20 s of the embedded run each.
 */
async function emptyDatabase({ migrated = false } = {}): Promise<Handle> {
  const created = await createTestDatabase({ empty: !migrated });
  drops.push(created.drop);
  handles.push(created.handle);
  return created.handle;
}

async function count(exec: Executor, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(exec, query);
  return Number(row.n);
}

const owners = (exec: Executor) =>
  count(exec, sql`select count(*)::int as n from users where admin_role = 'OWNER' and deleted_at is null`);

afterEach(async () => {
  await closeDb();
  process.env = { ...saved };
  resetEnvCache();
});

afterAll(async () => {
  for (const h of handles) await h.close().catch(() => {});
  for (const drop of drops) await drop();
});

describe("migrations", () => {
  const journal = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });

  test("two instances migrating one database at once apply each migration once", async () => {
    const first = await emptyDatabase();
    // On Postgres a second pool on the same database, as a second instance would have.
    const second = onPostgres ? await openPostgres(first.url!, { max: 2 }) : first;
    if (second !== first) handles.push(second);
    await Promise.all([migrateDb(first), migrateDb(second)]);
    expect(await count(first.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
      journal.length,
    );
    expect(await migrationsApplied(first.db)).toBe(true);
    // And again: nothing left to apply.
    await migrateDb(second);
    expect(await count(first.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
      journal.length,
    );
  });

  (onPostgres ? test : test.skip)(
    "a migration waiting for a busy table gives up after MIGRATE_LOCK_TIMEOUT_MS, and nothing is left held",
    async () => {
      const db = await emptyDatabase();
      await migrateDb(db);
      setEnv({ MIGRATE_LOCK_TIMEOUT_MS: "300" });
      const other = await openPostgres(db.url!, { max: 1 });
      handles.push(other);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = other.db.transaction(async (tx) => {
        await tx.execute(sql`lock table drizzle.__drizzle_migrations in access exclusive mode`);
        locked();
        await held;
      });
      await isLocked;
      const started = Date.now();
      const err = await migrateDb(db).catch((e: unknown) => e);
      expect(pgErrorCode(err)).toBe("55P03");
      expect(Date.now() - started).toBeLessThan(10_000);
      release();
      await holder;
      // The advisory lock went with the failed transaction: the next try runs at once.
      await migrateDb(db);
    },
  );

  test("MIGRATE_ON_START=0: opening the database does not migrate it, and says what to run", async () => {
    const db = await emptyDatabase();
    await db.close();
    handles.pop();
    if (onPostgres) setEnv({ DATABASE_URL: db.url, MIGRATE_ON_START: "0" });
    else
      setEnv({
        DATABASE_URL: undefined,
        DATA_DIR: `${env().DATA_DIR}/migrate-on-start`,
        MIGRATE_ON_START: "0",
      });
    await expect(getDb()).rejects.toThrow(/MIGRATE_ON_START=0: run `npm run db:migrate` first/);
    // Give the failed open its moment to close (it is not awaited) before the same database opens again.
    await new Promise((r) => setTimeout(r, 500));
    setEnv({ MIGRATE_ON_START: "1" });
    const app = await getDb();
    expect(await migrationsApplied(app)).toBe(true);
    expect(await owners(app)).toBe(1);
    // Migrated by a release step, an instance with MIGRATE_ON_START=0 opens it as it is.
    await closeDb();
    setEnv({ MIGRATE_ON_START: "0" });
    expect(await migrationsApplied(await getDb())).toBe(true);
  });
});

(onPostgres ? describe : describe.skip)("DATABASE_POOL_MAX", () => {
  test("sets how many connections the app's pool opens (default 10)", async () => {
    const db = await emptyDatabase();
    await migrateDb(db);
    setEnv({ DATABASE_URL: db.url, DATABASE_POOL_MAX: "3" });
    expect(env().DATABASE_POOL_MAX).toBe(3);
    const app = await getDb();
    const pids = await Promise.all(
      Array.from({ length: 9 }, () =>
        queryRows<{ pid: number }>(app, sql`select pg_backend_pid() as pid, pg_sleep(0.2)`),
      ),
    );
    expect(new Set(pids.map(([r]) => r.pid)).size).toBe(3);
  });
});

test("DATABASE_POOL_MAX defaults to 10 and refuses a nonsense value", () => {
  setEnv({ DATABASE_POOL_MAX: undefined });
  expect(env().DATABASE_POOL_MAX).toBe(10);
  setEnv({ DATABASE_POOL_MAX: "0" });
  expect(() => env()).toThrow(/DATABASE_POOL_MAX/);
});

describe("the first owner in production (db/seed.ts)", () => {
  const production = (more: Record<string, string> = {}) => ({
    ...process.env,
    NODE_ENV: "production",
    ...more,
  });

  test("no owner and no ADMIN_PASSWORD: refused, naming the variable, and no account is made", async () => {
    const db = await emptyDatabase({ migrated: true });
    await migrateDb(db);
    setEnv({ ADMIN_PASSWORD: undefined });
    const err = await seed(db.db, production()).catch((e: unknown) => e);
    expect(isStartupRefusal(err)).toBe(true);
    expect((err as Error).message).toMatch(/no OWNER administrator exists yet and ADMIN_PASSWORD is not set/);
    expect((err as Error).message).toContain("ADMIN_PASSWORD");
    await expect(seed(db.db, production({ ADMIN_PASSWORD: "ApexAdmin#2026" }))).rejects.toThrow(
      /development default/,
    );
    expect(await count(db.db, sql`select count(*)::int as n from users`)).toBe(0);
  });

  test("the first start makes one owner with ADMIN_PASSWORD; afterwards the variables change nothing", async () => {
    const db = await emptyDatabase({ migrated: true });
    await migrateDb(db);
    setEnv({ ADMIN_EMAIL: "first@example.com", ADMIN_PASSWORD: "First-Owner-Pass-1" });
    // Two instances starting at once make one owner between them.
    await Promise.all([seed(db.db, production()), seed(db.db, production())]);
    expect(await owners(db.db)).toBe(1);
    // Later starts: no ADMIN_PASSWORD needed; a changed e-mail or password makes no owner and resets nothing.
    setEnv({ ADMIN_PASSWORD: undefined });
    await seed(db.db, production());
    setEnv({ ADMIN_EMAIL: "second@example.com", ADMIN_PASSWORD: "Second-Owner-Pass-2" });
    await seed(db.db, production());
    expect(await owners(db.db)).toBe(1);
    const [owner] = await queryRows<{ email: string; password_hash: string }>(
      db.db,
      sql`select email, password_hash from users where admin_role = 'OWNER'`,
    );
    expect(owner.email).toBe("first@example.com");
    expect(await verifySecret(owner.password_hash, "First-Owner-Pass-1")).toBe(true);
  });
});
