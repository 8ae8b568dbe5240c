// Postgres going away and coming back, under the app's own pool: while it is gone every call answers 503 with
// Retry-After (never 500) and readiness says the database is unreachable; once it is back, full service
// returns within seconds without restarting anything. The app reaches Postgres through a TCP proxy this file
// controls: cutting it drops the open connections and refuses new ones, as a restarting server does.
// Postgres only (TEST_DATABASE_URL): the embedded database has no connection to lose.
import net from "node:net";
import { sql } from "drizzle-orm";
import { closeDb, getDb, installDb, migrateDb, openPostgres, queryRows } from "@/db/client";
import { seed } from "@/db/seed";
import { GET as ready } from "@/app/api/ready/route";
import { GET as currentUser } from "@/app/api/user/route";
import { isDatabaseUnavailable } from "@/lib/db-errors";
import { resetEnvCache } from "@/lib/env";
import { createTestDatabase, onPostgres } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

/** A TCP proxy to the Postgres server that can be cut (connections dropped, new ones refused) and restored
 *  on the same port. */
class CuttableProxy {
  private server?: net.Server;
  private sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private upstreamHost: string,
    private upstreamPort: number,
  ) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.upstreamPort, this.upstreamHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => {});
      }
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Postgres gone: every open connection dropped, nobody listening. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  url(base: string): string {
    const url = new URL(base);
    url.hostname = "127.0.0.1";
    url.port = String(this.port);
    return url.toString();
  }
}

const describePg = onPostgres ? describe : describe.skip;

describePg("Postgres restarting under the app", () => {
  let drop: () => Promise<void> = async () => {};
  let direct: Awaited<ReturnType<typeof openPostgres>>;
  let proxy: CuttableProxy;
  let databaseUrl: string;
  let token: string;
  const statuses: number[] = [];

  const getUser = async () => {
    const res = await call(currentUser, "/api/user", { token });
    statuses.push(res.status);
    return res;
  };
  const getReady = async () => {
    const res = await call(ready, "/api/ready");
    statuses.push(res.status);
    return res;
  };

  /** Calls until one answers 200; the milliseconds that took. */
  async function untilServed(fn: () => Promise<{ status: number }>, withinMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < withinMs) {
      if ((await fn()).status === 200) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`not served again within ${withinMs} ms`);
  }

  beforeAll(async () => {
    jest.spyOn(console, "warn").mockImplementation(() => {});
    jest.spyOn(console, "log").mockImplementation(() => {});
    const created = await createTestDatabase();
    drop = created.drop;
    direct = created.handle;
    await migrateDb(direct);
    await seed(direct.db);
    // The URL of this file's own database, as the handle was opened with.
    const [{ name }] = await queryRows<{ name: string }>(direct.db, sql`select current_database() as name`);
    const base = new URL(process.env.TEST_DATABASE_URL!);
    base.pathname = `/${name}`;
    databaseUrl = base.toString();
    proxy = new CuttableProxy(base.hostname, Number(base.port || 5432));
    await proxy.open();
    installDb(await openPostgres(proxy.url(databaseUrl), { max: 10 }));
    token = (await createUser()).token;
  });

  afterAll(async () => {
    await closeDb();
    await proxy.cut();
    await direct.close();
    await drop();
    jest.restoreAllMocks();
  });

  it("answers 503 with Retry-After while Postgres is gone, and serves again within seconds of its return", async () => {
    expect((await getUser()).status).toBe(200);
    expect((await getReady()).status).toBe(200);

    await proxy.cut();
    for (let i = 0; i < 5; i++) {
      const res = await getUser();
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(res.body).toEqual({
        message: "The service is briefly unavailable. Please try again shortly.",
        code: "THE_SERVICE_IS_BRIEFLY_UNAVAILABLE_PLEASE_TRY_AGAIN_SHORTLY",
        retryAfter: 5,
      });
    }
    const notReady = await getReady();
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get("retry-after")).toBe("5");
    expect(notReady.body).toEqual({
      status: "unavailable",
      checks: { server: "ok", database: "unreachable", migrations: "unknown" },
    });
    // Nothing secret in the answers: no host, port or driver text.
    expect(JSON.stringify(notReady.body)).not.toMatch(/127\.0\.0\.1|ECONN|postgres/i);

    await proxy.open();
    const recoveredMs = await untilServed(getUser, 5000);
    expect(recoveredMs).toBeLessThan(5000);
    expect((await getReady()).status).toBe(200);

    // No stuck pool: as many calls at once as it has connections, and more, all served.
    const burst = await Promise.all(Array.from({ length: 25 }, () => getUser()));
    expect(burst.map((r) => r.status)).toEqual(Array(25).fill(200));
    expect(statuses).not.toContain(500);
  });

  it("stays quick through a long outage under load, and is fully back within seconds of the return", async () => {
    // Every failed connect makes the pool wait longer before the next one (postgres.js backs off); a long
    // outage must neither leave calls hanging for that long nor keep the pool away once Postgres is back.
    await proxy.cut();
    const slowest: number[] = [];
    const until = Date.now() + 6000;
    while (Date.now() < until) {
      const round = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const started = Date.now();
          const res = await getUser();
          return { status: res.status, ms: Date.now() - started };
        }),
      );
      expect(round.map((r) => r.status)).toEqual(Array(20).fill(503));
      slowest.push(Math.max(...round.map((r) => r.ms)));
    }
    expect(Math.max(...slowest)).toBeLessThan(3000);

    await proxy.open();
    const started = Date.now();
    for (;;) {
      const round = await Promise.all(Array.from({ length: 20 }, () => getUser()));
      if (round.every((r) => r.status === 200)) break;
      expect(Date.now() - started).toBeLessThan(5000);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(statuses).not.toContain(500);
  });

  it("answers 503, not 500, when Postgres ends the app's connections (57P01), and carries on", async () => {
    // What a restart or an administrator does to the sessions of a running server.
    await direct.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const answers = [await getUser(), await getUser(), await getUser()].map((r) => r.status);
    expect(answers.every((s) => s === 200 || s === 503)).toBe(true);
    await untilServed(getUser, 5000);
    expect(statuses).not.toContain(500);
  });

  it("retries a first open that failed, once Postgres is back (the failure is not kept)", async () => {
    // A fresh process whose database was down at start-up: getDb opens, migrates and seeds from DATABASE_URL.
    await closeDb();
    const before = process.env.DATABASE_URL;
    process.env.DATABASE_URL = proxy.url(databaseUrl);
    resetEnvCache();
    try {
      await proxy.cut();
      const failed = await getDb().then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(isDatabaseUnavailable(failed)).toBe(true);
      const res = await getUser();
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");

      await proxy.open();
      await untilServed(getUser, 10_000);
      expect((await getReady()).body).toEqual({
        status: "ready",
        checks: { server: "ok", database: "ok", migrations: "ok" },
      });
      expect(statuses).not.toContain(500);
    } finally {
      if (before === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = before;
      resetEnvCache();
    }
  });
});
