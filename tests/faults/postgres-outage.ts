// Postgres gone under load, without touching the machine's Postgres (other work shares it): the app reaches
// its database through a TCP proxy of the suite's own, which is cut (every connection dropped, new ones
// refused, as a restarting server does) and restored. Signed-in reads and keyed withdrawal requests keep
// going throughout. Expected: 503 with Retry-After while it is down, never a 500, full service within
// seconds of its return with the same process, and every withdrawal applied exactly once once the ones
// answered 503 are retried with their keys (a cut can land on a COMMIT whose answer never arrived).
import { randomUUID } from "node:crypto";
import net from "node:net";
import { sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
import { createFaultDb, PIN, seedFaultDb } from "./database";
import { startApp, type App } from "./server";

export type OutageReport = {
  requests: number;
  outageMs: number;
  during503: number;
  during503WithRetryAfter: number;
  duringOther: number;
  answers500: number;
  recoveryMs: number;
  samePid: boolean;
  retriedWithKey: number;
  lost: number;
  duplicated: number;
  failures: string[];
};

/** A TCP proxy that can be cut (sockets destroyed, listener closed) and restored on the same port. */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream).pipe(client);
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port || 0, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  let port = 0;
  await listen();
  port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
        sockets.clear();
      });
    },
    restore: listen,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type Sample = {
  kind: "read" | "withdrawal";
  start: number;
  end: number;
  status: number; // 0: no answer at all
  retryAfter: boolean;
  key?: string;
  token?: string;
  body?: unknown;
};

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One request in WRITE_EVERY is a withdrawal, the others reads (0: reads only). */
const WRITE_EVERY = Number(process.env.FAULTS_OUTAGE_WRITE_EVERY ?? 3);

const BTC_ADDRESS = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh";

