// One embedded database per jest worker, handed to each test file in turn and put back to the seeded template's
// state in between (tests/helpers/db.ts, setupTestDb). Starting PGlite and loading the template (~1 s on a quiet
// machine, 5–16 s at the shared machine's usual load) was the largest part of a test file's set-up; putting the
// few rows back costs a small fraction of it. Loaded by the test environment (tests/helpers/node-environment.cjs)
// with Node's own require, so this module, and the database in it, outlive the test files of the worker (jest
// gives each file a fresh module registry). Plain CommonJS, no path aliases.
//
// What a file sees is what a database loaded from the template shows: the template's rows in their order, every
// sequence at the template's value, the planner's figures of pg_class as they were, no session state (DISCARD
// ALL). A file that changed anything else (a table, function, trigger, role, setting, statistics: the catalogue's
// fingerprint differs) or did not close its database gets a new instance, loaded from the template as before.
const fs = require("node:fs");

/** @type {{ pg: any, template: string, snapshot: any, busy: boolean } | undefined} */
let current;

const stats = { created: 0, reused: 0, replaced: 0 };

// User objects (oids from 16384 on) of the catalogue, less what TRUNCATE itself changes (relfilenode, the planner's
// figures): anything else a test file changed shows as a different hash. The counts of pg_depend and pg_shdepend
// stand for every other kind of object (operators, casts, grants).
const FINGERPRINT = `
select md5(string_agg(x, E'\\n' order by x)) as fingerprint from (
  select concat_ws(' ', 'class', c.oid, c.relname, c.relnamespace, c.relkind, c.relpersistence, c.reloptions::text,
    c.relacl::text, c.relrowsecurity, c.relforcerowsecurity, c.relhastriggers, c.relreplident, c.relispartition) x
    from pg_class c where c.oid >= 16384
  union all select concat_ws(' ', 'att', attrelid, attnum, attname, atttypid, atttypmod, attnotnull, atthasdef,
    attisdropped, attidentity, attgenerated, attcollation, attstattarget, attacl::text, attoptions::text)
    from pg_attribute where attrelid >= 16384
  union all select concat_ws(' ', 'def', adrelid, adnum, pg_get_expr(adbin, adrelid)) from pg_attrdef
  union all select concat_ws(' ', 'con', oid, conname, convalidated, pg_get_constraintdef(oid))
    from pg_constraint where oid >= 16384
  union all select concat_ws(' ', 'idx', indexrelid, indisvalid, indisready, indislive, indisclustered)
    from pg_index where indexrelid >= 16384
  union all select concat_ws(' ', 'proc', oid, proname, md5(prosrc), provolatile, proacl::text, proconfig::text)
    from pg_proc where oid >= 16384
  union all select concat_ws(' ', 'trg', oid, tgname, tgrelid, tgfoid, tgenabled) from pg_trigger where oid >= 16384
  union all select concat_ws(' ', 'evt', oid, evtname, evtenabled) from pg_event_trigger
  union all select concat_ws(' ', 'type', oid, typname, typnamespace) from pg_type where oid >= 16384
  union all select concat_ws(' ', 'enum', oid, enumtypid, enumlabel, enumsortorder) from pg_enum
  union all select concat_ws(' ', 'ns', oid, nspname, nspacl::text) from pg_namespace
  union all select concat_ws(' ', 'role', oid, rolname, rolsuper, rolcanlogin, rolconfig::text) from pg_roles
  union all select concat_ws(' ', 'ext', oid, extname, extversion) from pg_extension
  union all select concat_ws(' ', 'set', setdatabase, setrole, setconfig::text) from pg_db_role_setting
  union all select concat_ws(' ', 'pol', oid, polname, polrelid) from pg_policy
  union all select concat_ws(' ', 'rule', oid, rulename, ev_class, ev_enabled) from pg_rewrite where oid >= 16384
  union all select concat_ws(' ', 'seq', seqrelid, seqtypid, seqstart, seqincrement, seqmax, seqmin, seqcache, seqcycle)
    from pg_sequence
  union all select concat_ws(' ', 'db', oid, datname, datallowconn, datconnlimit, datacl::text) from pg_database
  union all select concat_ws(' ', 'comment', objoid, classoid, objsubid, md5(description))
    from pg_description where objoid >= 16384
  union all select concat_ws(' ', 'defacl', oid, defaclrole, defaclnamespace, defaclacl::text) from pg_default_acl
  union all select concat_ws(' ', 'stat', count(*)) from pg_statistic where starelid >= 16384
  union all select concat_ws(' ', 'statext', count(*)) from pg_statistic_ext
  union all select concat_ws(' ', 'lo', count(*)) from pg_largeobject_metadata
  union all select concat_ws(' ', 'dep', count(*)) from pg_depend
  union all select concat_ws(' ', 'shdep', count(*)) from pg_shdepend
  union all select concat_ws(' ', 'prepared', count(*)) from pg_prepared_xacts
) catalogue`;

const TABLES = `
select c.oid::int as oid, format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
 where c.relkind in ('r', 'p') and c.oid >= 16384 and n.nspname <> 'pg_toast'
 order by c.oid`;

const q = (pg, text, params, options) => pg.query(text, params, options).then((r) => r.rows);

