// The fault suite's throw-away databases: a fresh Postgres database beside the one named by --url, or an
// embedded database in a temporary DATA_DIR, migrated and seeded with investors who hold funds and a PIN,
// and signed-in sessions for them and the built-in admin (bearer tokens, as an API client sends them).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { closeDb, installDb, migrateDb, openPglite, openPostgres, type Db } from "@/db/client";
import { seed } from "@/db/seed";
import { balances, investmentPlans, users } from "@/db/schema";
import { hashSecret } from "@/lib/auth/password";
import { createSession } from "@/lib/auth/start-session";
import { postEntry } from "@/lib/ledger/post-entry";
import { ASSETS } from "@/lib/money/assets";

export type Kind = "postgres" | "pglite";
export type Handle = Awaited<ReturnType<typeof openPostgres>>;

export type FaultDb = {
  kind: Kind;
  /** What the app is started with (DATABASE_URL or DATA_DIR). */
  env: Record<string, string>;
  /** A connection of the suite's own (Postgres: any time; the embedded one only while the app is stopped). */
  open: () => Promise<Handle>;
  drop: () => Promise<void>;
};

export const PIN = "4821";
export const FUNDING = { USDT: "100000", BITCOIN: "10" } as const;

export async function createFaultDb(kind: Kind, serverUrl: string, urlOverride?: string): Promise<FaultDb> {
  if (kind === "pglite") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "apex-faults-"));
    return {
      kind,
      env: { DATA_DIR: dataDir },
      open: () => openPglite(path.join(dataDir, "pglite")),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `apex_faults_${randomBytes(4).toString("hex")}`;
  const admin = await openPostgres(serverUrl, { max: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  await admin.close();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The app may reach the database another way (through the suite's TCP proxy); the suite itself goes direct.
  const appUrl = new URL(urlOverride ?? url.toString());
  appUrl.pathname = `/${name}`;
  return {
    kind,
    env: { DATABASE_URL: appUrl.toString() },
    open: () => openPostgres(url.toString(), { max: 2 }),
    drop: async () => {
      const again = await openPostgres(serverUrl, { max: 1 });
      await again.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await again.close();
    },
  };
}

export type Seeded = {
  adminId: number;
  adminToken: string;
  investors: { id: number; token: string }[];
  planIds: number[];
};

/** Migrates and seeds, then adds `count` funded investors with the PIN; closes its connection after. */
export async function seedFaultDb(fdb: FaultDb, count: number): Promise<Seeded> {
  const handle = await fdb.open();
  try {
    await migrateDb(handle);
    await seed(handle.db);
    installDb(handle);
    const db: Db = handle.db;
    const [adminUser] = await db.select().from(users).where(eq(users.role, "ADMIN")).limit(1);
    const pinHash = await hashSecret(PIN);
    const passwordHash = await hashSecret(randomBytes(16).toString("hex"));
    const investors: Seeded["investors"] = [];
    for (let i = 0; i < count; i++) {
      const [user] = await db
        .insert(users)
        .values({
          name: `Fault Investor ${i}`,
          email: `faults-${i}-${randomBytes(3).toString("hex")}@example.com`,
          passwordHash,
          withdrawalPinHash: pinHash,
          emailVerifiedAt: new Date(),
        })
        .returning();
      await db.insert(balances).values(ASSETS.map((asset) => ({ userId: user.id, asset })));
      for (const [asset, amount] of Object.entries(FUNDING))
        await db.transaction((tx) =>
          postEntry(tx, {
            userId: user.id,
            asset: asset as keyof typeof FUNDING,
            amount,
            kind: "ADJUSTMENT",
            reference: `faults-fund:${user.id}:${asset}`,
          }),
        );
      const { token } = await createSession(user, { ip: "127.0.0.1", userAgent: "fault-suite" });
      investors.push({ id: user.id, token });
    }
    const { token: adminToken } = await createSession(adminUser, {
      ip: "127.0.0.1",
      userAgent: "fault-suite",
    });
    const plans = await db
      .select({ id: investmentPlans.id })
      .from(investmentPlans)
      .orderBy(investmentPlans.id);
    return { adminId: adminUser.id, adminToken, investors, planIds: plans.map((p) => p.id) };
  } finally {
    await closeDb();
  }
}