export async function postgresOutage(opts: {
  serverUrl: string;
  port: number;
  secrets: Record<string, string>;
  investors: number;
  log: (s: string) => void;
}): Promise<OutageReport> {
  const { log } = opts;
  const failures: string[] = [];
  const pg = new URL(opts.serverUrl);
  const proxy = await startProxy({ host: pg.hostname, port: Number(pg.port || 5432) });
  const viaProxy = new URL(opts.serverUrl);
  viaProxy.port = String(proxy.port);
  const fdb = await createFaultDb("postgres", opts.serverUrl, viaProxy.toString());
  let app: App | undefined;
  try {
    const seeded = await seedFaultDb(fdb, opts.investors);
    app = await startApp(opts.port, { ...opts.secrets, ...fdb.env }, "start behind the proxy");
    const base = app.base;
    const samples: Sample[] = [];
    let stop = false;

    const one = async (i: number, n: number) => {
      const investor = seeded.investors[(i + n) % seeded.investors.length];
      const write = WRITE_EVERY > 0 && n % WRITE_EVERY === 0;
      const key = randomUUID();
      const start = Date.now();
      const sample: Sample = {
        kind: write ? "withdrawal" : "read",
        start,
        end: 0,
        status: 0,
        retryAfter: false,
      };
      try {
        const res = await fetch(`${base}${write ? "/api/withdrawals" : "/api/users/balances"}`, {
          method: write ? "POST" : "GET",
          headers: {
            authorization: `Bearer ${investor.token}`,
            ...(write ? { "content-type": "application/json" } : {}),
            ...(write && process.env.FAULTS_OUTAGE_NO_KEYS !== "1" ? { "Idempotency-Key": key } : {}),
          },
          body: write
            ? JSON.stringify({
                amount: "0.0001",
                asset: "BITCOIN",
                network: "Bitcoin Network",
                address: BTC_ADDRESS,
                pin: PIN,
              })
            : undefined,
          signal: AbortSignal.timeout(30_000),
        });
        sample.status = res.status;
        sample.retryAfter = res.headers.has("retry-after");
        sample.body = await res.json().catch(() => null);
      } catch {
        // no answer (a timeout): counted as a failure below
      }
      sample.end = Date.now();
      if (write) Object.assign(sample, { key, token: investor.token });
      samples.push(sample);
    };
    const workers = Array.from({ length: 16 }, async (_, i) => {
      for (let n = 0; !stop; n++) {
        await one(i, n);
        // A client told to come back later waits a little, as a browser would; without it the loop only
        // measures how fast 503s can be served.
        if (samples[samples.length - 1]?.status === 503) await new Promise((r) => setTimeout(r, 100));
      }
    });

    await new Promise((r) => setTimeout(r, 3_000));
    const cutAt = Date.now();
    await proxy.cut();
    log(`  cut the database off after 3 s of load`);
    await new Promise((r) => setTimeout(r, 6_000));
    await proxy.restore();
    const restoredAt = Date.now();
    log(`  restored it after ${restoredAt - cutAt} ms`);
    await new Promise((r) => setTimeout(r, 8_000));
    stop = true;
    await Promise.all(workers);

    // While down: answers to requests that started after the cut and ended before the return.
    const during = samples.filter((s) => s.start >= cutAt + 200 && s.end <= restoredAt);
    const during503 = during.filter((s) => s.status === 503);
    const answers500 = samples.filter((s) => s.status >= 500 && s.status !== 503).length;
    const unanswered = samples.filter((s) => s.status === 0).length;
    if (answers500) failures.push(`${answers500} answers of 500 or more other than 503`);
    if (unanswered)
      failures.push(
        `${unanswered} requests without an answer within 30 s: ` +
          samples
            .filter((s) => s.status === 0)
            .map((s) => `${s.kind} sent ${s.start - cutAt} ms after the cut`)
            .join(", "),
      );
    if (during.length === 0) failures.push("no request ran while the database was down");
    const duringOther = during.length - during503.length;
    if (duringOther) failures.push(`${duringOther} answers other than 503 while the database was down`);
    const noRetryAfter = during503.filter((s) => !s.retryAfter).length;
    if (noRetryAfter) failures.push(`${noRetryAfter} 503s without Retry-After`);
    // Full service: the end of the last answer that was not a success, measured from the return.
    const lastBad = Math.max(
      restoredAt,
      ...samples.filter((s) => s.end > restoredAt && s.status !== 200).map((s) => s.end),
    );
    const recoveryMs = lastBad - restoredAt;
    const after = samples.filter((s) => s.start > lastBad);
    if (after.length === 0) failures.push("no successful request after the database returned");
    if (recoveryMs > 10_000) failures.push(`full service only ${recoveryMs} ms after the return`);

    // The withdrawals that got no success: sent again with their keys, each now answers (a replay of a
    // commit whose answer was lost, or a first run).
    const writes = samples.filter((s) => s.kind === "withdrawal");
    const retried = writes.filter((s) => s.status !== 200);
    for (const s of retried) {
      const res = await fetch(`${base}/api/withdrawals`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${s.token}`,
          "content-type": "application/json",
          "Idempotency-Key": s.key!,
        },
        body: JSON.stringify({
          amount: "0.0001",
          asset: "BITCOIN",
          network: "Bitcoin Network",
          address: BTC_ADDRESS,
          pin: PIN,
        }),
      });
      s.status = res.status;
      s.body = await res.json().catch(() => null);
      if (res.status !== 200) failures.push(`withdrawal retried with its key answered ${res.status}`);
    }
    const ids = writes
      .map((s) => (s.body as { withdrawalRequest?: { id?: number } } | null)?.withdrawalRequest?.id)
      .filter((id): id is number => typeof id === "number");
    // The same process served throughout (it was never restarted) and calls itself ready.
    const ready = (await fetch(`${base}/api/ready`)).status === 200;
    const samePid = ready && processAlive(app.pid);
    if (!samePid) failures.push("the app is not the same ready process after the outage");
    const handle = await fdb.open();
    let lost = 0;
    let duplicated = 0;
    try {
      const rows = await queryRows<{ id: number }>(handle.db, sql`select id from withdrawal_requests`);
      const inDb = new Set(rows.map((r) => Number(r.id)));
      const answered = new Set(ids);
      lost = [...answered].filter((id) => !inDb.has(id)).length;
      duplicated = [...inDb].filter((id) => !answered.has(id)).length + (ids.length - answered.size);
      const [entries] = await queryRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from ledger_entries where kind = 'WITHDRAWAL'`,
      );
      if (Number(entries.n) !== inDb.size)
        failures.push(`${entries.n} withdrawal ledger entries for ${inDb.size} requests`);
      const { reconcile } = await import("@/lib/ledger/reconcile");
      const mismatches = await reconcile(handle.db);
      if (mismatches.length) failures.push(`reconcile: ${JSON.stringify(mismatches)}`);
    } finally {
      await handle.close();
    }
    if (lost) failures.push(`${lost} withdrawals answered 200 but not in the database`);
    if (duplicated) failures.push(`${duplicated} withdrawals in the database beyond the answers`);
    if (failures.length) log(app.log().slice(-3000));
    await app.stop();
    app = undefined;
    return {
      requests: samples.length,
      outageMs: restoredAt - cutAt,
      during503: during503.length,
      during503WithRetryAfter: during503.length - noRetryAfter,
      duringOther,
      answers500,
      recoveryMs,
      samePid,
      retriedWithKey: retried.length,
      lost,
      duplicated,
      failures,
    };
  } finally {
    await app?.kill();
    await proxy.close();
    await fdb.drop();
  }
}