/** What the template holds that a test file may change: its rows, its sequences, the planner's figures. */
async function snapshotOf(pg) {
  const tables = await q(pg, TABLES);
  const rows = [];
  for (const t of tables) {
    const [{ any }] = await q(pg, `select exists (select from ${t.name}) as any`);
    if (!any) continue;
    const copied = await pg.query(`copy ${t.name} to '/dev/blob'`);
    rows.push({ ...t, blob: new Uint8Array(await copied.blob.arrayBuffer()) });
  }
  const sequences = [];
  for (const s of await q(
    pg,
    `select c.oid::int as oid, format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S' order by c.oid`,
  )) {
    const [v] = await q(pg, `select last_value::text as last_value, is_called from ${s.name}`);
    sequences.push({ oid: s.oid, last_value: v.last_value, is_called: v.is_called });
  }
  const planner = await q(
    pg,
    `select oid::int as oid, relpages, reltuples, relallvisible from pg_class where oid >= 16384 and relkind <> 'S'`,
  );
  const [{ fingerprint }] = await q(pg, FINGERPRINT);
  return {
    tables,
    rows,
    sequences: JSON.stringify(sequences),
    planner: JSON.stringify(planner),
    fingerprint,
  };
}

/** Back to the template's state, or false when that cannot be promised (the caller then starts a new instance). */
async function reset(pg, snapshot) {
  if (pg.closed) return false;
  if (pg.isInTransaction()) await pg.exec("rollback");
  // Settings, prepared statements, temporary tables, advisory locks, LISTEN of the previous file.
  await pg.exec("discard all");
  const [{ fingerprint }] = await q(pg, FINGERPRINT);
  if (fingerprint !== snapshot.fingerprint) {
    if (process.env.APEX_TEST_POOL_DEBUG) console.error("pglite-pool: the catalogue changed");
    return false;
  }
  await pg.transaction(async (tx) => {
    // No trigger fires (the audit trail's, the foreign keys'): the rows put back are the template's own.
    await tx.exec("set local session_replication_role = replica");
    const template = new Set(snapshot.rows.map((r) => r.oid));
    // Every table written since (pages, even of deleted rows, change the planner's estimates), and the template's.
    const written = (
      await tx.query(
        `select oid::int as oid from unnest($1::oid[]) as t(oid) where pg_relation_size(oid) > 0`,
        [snapshot.tables.map((t) => t.oid)],
      )
    ).rows.map((r) => r.oid);
    const truncate = snapshot.tables.filter((t) => template.has(t.oid) || written.includes(t.oid));
    if (truncate.length) await tx.exec(`truncate ${truncate.map((t) => t.name).join(", ")} cascade`);
    for (const r of snapshot.rows)
      await tx.query(`copy ${r.name} from '/dev/blob'`, [], { blob: new Blob([r.blob]) });
    await tx.query(
      `select setval(s.oid, s.last_value::bigint, s.is_called)
         from json_to_recordset($1::json) as s(oid oid, last_value text, is_called boolean)`,
      [snapshot.sequences],
    );
    await tx.query(
      `update pg_class c set relpages = p.relpages, reltuples = p.reltuples, relallvisible = p.relallvisible
         from json_to_recordset($1::json) as p(oid oid, relpages int, reltuples real, relallvisible int)
        where c.oid = p.oid
          and (c.relpages, c.reltuples, c.relallvisible) is distinct from (p.relpages, p.reltuples, p.relallvisible)`,
      [snapshot.planner],
    );
  });
  // Without a checkpointer (single-user mode) the write-ahead log would only grow: recycle it now.
  await pg.exec("checkpoint");
  await pg.exec("discard all");
  return true;
}

async function start(template) {
  const { PGlite } = require("@electric-sql/pglite");
  const { pg_trgm } = require("@electric-sql/pglite/contrib/pg_trgm");
  // As db/client.ts's openPglite opens it.
  const pg = await PGlite.create({
    extensions: { pg_trgm },
    loadDataDir: new Blob([fs.readFileSync(template)]),
  });
  return { pg, template, snapshot: await snapshotOf(pg), busy: false };
}

/**
 * The worker's database, in the state of the template file `template` (a dump of a migrated and seeded database),
 * for one test file until it calls `release`.
 */
async function acquire(template) {
  if (current && (current.busy || current.template !== template)) {
    // A file that never closed its database (or another template): it keeps its instance, the next one is new.
    const left = current;
    current = undefined;
    if (!left.busy) await left.pg.close().catch(() => {});
    stats.replaced++;
  }
  if (current) {
    let ok = false;
    try {
      ok = await reset(current.pg, current.snapshot);
    } catch (err) {
      if (process.env.APEX_TEST_POOL_DEBUG) console.error("pglite-pool: reset failed", err);
      ok = false;
    }
    if (ok) stats.reused++;
    else {
      const left = current;
      current = undefined;
      await left.pg.close().catch(() => {});
      stats.replaced++;
    }
  }
  if (!current) {
    current = await start(template);
    stats.created++;
  }
  current.busy = true;
  return current.pg;
}

/** The test file is done with `pg` (it closed its database). */
function release(pg) {
  if (current && current.pg === pg) current.busy = false;
}

/** Closes the worker's database: at the end of a run in jest's own process (--runInBand, a single test file),
 *  where an open PGlite would keep the process from exiting. */
async function closeAll() {
  const left = current;
  current = undefined;
  if (left) await left.pg.close().catch(() => {});
}

module.exports = { acquire, release, closeAll, stats };
