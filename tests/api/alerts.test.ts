// The money alerts inside Apex: when a condition starts, every OWNER and FINANCE administrator gets one e-mail
// (in their language) and one bell notice, and another when it clears; a check that finds nothing new tells
// nobody, two checks at once tell once, ALERT_WEBHOOK_URL receives the same as JSON, the scheduler's
// GET /api/cron/jobs checks too, and GET /api/admin/system shows each condition's state, since when and figure.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
import { notifications, users } from "@/db/schema";
import { checkAlerts } from "@/lib/alerts/check-alerts";
import { resetEnvCache } from "@/lib/env";
import { forgetFiguresForTests } from "@/lib/metrics/figures";
import { GET as cronJobs } from "@/app/api/cron/jobs/route";
import { GET as systemRoute } from "@/app/api/admin/system/route";
import { POST as markReadRoute } from "@/app/api/notifications/[id]/read/route";
import { POST as markAllRoute } from "@/app/api/notifications/read-all/route";
import { GET as bellRoute } from "@/app/api/notifications/route";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { mailedTo, runQueuedJobs } from "../helpers/jobs";

const { db } = setupTestDb();

let owner: Awaited<ReturnType<typeof createUser>>;
let finance: Awaited<ReturnType<typeof createUser>>;
let support: Awaited<ReturnType<typeof createUser>>;
let investor: Awaited<ReturnType<typeof createUser>>;

const check = async () => {
  forgetFiguresForTests();
  return (await checkAlerts()).map((e) => e.condition);
};
const alertMails = async (email: string) =>
  (await mailedTo(email)).filter((m) => /Apex alert|Cleared|Apex-Warnung|Behoben/.test(m.subject));
const noticesOf = (userId: number) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId)));

beforeAll(async () => {
  owner = await createUser({ role: "ADMIN", adminRole: "OWNER" });
  finance = await createUser({ role: "ADMIN", adminRole: "FINANCE" });
  support = await createUser({ role: "ADMIN", adminRole: "SUPPORT" });
  investor = await createUser();
  await db()
    .update(users)
    .set({ preferences: { currency: "USD", language: "de", autoRefresh: true } })
    .where(eq(users.id, finance.user.id));
  // Whatever an earlier check left (none on a fresh database) is the starting point.
  await check();
  await runQueuedJobs();
});

describe("a dead job", () => {
  it("is told once when it starts and once when it clears, to OWNER and FINANCE only", async () => {
    await db().execute(sql`
      insert into jobs (kind, status, attempts, max_attempts, last_error)
      values ('mail', 'FAILED', 12, 12, 'refused')`);

    expect(await check()).toEqual(["dead_job"]);
    expect(await check()).toEqual([]);

    const ownerMails = await alertMails(owner.user.email);
    expect(ownerMails).toHaveLength(1);
    expect(ownerMails[0].subject).toBe("Apex alert: Dead job in the queue");
    expect(ownerMails[0].text).toContain("Figure: 1");
    const financeMails = await alertMails(finance.user.email);
    expect(financeMails.map((m) => m.subject)).toEqual([
      "Apex-Warnung: Endgültig fehlgeschlagener Job in der Warteschlange",
    ]);
    expect(await alertMails(support.user.email)).toHaveLength(0);
    expect(await alertMails(investor.user.email)).toHaveLength(0);
    expect((await noticesOf(owner.user.id)).map((n) => n.title)).toEqual(["Alert: Dead job in the queue"]);
    expect(await noticesOf(support.user.id)).toHaveLength(0);

    await db().execute(sql`delete from jobs where status = 'FAILED'`);
    expect(await check()).toEqual(["dead_job"]);
    expect(await check()).toEqual([]);
    const after = await alertMails(owner.user.email);
    expect(after.map((m) => m.subject).sort()).toEqual([
      "Apex alert: Dead job in the queue",
      "Cleared: Dead job in the queue",
    ]);
    expect(await alertMails(finance.user.email)).toHaveLength(2);
    expect(await noticesOf(owner.user.id)).toHaveLength(2);
  });

  it("is told once when two checks run at the same moment", async () => {
    await db().execute(sql`
      insert into jobs (kind, status, attempts, max_attempts, last_error)
      values ('mail', 'FAILED', 12, 12, 'refused')`);
    forgetFiguresForTests();
    const [a, b] = await Promise.all([checkAlerts(), checkAlerts()]);
    expect([...a, ...b].filter((e) => e.condition === "dead_job")).toHaveLength(1);
    expect(await noticesOf(owner.user.id)).toHaveLength(3);
    await db().execute(sql`delete from jobs where status = 'FAILED'`);
    await check();
  });
});

