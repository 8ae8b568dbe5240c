// kill -9 of the production server while ~200 money requests (withdrawal requests, subscriptions, admin
// credits), each with its own Idempotency-Key, are in flight; then a restart and the checks: every request
// applied wholly or not at all, a request answered 2xx applied exactly once, an unanswered one answering when
// retried with its key and applied exactly once, every answered one replaying its original answer, and the
// books reconciling.
import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
import type { FaultDb, Seeded } from "./database";
import { PIN } from "./database";
import type { App, AppEnv } from "./server";
import { startApp } from "./server";

type Kind = "withdrawal" | "subscription" | "credit";
type MoneyRequest = { n: number; kind: Kind; path: string; token: string; body: unknown; key: string };
type Answer = { status: number; body: unknown; replayed: boolean };

const BTC_ADDRESS = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh";

export type KillReport = {
  db: string;
  requests: number;
  answeredBeforeKill: number;
  inFlightAtKill: number;
  unansweredFoundApplied: number;
  unansweredRunOnRetry: number;
  answers5xx: number;
  lost: number;
  duplicated: number;
  replayMismatches: number;
  reconcileClean: boolean;
  keysWithoutAnswer: number;
  restartToReadyMs: number;
  /** Connections reset before an answer in the retry phase, sent again (a loaded machine; 0 on a quiet one). */
  connectionResetsOnRetry: number;
  failures: string[];
};

function plan(seeded: Seeded, total: number): MoneyRequest[] {
  const out: MoneyRequest[] = [];
  const inv = seeded.investors;
  // One subscription per investor and plan at most (a second is refused by the plan rules, not our subject).
  const subscriptions = Math.min(Math.floor(total / 5), inv.length * seeded.planIds.length);
  for (let i = 0; out.length < total; i++) {
    const investor = inv[i % inv.length];
    const n = out.length;
    const key = randomUUID();
    if (i % 5 === 0 && out.filter((r) => r.kind === "subscription").length < subscriptions) {
      const s = out.filter((r) => r.kind === "subscription").length;
      out.push({
        n,
        kind: "subscription",
        path: "/api/investments/subscribe",
        token: inv[s % inv.length].token,
        body: {
          planId: seeded.planIds[Math.floor(s / inv.length) % seeded.planIds.length],
          asset: "USDT",
          amount: ["1000", "5000", "25000"][Math.floor(s / inv.length) % 3],
        },
        key,
      });
    } else if (i % 2 === 0) {
      out.push({
        n,
        kind: "withdrawal",
        path: "/api/withdrawals",
        token: investor.token,
        body: {
          amount: "0.01",
          asset: "BITCOIN",
          network: "Bitcoin Network",
          address: BTC_ADDRESS,
          pin: PIN,
        },
        key,
      });
    } else {
      out.push({
        n,
        kind: "credit",
        path: "/api/users/credit",
        token: seeded.adminToken,
        body: { userId: investor.id, currency: "USDT", amount: "7.5", reason: "fault suite" },
        key,
      });
    }
  }
  return out;
}

