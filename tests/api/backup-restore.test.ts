// `npm run db:backup` and `db:restore` (db/cli/backup.ts) on the database this run uses: a backup of a database
// with money on it, restored into an empty one, holds the same balances and ledger, and the books still balance.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { backupDatabase, restoreDatabase, type BackupTarget } from "@/db/cli/backup";
import {
  closeDb,
  installDb,
  migrateDb,
  migrationsApplied,
  openPglite,
  openPostgres,
  queryRows,
  type Db,
  type Handle,
} from "@/db/client";
import { balances, ledgerEntries } from "@/db/schema";
import { seed } from "@/db/seed";
import { reconcile } from "@/lib/ledger/reconcile";
import { createTestDatabase, onPostgres } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { fund } from "../helpers/money";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "apex-backup-"));
const cleanups: (() => Promise<void>)[] = [];

/** A migrated, seeded database the app's getDb() uses, and where a backup reads it from. */
async function sourceDatabase(): Promise<{ handle: Handle; target: BackupTarget }> {
  if (onPostgres) {
    const created = await createTestDatabase();
    cleanups.push(created.drop);
    return { handle: created.handle, target: { kind: "postgres", url: created.handle.url! } };
  }
  const dataDir = path.join(dir, "source");
  return { handle: await openPglite(dataDir), target: { kind: "pglite", dataDir } };
}

/** An empty database to restore into. */
async function emptyTarget(name: string): Promise<BackupTarget> {
  if (onPostgres) {
    const created = await createTestDatabase({ empty: true });
    cleanups.push(created.drop);
    await created.handle.close();
    return { kind: "postgres", url: created.handle.url! };
  }
  return { kind: "pglite", dataDir: path.join(dir, name) };
}

async function open(target: BackupTarget): Promise<Handle> {
  return target.kind === "postgres" ? openPostgres(target.url, { max: 2 }) : openPglite(target.dataDir);
}

async function books(db: Db) {
  return {
    balances: await db
      .select({ userId: balances.userId, asset: balances.asset, amount: balances.amount })
      .from(balances)
      .orderBy(asc(balances.userId), asc(balances.asset)),
    ledger: await db
      .select({
        id: ledgerEntries.id,
        userId: ledgerEntries.userId,
        asset: ledgerEntries.asset,
        amount: ledgerEntries.amount,
        reference: ledgerEntries.reference,
      })
      .from(ledgerEntries)
      .orderBy(asc(ledgerEntries.id)),
  };
}

// Each embedded database here is migrated from nothing (and restored whole): on a loaded 2-core machine that took
// over a minute in CI's embedded run, past the default limit.
jest.setTimeout(300_000);

let source: { handle: Handle; target: BackupTarget };
let before: Awaited<ReturnType<typeof books>>;
const file = path.join(dir, "apex.backup");

beforeAll(async () => {
  source = await sourceDatabase();
  await migrateDb(source.handle);
  await seed(source.handle.db);
  installDb(source.handle);
  for (const amount of ["1250.50", "0.00000001", "99999.99"]) {
    const { user } = await createUser();
    await fund(user.id, "USD", amount);
    await fund(user.id, "BITCOIN", "0.12345678");
    await fund(user.id, "USDT", "10");
    await fund(user.id, "USDT", "-2.5");
  }
  before = await books(source.handle.db);
  await closeDb();
});

afterAll(async () => {
  await closeDb();
  for (const drop of cleanups) await drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test(`a backup restored into an empty ${onPostgres ? "Postgres" : "embedded"} database holds the same money`, async () => {
  await backupDatabase(source.target, file);
  expect(fs.statSync(file).size).toBeGreaterThan(0);
  expect(fs.existsSync(`${file}.partial`)).toBe(false);

  const target = await emptyTarget("restored");
  await restoreDatabase(target, file);
  const restored = await open(target);
  try {
    expect(before.ledger.length).toBe(12);
    expect(await books(restored.db)).toEqual(before);
    expect(await reconcile(restored.db)).toEqual([]);
    // The schema's record came along: the app starts on it without migrating anything again.
    expect(await migrationsApplied(restored.db)).toBe(true);
    const [{ n }] = await queryRows<{ n: number }>(
      restored.db,
      sql`select count(*)::int as n from users where admin_role = 'OWNER'`,
    );
    expect(Number(n)).toBe(1);
  } finally {
    await restored.close();
  }
});

test("a restore never writes over a database that holds one", async () => {
  await expect(restoreDatabase(source.target, file)).rejects.toThrow(/empty/);
  const still = await open(source.target);
  try {
    expect(await books(still.db)).toEqual(before);
  } finally {
    await still.close();
  }
});

test("a file that is not a backup of this kind of database is refused before anything is written", async () => {
  const other = path.join(dir, "not-a-backup");
  fs.writeFileSync(other, "hello");
  const target = await emptyTarget("refused");
  await expect(restoreDatabase(target, other)).rejects.toThrow(/not a backup made by db:backup/);
  if (target.kind === "pglite") expect(fs.existsSync(target.dataDir)).toBe(false);
});