describe("the back office's bell", () => {
  type Item = { id: number; title: string; read: boolean };
  const bell = async (token: string) =>
    (await call(bellRoute, "/api/notifications", { token })).body as Item[];

  it("lists the administrator's own alert notices, not the investors' broadcasts, and marks them read", async () => {
    const [broadcast] = await db()
      .insert(notifications)
      .values({ title: "Maintenance tonight", content: "For every investor" })
      .returning();
    await db().execute(sql`
      insert into jobs (kind, status, attempts, max_attempts, last_error)
      values ('mail', 'FAILED', 12, 12, 'refused')`);
    expect(await check()).toEqual(["dead_job"]);

    const notices = await bell(owner.token);
    expect(notices.map((n) => n.id)).not.toContain(broadcast.id);
    expect(notices[0]).toMatchObject({ title: "Alert: Dead job in the queue", read: false });
    expect(notices.length).toBe((await noticesOf(owner.user.id)).length);
    // The investor still sees the broadcast, and none of the administrators' notices.
    const investorSees = (await bell(investor.token)).map((n) => n.id);
    expect(investorSees).toContain(broadcast.id);
    expect(investorSees).not.toContain(notices[0].id);
    // A broadcast is not the administrator's to mark.
    const foreign = await call(markReadRoute, `/api/notifications/${broadcast.id}/read`, {
      method: "POST",
      token: owner.token,
      params: { id: String(broadcast.id) },
    });
    expect(foreign.status).toBe(404);

    const one = await call(markReadRoute, `/api/notifications/${notices[0].id}/read`, {
      method: "POST",
      token: owner.token,
      params: { id: String(notices[0].id) },
    });
    expect(one.status).toBe(200);
    expect((await bell(owner.token)).find((n) => n.id === notices[0].id)?.read).toBe(true);
    const all = await call(markAllRoute, "/api/notifications/read-all", {
      method: "POST",
      token: owner.token,
    });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ marked: notices.length - 1 });
    expect((await bell(owner.token)).every((n) => n.read)).toBe(true);
    // FINANCE's notices stay unread: the flags are each administrator's own.
    expect((await bell(finance.token)).some((n) => !n.read)).toBe(true);

    await db().execute(sql`delete from jobs where status = 'FAILED'`);
    await check();
  });
});

describe("a deposit scanner", () => {
  beforeAll(() => {
    process.env.ETHEREUM_RPC_URL = "http://127.0.0.1:9/no-node";
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.ETHEREUM_RPC_URL;
    resetEnvCache();
    await db().execute(sql`delete from chain_cursors where chain = 'ETHEREUM'`);
    await check();
  });

  it("stalls with no scan for 10 minutes or 50 blocks behind, and clears once it keeps up", async () => {
    // Watched and not scanned yet: right after a start that is the scanner's first turn still to come.
    expect(await check()).toEqual([]);

    await db().execute(sql`
      insert into chain_cursors (chain, height, hash, tip, scanned_at)
      values ('ETHEREUM', 100, '0xabc', 100, now() - interval '20 minutes')`);
    expect(await check()).toEqual(["scanner_stalled"]);
    const [row] = await queryRows<{ figure: string }>(
      db(),
      sql`select figure from alert_states where condition = 'scanner_stalled'`,
    );
    expect(row.figure).toMatch(/^ETHEREUM last scan 1[12]\d\d s ago$/);

    // Scanning again but far behind its node: still the same alert, nobody told twice.
    await db().execute(sql`update chain_cursors set scanned_at = now(), tip = 160 where chain = 'ETHEREUM'`);
    expect(await check()).toEqual([]);

    await db().execute(sql`update chain_cursors set height = 160 where chain = 'ETHEREUM'`);
    expect(await check()).toEqual(["scanner_stalled"]);
    const subjects = (await alertMails(owner.user.email)).map((m) => m.subject);
    expect(subjects.filter((x) => x.endsWith("Deposit scanner stalled"))).toHaveLength(2);
  });
});

