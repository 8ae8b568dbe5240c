// The durable queue (lib/jobs) on the test database, PGlite or Postgres: a job exists exactly when the
// transaction that queued it committed, a dedupe key queues once, failures are retried with back-off and then
// dead-lettered, concurrent workers run each job once, and a job whose worker died is taken over.
import { eq, inArray, sql } from "drizzle-orm";
import { jobs } from "@/db/schema";
import { readOutbox } from "@/lib/email/send-mail";
import { enqueueMail } from "@/lib/jobs/mail";
import { enqueue } from "@/lib/jobs/queue";
import { registerJob } from "@/lib/jobs/registry";
import {
  backoffMs,
  drainAfterRequest,
  drainJobs,
  pruneDoneJobs,
  resumeJobDrainsForTests,
  startJobWorker,
  stopJobWorker,
} from "@/lib/jobs/worker";
import { setupTestDb } from "../helpers/db";
import { uniqueEmail } from "../helpers/factories";

const { db } = setupTestDb();

let logged: jest.SpyInstance;
beforeAll(() => {
  jest.spyOn(console, "log").mockImplementation(() => {});
  logged = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterAll(() => jest.restoreAllMocks());

const jobRow = async (id: number) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0];

/** Makes a waiting job due now, as if its back-off had passed. */
const makeDue = (id: number) =>
  db().execute(sql`update jobs set run_at = now() - interval '1 second' where id = ${id}`);

const runs = new Map<string, number>();
registerJob("test-count", async (payload: { key: string }) => {
  // A pause, so concurrent workers really overlap.
  await new Promise((resolve) => setTimeout(resolve, 5));
  runs.set(payload.key, (runs.get(payload.key) ?? 0) + 1);
});
registerJob("test-fail", async () => {
  throw new Error("mail server said no (smtp://user:hunter2@mail.example.com)");
});

describe("enqueue", () => {
  it("leaves no job when the transaction that queued it rolls back", async () => {
    const key = `rollback-${Date.now()}`;
    await expect(
      db().transaction(async (tx) => {
        await enqueue(tx, "test-count", { key }, { dedupeKey: key });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db().select().from(jobs).where(eq(jobs.dedupeKey, key))).toHaveLength(0);
  });

  it("queues a dedupe key once, and runs it once", async () => {
    const key = `dedupe-${Date.now()}`;
    const first = await enqueue(db(), "test-count", { key }, { dedupeKey: key });
    const second = await enqueue(db(), "test-count", { key }, { dedupeKey: key });
    expect(first).toEqual(expect.any(Number));
    expect(second).toBeNull();
    await drainJobs();
    expect(runs.get(key)).toBe(1);
    // Even once DONE, the key stays taken: the same cause is never run again.
    expect(await enqueue(db(), "test-count", { key }, { dedupeKey: key })).toBeNull();
    expect((await jobRow(first!)).status).toBe("DONE");
  });

  it("does not run a job before its time", async () => {
    const key = `later-${Date.now()}`;
    const id = (await enqueue(db(), "test-count", { key }, { runAt: new Date(Date.now() + 60_000) }))!;
    await drainJobs();
    expect(runs.get(key)).toBeUndefined();
    await makeDue(id);
    await drainJobs();
    expect(runs.get(key)).toBe(1);
  });
});

describe("a failing job", () => {
  it("is retried with growing back-off, then dead-lettered with its last error", async () => {
    const id = (await enqueue(db(), "test-fail", {}, { maxAttempts: 3 }))!;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt++) {
      await drainJobs();
      const row = await jobRow(id);
      expect(row).toMatchObject({ status: "WAITING", attempts: attempt });
      delays.push(row.runAt.getTime() - row.updatedAt.getTime());
      await makeDue(id);
    }
    // 10 s then 20 s, each ±25 %.
    expect(delays[0]).toBeGreaterThanOrEqual(7_400);
    expect(delays[0]).toBeLessThanOrEqual(12_600);
    expect(delays[1]).toBeGreaterThanOrEqual(14_900);
    expect(delays[1]).toBeLessThanOrEqual(25_100);
    await drainJobs();
    const dead = await jobRow(id);
    expect(dead).toMatchObject({ status: "FAILED", attempts: 3 });
    expect(dead.lastError).toContain("mail server said no");
    // The credentials in the message are not kept.
    expect(dead.lastError).not.toContain("hunter2");
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`job ${id} (test-fail) failed for good`));
    // Dead letters stay put.
    await makeDue(id);
    await drainJobs();
    expect((await jobRow(id)).attempts).toBe(3);
  });

  it("backs off exponentially up to a cap, with jitter", () => {
    expect(backoffMs(1, 0.5)).toBe(10_000);
    expect(backoffMs(2, 0.5)).toBe(20_000);
    expect(backoffMs(4, 0.5)).toBe(80_000);
    expect(backoffMs(30, 0.5)).toBe(30 * 60_000);
    expect(backoffMs(1, 0)).toBe(7_500);
    expect(backoffMs(1, 1)).toBe(12_500);
  });

  it("of a transactional kind leaves none of its writes behind", async () => {
    const key = `tx-${Date.now()}`;
    registerJob(
      "test-tx-fail",
      async (_p: unknown, { exec }) => {
        await enqueue(exec, "test-count", { key }, { dedupeKey: key });
        throw new Error("half-way");
      },
      { transactional: true },
    );
    const id = (await enqueue(db(), "test-tx-fail", {}, { maxAttempts: 1 }))!;
    await drainJobs();
    expect((await jobRow(id)).status).toBe("FAILED");
    expect(await db().select().from(jobs).where(eq(jobs.dedupeKey, key))).toHaveLength(0);
  });
});

