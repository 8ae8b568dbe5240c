// On Postgres every parameterised query runs as a named prepared statement (db/prepared-statements.ts): the
// second call of a query binds and executes the statement the first one prepared, on the pool, inside a
// transaction and inside a savepoint. The embedded database has no such protocol; there the file only checks
// that the same queries answer.
import { eq, sql } from "drizzle-orm";
import { openPostgres, queryRows, type Executor } from "@/db/client";
import { users } from "@/db/schema";
import { onPostgres, setupTestDb } from "../helpers/db";

const { db } = setupTestDb();

// A query text no other test sends, so its row in pg_prepared_statements is ours.
const marked = (tag: string, id: number) => sql`select ${id}::int as id /* ${sql.raw(tag)} */`;

async function preparedOnThisConnection(exec: Executor, tag: string) {
  const [row] = await queryRows<{ n: number }>(
    exec,
    sql.raw(`select count(*)::int as n from pg_prepared_statements where statement like '%${tag}%'`),
  );
  return row.n;
}

(onPostgres ? it : it.skip)("prepares a parameterised query once per connection and reuses it", async () => {
  // One connection, so the second call and the catalogue query see the same server session.
  const handle = await openPostgres(process.env.TEST_DATABASE_URL!, { max: 1 });
  try {
    await handle.db.execute(marked("apex-prep-top", 1));
    await handle.db.execute(marked("apex-prep-top", 2));
    expect(await preparedOnThisConnection(handle.db, "apex-prep-top")).toBe(1);
  } finally {
    await handle.close();
  }
});

(onPostgres ? it : it.skip)("prepares inside transactions and savepoints too", async () => {
  await db().transaction(async (tx) => {
    await tx.execute(marked("apex-prep-tx", 1));
    expect(await preparedOnThisConnection(tx, "apex-prep-tx")).toBe(1);
    await tx.transaction(async (inner) => {
      await inner.execute(marked("apex-prep-savepoint", 1));
      expect(await preparedOnThisConnection(inner, "apex-prep-savepoint")).toBe(1);
    });
  });
});

it("answers parameterised queries the same on the second call (both databases)", async () => {
  const [admin] = await db().select().from(users).where(eq(users.role, "ADMIN")).limit(1);
  for (let i = 0; i < 3; i++) {
    const [again] = await db().select({ id: users.id }).from(users).where(eq(users.id, admin.id));
    expect(again.id).toBe(admin.id);
  }
  const [row] = await queryRows<{ id: number }>(db(), marked("apex-prep-both", 7));
  expect(row.id).toBe(7);
});