describe("the webhook", () => {
  let server: http.Server;
  const received: unknown[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        received.push({ type: req.headers["content-type"], body: JSON.parse(body) });
        res.writeHead(200).end("ok");
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    process.env.ALERT_WEBHOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.ALERT_WEBHOOK_URL;
    resetEnvCache();
    await new Promise((r) => server.close(r));
  });

  it("receives a hot wallet running low, and its end, as JSON with a text", async () => {
    // What a payout short of funds records (lib/payouts/send-payout.ts).
    await db().execute(sql`
      insert into hot_wallets (chain, address, next_nonce, alert, alert_at)
      values ('ETHEREUM', '0x0000000000000000000000000000000000000002', 0, 'short of gas', now())
      on conflict (chain) do update set alert = excluded.alert`);
    expect(await check()).toEqual(["hot_wallet_low"]);
    await runQueuedJobs();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      type: "application/json",
      body: {
        text: "Apex: Hot wallet low started (ETHEREUM)",
        condition: "hot_wallet_low",
        state: "FIRING",
        figure: "ETHEREUM",
        since: expect.any(String),
      },
    });

    await db().execute(sql`update hot_wallets set alert = null where chain = 'ETHEREUM'`);
    expect(await check()).toEqual(["hot_wallet_low"]);
    await runQueuedJobs();
    expect(received).toHaveLength(2);
    expect(received[1]).toMatchObject({ body: { condition: "hot_wallet_low", state: "OK", figure: "0" } });
    const subjects = (await alertMails(owner.user.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.endsWith("Hot wallet low"))).toHaveLength(2);
  });
});

describe("the scheduler and the System view", () => {
  it("GET /api/cron/jobs checks the conditions; GET /api/admin/system shows them, to administrators only", async () => {
    const { user } = await createUser();
    // A balance written past the ledger: the reconciliation's mismatch.
    await db().execute(sql`update balances set amount = 3 where user_id = ${user.id} and asset = 'USDC'`);
    forgetFiguresForTests();
    const cron = await call(cronJobs, "/api/cron/jobs", {
      headers: { authorization: "Bearer test-cron-secret" },
    });
    expect(cron.status).toBe(200);

    const res = await call(systemRoute, "/api/admin/system", { token: owner.token });
    expect(res.status).toBe(200);
    const byCondition = Object.fromEntries(
      (res.body.conditions as { condition: string }[]).map((c) => [c.condition, c]),
    );
    expect(Object.keys(byCondition).sort()).toEqual(
      ["dead_job", "hot_wallet_low", "price_feed_stale", "reconcile_mismatch", "scanner_stalled"].sort(),
    );
    expect(byCondition.reconcile_mismatch).toMatchObject({
      state: "FIRING",
      figure: "1",
      since: expect.any(String),
    });
    expect(byCondition.dead_job).toMatchObject({ state: "OK", figure: "0" });
    expect((await alertMails(owner.user.email)).map((m) => m.subject)).toContain(
      "Apex alert: Ledger reconciliation mismatch",
    );

    expect((await call(systemRoute, "/api/admin/system", { token: investor.token })).status).toBe(403);
    expect((await call(systemRoute, "/api/admin/system")).status).toBe(401);

    await db().execute(sql`update balances set amount = 0 where user_id = ${user.id} and asset = 'USDC'`);
    await check();
  });
});