describe("workers", () => {
  it("draining at once run each job exactly once", async () => {
    const keys = Array.from({ length: 24 }, (_, i) => `pair-${Date.now()}-${i}`);
    const ids: number[] = [];
    for (const key of keys) ids.push((await enqueue(db(), "test-count", { key }))!);
    const ran = await Promise.all([drainJobs(), drainJobs(), drainJobs()]);
    expect(ran.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(keys.length);
    for (const key of keys) expect(runs.get(key)).toBe(1);
    const rows = await db().select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.every((r) => r.status === "DONE" && r.attempts === 1 && r.doneAt)).toBe(true);
  });

  it("take over a job whose lease ran out, and leave one still held alone", async () => {
    const lost = `lost-${Date.now()}`;
    const held = `held-${Date.now()}`;
    const lostId = (await enqueue(db(), "test-count", { key: lost }))!;
    const heldId = (await enqueue(db(), "test-count", { key: held }))!;
    // A worker claimed both and died: one lease is over, the other still running.
    await db().execute(
      sql`update jobs set status = 'RUNNING', attempts = 1, locked_until = now() - interval '1 second' where id = ${lostId}`,
    );
    await db().execute(
      sql`update jobs set status = 'RUNNING', attempts = 1, locked_until = now() + interval '5 minutes' where id = ${heldId}`,
    );
    await drainJobs();
    expect(runs.get(lost)).toBe(1);
    expect(await jobRow(lostId)).toMatchObject({ status: "DONE", attempts: 2 });
    expect(runs.get(held)).toBeUndefined();
    expect((await jobRow(heldId)).status).toBe("RUNNING");
  });

  it("keep renewing the lease of a job that runs longer than it, so no other worker takes it over", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    // A lease of 0.6 s, renewed every 0.2 s while the handler waits well past it.
    registerJob(
      "test-long",
      async () => {
        runs += 1;
        await gate;
      },
      { leaseMs: 600 },
    );
    const id = (await enqueue(db(), "test-long", {}))!;
    const first = drainJobs({ limit: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await drainJobs()).toBe(0);
    expect((await jobRow(id)).status).toBe("RUNNING");
    release();
    await first;
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: "DONE", attempts: 1 });
  });

  it("dead-letter a job whose lease ran out with no tries left", async () => {
    const key = `spent-${Date.now()}`;
    const id = (await enqueue(db(), "test-count", { key }, { maxAttempts: 2 }))!;
    await db().execute(
      sql`update jobs set status = 'RUNNING', attempts = 2, locked_until = now() - interval '1 second' where id = ${id}`,
    );
    await drainJobs();
    expect(runs.get(key)).toBeUndefined();
    const row = await jobRow(id);
    expect(row.status).toBe("FAILED");
    expect(row.lastError).toMatch(/stopped before it finished/);
  });

  it("in the background wakes on a new job, and stops only after the job in hand", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    registerJob("test-slow", async () => {
      started = true;
      await gate;
    });
    expect(startJobWorker()).toBe(true);
    expect(startJobWorker()).toBe(false);
    try {
      const id = (await enqueue(db(), "test-slow", {}))!;
      // Woken by the enqueue, well before its one-second poll.
      for (let i = 0; i < 40 && !started; i++) await new Promise((r) => setTimeout(r, 25));
      expect(started).toBe(true);
      let stopped = false;
      const stopping = stopJobWorker().then(() => (stopped = true));
      await new Promise((r) => setTimeout(r, 50));
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect((await jobRow(id)).status).toBe("DONE");
      // Stopped: nothing more is claimed.
      const key = `after-stop-${Date.now()}`;
      await enqueue(db(), "test-count", { key });
      await new Promise((r) => setTimeout(r, 100));
      expect(runs.get(key)).toBeUndefined();
      await drainJobs();
    } finally {
      release();
      await stopJobWorker();
    }
  });
});

