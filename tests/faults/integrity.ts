// "Data intact" after a kill, beyond the app's own invariants: Postgres's amcheck over the database the killed
// process wrote to, every B-tree index checked against its table (each row indexed, order and structure
// sound) and every table's heap pages verified. Run with the app stopped for the embedded database (one
// process holds it); amcheck is created in the throw-away database only.
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FaultDb } from "./database";

export type IntegrityReport = { indexes: number; tables: number; problems: string[] };

const INDEXES = `select c.relname as name, bt_index_check(c.oid, true)::text as ok
  from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
  join pg_namespace n on n.oid = c.relnamespace
  where am.amname = 'btree' and n.nspname in ('public', 'drizzle') and c.relpersistence <> 't'`;
const HEAPS = `select c.relname as name, v.blkno, v.msg
  from pg_class c join pg_namespace n on n.oid = c.relnamespace, lateral verify_heapam(c.oid) v
  where c.relkind = 'r' and n.nspname in ('public', 'drizzle')`;
const TABLES = `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname in ('public', 'drizzle')`;

export async function checkIntegrity(fdb: FaultDb): Promise<IntegrityReport> {
  const problems: string[] = [];
  let rows: (q: string) => Promise<Record<string, unknown>[]>;
  let close: () => Promise<void>;
  if (fdb.kind === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { amcheck } = await import("@electric-sql/pglite/contrib/amcheck");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const db = await PGlite.create(path.join(fdb.env.DATA_DIR, "pglite"), {
      extensions: { amcheck, pg_trgm },
    });
    rows = async (q) => (await db.query<Record<string, unknown>>(q)).rows;
    close = () => db.close();
  } else {
    const handle = await fdb.open();
    rows = async (q) => {
      const r = (await handle.db.execute(sql.raw(q))) as unknown;
      return (Array.isArray(r) ? r : (r as { rows: Record<string, unknown>[] }).rows) as Record<
        string,
        unknown
      >[];
    };
    close = handle.close;
  }
  try {
    await rows("create extension if not exists amcheck");
    let indexes = 0;
    try {
      indexes = (await rows(INDEXES)).length;
    } catch (err) {
      problems.push(`index check: ${(err as Error).message}`);
    }
    try {
      for (const r of await rows(HEAPS)) problems.push(`table ${r.name} block ${r.blkno}: ${r.msg}`);
    } catch (err) {
      problems.push(`heap check: ${(err as Error).message}`);
    }
    const [t] = await rows(TABLES);
    return { indexes, tables: Number(t.n), problems };
  } finally {
    await close();
  }
}
