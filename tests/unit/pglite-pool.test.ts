// The worker's pooled embedded database (tests/helpers/pglite-pool.cjs): what one test file leaves behind, the next
// file does not see. Runs on the embedded database only (the Postgres run has no template and no pool).
import fs from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { migrateDb } from "@/db/client";
import { seed } from "@/db/seed";
import { createTestDatabase, seededTemplateFile } from "../helpers/db";

type Pool = { acquire(template: string): Promise<PGlite>; release(pg: PGlite): void };
const pool = (globalThis as { __apexPglitePool?: Pool }).__apexPglitePool;
const maybe =
  pool && process.env.PGLITE_TEMPLATE_DUMP && !process.env.TEST_DATABASE_URL ? describe : describe.skip;

const STATE = `select (select count(*)::int from users) as users,
  (select count(*)::int from investment_plans) as plans,
  (select count(*)::int from audit_entries) as audit,
  (select json_agg(json_build_array(sequencename, last_value) order by sequencename) from pg_sequences)::text as seqs,
  (select string_agg(id::text, ',' order by id) from users) as ids,
  current_setting('statement_timeout') as timeout,
  to_regclass('pg_temp.left_behind')::text as temp`;

maybe("the pooled test database", () => {
  let template = "";
  beforeAll(async () => {
    // The seeded template, written by the first file that seeds a database (setupTestDb) when none is yet.
    template = seededTemplateFile();
    if (!fs.existsSync(template)) {
      const created = await createTestDatabase({ seeded: true });
      await migrateDb(created.handle);
      await seed(created.handle.db);
      await created.saveSeeded?.();
      await created.handle.close();
    }
  });

  it("gives the next file the template's rows, sequences and a clean session, on the same instance", async () => {
    const first = await pool!.acquire(template);
    const before = (await first.query(STATE)).rows[0];
    await first.exec(`
      insert into audit_entries (action) values ('left behind');
      delete from investment_plans;
      select nextval('users_id_seq');
      set statement_timeout = 1234;
      create temp table left_behind (x int);
      begin;
      insert into audit_entries (action) values ('never committed');`);
    expect((await first.query(STATE)).rows[0]).not.toEqual(before);
    pool!.release(first);

    const next = await pool!.acquire(template);
    try {
      expect(next).toBe(first);
      expect(next.isInTransaction()).toBe(false);
      expect((await next.query(STATE)).rows[0]).toEqual(before);
    } finally {
      pool!.release(next);
    }
  });

  it("starts a new instance from the template after a file changed the catalogue", async () => {
    const first = await pool!.acquire(template);
    await first.exec("create table left_behind_table (x int)");
    pool!.release(first);
    const next = await pool!.acquire(template);
    try {
      expect(next).not.toBe(first);
      expect(first.closed).toBe(true);
      expect((await next.query(`select to_regclass('left_behind_table')::text as t`)).rows[0]).toEqual({
        t: null,
      });
    } finally {
      pool!.release(next);
    }
  });
});