describe("a drain after a request's answer", () => {
  it("stops with the process, after its job in hand, and starts no other", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    registerJob("test-slow-request", async () => {
      started = true;
      await gate;
    });
    // The worker test above stopped this process's job work; a restarted process starts afresh.
    resumeJobDrainsForTests();
    await drainJobs();
    const slow = (await enqueue(db(), "test-slow-request", {}))!;
    const later = `after-request-${Date.now()}`;
    await enqueue(db(), "test-count", { key: later }, { runAt: new Date(Date.now() + 1) });
    const draining = drainAfterRequest(100);
    for (let i = 0; i < 40 && !started; i++) await new Promise((r) => setTimeout(r, 25));
    let stopped = false;
    const stopping = stopJobWorker().then(() => (stopped = true));
    try {
      expect(started).toBe(true);
      await new Promise((r) => setTimeout(r, 50));
      // Still in hand: the stop waits for it.
      expect(stopped).toBe(false);
    } finally {
      release();
    }
    await Promise.all([draining, stopping]);
    expect((await jobRow(slow)).status).toBe("DONE");
    expect(runs.get(later)).toBeUndefined();
    // Shutting down: a request answered now runs nothing.
    await drainAfterRequest(100);
    expect(runs.get(later)).toBeUndefined();
    await drainJobs();
    expect(runs.get(later)).toBe(1);
  });
});

describe("pruning", () => {
  it("deletes DONE jobs older than the days kept, and nothing else", async () => {
    const ids: number[] = [];
    for (const key of ["old-done", "new-done", "old-failed"])
      ids.push((await enqueue(db(), "test-count", { key }))!);
    const [oldDone, newDone, oldFailed] = ids;
    await db().execute(
      sql`update jobs set status = 'DONE', updated_at = now() - interval '31 days' where id = ${oldDone}`,
    );
    await db().execute(
      sql`update jobs set status = 'DONE', updated_at = now() - interval '29 days' where id = ${newDone}`,
    );
    await db().execute(
      sql`update jobs set status = 'FAILED', updated_at = now() - interval '60 days' where id = ${oldFailed}`,
    );
    expect(await pruneDoneJobs(30)).toBeGreaterThanOrEqual(1);
    const left = (await db().select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, ids))).map(
      (r) => r.id,
    );
    expect(left.sort()).toEqual([newDone, oldFailed].sort());
  });
});

describe("the mail job", () => {
  it("keeps the message encrypted while it waits, sends it once, and keeps nothing of it after", async () => {
    const to = uniqueEmail("queued-mail");
    const id = (await db().transaction((tx) =>
      enqueueMail(tx, { to, subject: "Your code", text: "Code: 123456" }, `test:${to}`),
    ))!;
    expect(
      await enqueueMail(db(), { to, subject: "Your code", text: "Code: 123456" }, `test:${to}`),
    ).toBeNull();
    const waiting = await jobRow(id);
    expect(JSON.stringify(waiting.payload)).not.toContain("123456");
    expect(JSON.stringify(waiting.payload)).not.toContain(to);
    expect(await readOutbox(to)).toHaveLength(0);
    await drainJobs();
    const sent = await readOutbox(to);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ subject: "Your code", text: "Code: 123456" });
    const done = await jobRow(id);
    expect(done.status).toBe("DONE");
    expect(done.payload).toEqual({});
  });
});
