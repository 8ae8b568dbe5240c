import "server-only";
// Server-side prepared statements for every parameterised query drizzle sends to Postgres.
//
// drizzle reaches postgres-js only through `sql.unsafe(text, params)`, which postgres-js runs unprepared: for
// each call it first asks the server to parse the text and describe its parameter types (a round trip of its
// own), then parses and plans it again to bind and execute. So every query cost two round trips and a fresh
// plan, even those drizzle calls "prepared" (`.prepare(name)`). Measured in-process on the session read that
// authenticates every signed-in request: 112 µs of client CPU and 182 µs per call unprepared, against about 50
// µs prepared (bench/README.md, "API: the cost of a signed-in call").
//
// With `prepare: true` postgres-js keeps one named statement per distinct query text and connection, and the
// next call is a single bind-and-execute. What keeps that safe here:
// - drizzle's text holds `$1 … $n` placeholders, never values, so the number of distinct texts is the number of
//   query shapes in the code (an `in (…)` list adds one per list length);
// - queries without parameters keep the simple protocol, as before (DDL, `begin`, advisory locks);
// - a statement whose plan went stale after a migration by another instance is re-prepared by postgres-js
//   (its retry on RevalidateCachedQuery);
// - transactions and savepoints get the same treatment, since drizzle runs their queries on the inner handles.
// Behind a pooler in transaction mode (PgBouncer < 1.21), named statements cannot work: set
// DATABASE_PREPARE=0 to turn them off (postgres-js's own `prepare: false`, which this respects).
import type postgres from "postgres";

type Sql = postgres.Sql | postgres.TransactionSql;

export function preparingStatements<T extends Sql>(sql: T): T {
  const unsafe = sql.unsafe.bind(sql) as (text: string, args?: unknown, options?: object) => unknown;
  Object.assign(sql, {
    unsafe(text: string, args: unknown = [], options: object = {}) {
      if (!Array.isArray(args)) return unsafe(text, args); // unsafe(text, options)
      return unsafe(text, args, args.length > 0 ? { prepare: true, ...options } : options);
    },
  });
  if ("begin" in sql && typeof sql.begin === "function") {
    const begin = sql.begin.bind(sql) as (options: string, fn: (tx: Sql) => unknown) => unknown;
    Object.assign(sql, {
      begin(options: string | ((tx: Sql) => unknown), fn?: (tx: Sql) => unknown) {
        const body = typeof options === "function" ? options : fn!;
        return begin(typeof options === "string" ? options : "", (tx) => body(preparingStatements(tx)));
      },
    });
  }
  if ("savepoint" in sql && typeof sql.savepoint === "function") {
    const savepoint = sql.savepoint.bind(sql) as (...args: unknown[]) => unknown;
    Object.assign(sql, {
      savepoint(name: string | ((tx: Sql) => unknown), fn?: (tx: Sql) => unknown) {
        if (typeof name === "function") return savepoint((tx: Sql) => name(preparingStatements(tx)));
        return savepoint(name, (tx: Sql) => fn!(preparingStatements(tx)));
      },
    });
  }
  return sql;
}
