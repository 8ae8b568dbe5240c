// GET /api/health and GET /api/ready on a real database (the embedded one, or Postgres with
// TEST_DATABASE_URL): alive and ready, nothing cached, nothing secret; not ready while a migration is pending.
import { sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { setupTestDb } from "../helpers/db";
import { call } from "../helpers/http";

const { db } = setupTestDb();

it("answers alive at once, without being cached", async () => {
  const res = await call(health, "/api/health");
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: "ok" });
  expect(res.headers.get("cache-control")).toBe("no-store");
});

it("answers ready on a migrated database, each check a word", async () => {
  const res = await call(ready, "/api/ready");
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: "ready", checks: { server: "ok", database: "ok", migrations: "ok" } });
  expect(res.headers.get("cache-control")).toBe("no-store");
});

it("answers 503 with Retry-After while the newest migration is not applied", async () => {
  const [newest] = await queryRows<{ id: number; hash: string; created_at: string | number }>(
    db(),
    sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  await db().execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
  try {
    const res = await call(ready, "/api/ready");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.body).toEqual({
      status: "unavailable",
      checks: { server: "ok", database: "ok", migrations: "pending" },
    });
  } finally {
    await db().execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at})`,
    );
  }
  expect((await call(ready, "/api/ready")).status).toBe(200);
});