async function send(base: string, r: MoneyRequest): Promise<Answer> {
  const res = await fetch(base + r.path, {
    method: "POST",
    headers: {
      authorization: `Bearer ${r.token}`,
      "content-type": "application/json",
      "Idempotency-Key": r.key,
    },
    body: JSON.stringify(r.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // kept as text
  }
  return { status: res.status, body, replayed: res.headers.get("Idempotent-Replayed") === "true" };
}

/**
 * The retry phase's send, as a client with an idempotency key behaves: a connection reset before any answer (a
 * kept-alive socket the restarted server closed, seen once on a loaded machine) is sent again, a few times. A
 * server that is gone still fails the suite: its next attempts are refused, and those are not retried.
 */
async function sendAgain(base: string, r: MoneyRequest, resets: { n: number }): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send(base, r);
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code;
      if (attempt >= 5 || (code !== "ECONNRESET" && code !== "EPIPE" && code !== "UND_ERR_SOCKET")) throw err;
      resets.n++;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function pool<T>(items: T[], width: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

// By value: a stored answer is JSON kept as jsonb, which orders an object's keys its own way.
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

/** The id the answer reports for what it created (withdrawal request, subscription, credit transaction). */
function createdId(r: MoneyRequest, a: Answer): number | null {
  if (a.status !== 200 || typeof a.body !== "object" || a.body === null) return null;
  const b = a.body as Record<string, { id?: number } | number | undefined>;
  const id =
    r.kind === "withdrawal"
      ? (b.withdrawalRequest as { id?: number })?.id
      : r.kind === "subscription"
        ? (b.subscription as { id?: number })?.id
        : (b.transactionId as number);
  return typeof id === "number" ? id : null;
}

export async function killDuringMoney(opts: Options): Promise<KillReport> {
  const running: { app?: App } = {};
  try {
    return await run(opts, running);
  } catch (err) {
    await running.app?.kill();
    throw err;
  }
}

type Options = {
  fdb: FaultDb;
  seeded: Seeded;
  port: number;
  env: AppEnv;
  requests: number;
  killAfterAnswers: number;
  log: (s: string) => void;
};

async function run(opts: Options, running: { app?: App }): Promise<KillReport> {
  const { fdb, seeded, port, env, log } = opts;
  const failures: string[] = [];
  const requests = plan(seeded, opts.requests);
  const first: (Answer | null)[] = requests.map(() => null);

  let app: App = await startApp(port, env, "first start");
  running.app = app;
  log(
    `  server up; sending ${requests.length} requests at once, kill -9 after ${opts.killAfterAnswers} answers`,
  );
  let answered = 0;
  let killed: Promise<void> | null = null;
  const killNow = () => (killed ??= app.kill());
  await Promise.all(
    requests.map(async (r) => {
      try {
        const a = await send(app.base, r);
        if (killed) return; // an answer racing the kill counts as unanswered: the client never saw it in time
        first[r.n] = a;
        if (++answered >= opts.killAfterAnswers) void killNow();
      } catch {
        // connection reset by the kill: unanswered
      }
    }),
  );
  await killNow();
  const answeredBeforeKill = first.filter(Boolean).length;
  const answers5xx = first.filter((a) => a && a.status >= 500).length;
  log(`  killed: ${answeredBeforeKill} answered, ${requests.length - answeredBeforeKill} in flight`);

  const restarted = await startApp(port, env, "restart after kill -9");
  app = restarted;
  running.app = app;
  log(`  restarted, ready in ${restarted.readyMs} ms; retrying every request with its key`);

  const final: (Answer | null)[] = [...first];
  let unansweredFoundApplied = 0;
  let unansweredRunOnRetry = 0;
  let replayMismatches = 0;
  let retry5xx = 0;
  const resets = { n: 0 };
  await pool(requests, 8, async (r) => {
    const again = await sendAgain(app.base, r, resets);
    if (again.status >= 500) retry5xx++;
    const original = first[r.n];
    if (original) {
      if (!again.replayed || again.status !== original.status || !same(again.body, original.body)) {
        replayMismatches++;
        failures.push(
          `request ${r.n} (${r.kind}): answered ${original.status} ${JSON.stringify(original.body)}, ` +
            `retried ${again.status}${again.replayed ? " (replayed)" : ""} ${JSON.stringify(again.body)}`,
        );
      }
      return;
    }
    if (again.replayed) unansweredFoundApplied++;
    else unansweredRunOnRetry++;
    final[r.n] = again;
    // Once more: now it must replay exactly that answer.
    const third = await sendAgain(app.base, r, resets);
    if (!third.replayed || third.status !== again.status || !same(third.body, again.body)) {
      replayMismatches++;
      failures.push(
        `request ${r.n} (${r.kind}): retry answered ${again.status} ${JSON.stringify(again.body)}, ` +
          `next ${third.status}${third.replayed ? " (replayed)" : ""} ${JSON.stringify(third.body)}`,
      );
    }
  });

  // The admin's own reconciliation, through the API.
  const rec = await fetch(`${app.base}/api/admin/reconcile`, {
    headers: { authorization: `Bearer ${seeded.adminToken}` },
  });
  const recBody = (await rec.json().catch(() => null)) as { balanced?: boolean } | null;
  const reconcileClean = rec.status === 200 && recBody?.balanced === true;
  if (!reconcileClean) failures.push(`reconcile: ${rec.status} ${JSON.stringify(recBody)}`);

  // The database itself (the embedded one only once the app has stopped: one process holds it).
  if (fdb.kind === "pglite") await app.stop();
  const handle = await fdb.open();
  let lost = 0;
  let duplicated = 0;
  let keysWithoutAnswer = 0;
  try {
    const db = handle.db;
    const ids = async (q: ReturnType<typeof sql>) =>
      new Set((await queryRows<{ id: number }>(db, q)).map((r) => Number(r.id)));
    const inDb: Record<Kind, Set<number>> = {
      withdrawal: await ids(sql`select id from withdrawal_requests`),
      subscription: await ids(sql`select id from subscriptions`),
      credit: await ids(sql`select id from transactions where type::text like 'CREDIT_%'`),
    };
    const answeredIds: Record<Kind, Set<number>> = {
      withdrawal: new Set(),
      subscription: new Set(),
      credit: new Set(),
    };
    for (const r of requests) {
      const a = final[r.n];
      if (!a) continue;
      const id = createdId(r, a);
      if (a.status === 200 && id === null) failures.push(`request ${r.n}: 200 without an id`);
      if (id === null) continue;
      if (answeredIds[r.kind].has(id)) duplicated++;
      answeredIds[r.kind].add(id);
      if (!inDb[r.kind].has(id)) {
        lost++;
        failures.push(`request ${r.n} (${r.kind}) answered 200 with id ${id}, not in the database`);
      }
    }
    for (const kind of Object.keys(inDb) as Kind[])
      for (const id of inDb[kind])
        if (!answeredIds[kind].has(id)) {
          duplicated++;
          failures.push(`${kind} ${id} in the database but in no answer`);
        }
    // One ledger entry per applied request, beside the two funding entries of each investor.
    const [entries] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ledger_entries where kind <> 'ADJUSTMENT'`,
    );
    const applied = [...Object.values(answeredIds)].reduce((s, x) => s + x.size, 0);
    if (Number(entries.n) !== applied) {
      duplicated += Math.max(0, Number(entries.n) - applied);
      failures.push(`${entries.n} ledger entries for ${applied} applied requests`);
    }
    const [keys] = await queryRows<{ n: number; open: number }>(
      db,
      sql`select count(*)::int as n, count(*) filter (where status is null)::int as open from idempotency_keys`,
    );
    keysWithoutAnswer = Number(keys.open);
    if (keysWithoutAnswer) failures.push(`${keysWithoutAnswer} keys claimed without an answer`);
    const stored = requests.filter((r) => final[r.n] && final[r.n]!.status < 500).length;
    if (Number(keys.n) !== stored) failures.push(`${keys.n} keys stored for ${stored} answered requests`);
  } finally {
    await handle.close();
  }
  if (fdb.kind !== "pglite") await app.stop();
  if (answers5xx + retry5xx) failures.push(`${answers5xx + retry5xx} answers of 500 or more`);
  return {
    db: fdb.kind,
    requests: requests.length,
    answeredBeforeKill,
    inFlightAtKill: requests.length - answeredBeforeKill,
    unansweredFoundApplied,
    unansweredRunOnRetry,
    answers5xx: answers5xx + retry5xx,
    lost,
    duplicated,
    replayMismatches,
    reconcileClean,
    keysWithoutAnswer,
    restartToReadyMs: restarted.readyMs,
    connectionResetsOnRetry: resets.n,
    failures,
  };
}
