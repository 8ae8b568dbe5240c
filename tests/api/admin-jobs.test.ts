// The back office's Jobs view: GET /api/admin/jobs (counts, one status, paged, never a payload) and
// POST /api/admin/jobs/{id}/retry (a dead letter runs again, audited), administrators only.
import { and, eq, sql } from "drizzle-orm";
import { POST as retryRoute } from "@/app/api/admin/jobs/[id]/retry/route";
import { GET as listRoute } from "@/app/api/admin/jobs/route";
import { auditEntries, jobs } from "@/db/schema";
import { enqueueMail } from "@/lib/jobs/mail";
import { enqueue } from "@/lib/jobs/queue";
import { registerJob } from "@/lib/jobs/registry";
import { setupTestDb } from "../helpers/db";
import { createUser, uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";
import { runQueuedJobs } from "../helpers/jobs";

const { db } = setupTestDb();

beforeAll(() => {
  jest.spyOn(console, "log").mockImplementation(() => {});
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterAll(() => jest.restoreAllMocks());

let fail = true;
registerJob("admin-jobs-probe", async () => {
  if (fail) throw new Error("the mail server refused");
});

let admin: Awaited<ReturnType<typeof createUser>>;
let investor: Awaited<ReturnType<typeof createUser>>;
let failedId = 0;
beforeAll(async () => {
  admin = await createUser({ role: "ADMIN" });
  investor = await createUser();
  failedId = (await enqueue(db(), "admin-jobs-probe", {}, { maxAttempts: 1 }))!;
  await enqueueMail(
    db(),
    { to: uniqueEmail("jobs-view"), subject: "Secret subject", text: "Code 987654" },
    "jobs-view",
  );
  await runQueuedJobs();
  await enqueue(db(), "admin-jobs-probe", {}, { runAt: new Date(Date.now() + 3_600_000) });
});

const list = (query: Record<string, string> = {}, token = admin.token) =>
  call(listRoute, "/api/admin/jobs", { token, query });
const retry = (id: number, token = admin.token) =>
  call(retryRoute, `/api/admin/jobs/${id}/retry`, { token, method: "POST", params: { id: String(id) } });

describe("GET /api/admin/jobs", () => {
  it("is for administrators only", async () => {
    expect((await call(listRoute, "/api/admin/jobs")).status).toBe(401);
    expect((await list({}, investor.token)).status).toBe(403);
  });

  it("counts each status and lists one page, without any payload", async () => {
    const res = await list({ limit: "2" });
    expect(res.status).toBe(200);
    expect(res.body.counts).toMatchObject({ FAILED: 1, WAITING: 1, DONE: 1, RUNNING: 0, retrying: 0 });
    expect(res.body.pagination).toEqual({ total: 3, limit: 2, offset: 0 });
    expect(res.body.jobs).toHaveLength(2);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain("payload");
    expect(text).not.toContain("987654");
    expect(text).not.toContain("Secret subject");
  });

  it("filters by status, with the failed job's error and tries", async () => {
    const res = await list({ status: "failed" });
    expect(res.status).toBe(200);
    expect(res.body.jobs).toEqual([
      expect.objectContaining({
        id: failedId,
        kind: "admin-jobs-probe",
        status: "FAILED",
        attempts: 1,
        maxAttempts: 1,
        lastError: expect.stringContaining("the mail server refused"),
      }),
    ]);
    expect((await list({ status: "LOST" })).status).toBe(400);
    expect((await list({ limit: "0" })).status).toBe(400);
  });
});

describe("POST /api/admin/jobs/{id}/retry", () => {
  it("is for administrators only", async () => {
    expect(
      (
        await call(retryRoute, `/api/admin/jobs/${failedId}/retry`, {
          method: "POST",
          params: { id: String(failedId) },
        })
      ).status,
    ).toBe(401);
    expect((await retry(failedId, investor.token)).status).toBe(403);
    expect((await db().select().from(jobs).where(eq(jobs.id, failedId)))[0].status).toBe("FAILED");
  });

  it("queues a failed job again, audited; it then runs; a second retry is refused", async () => {
    const res = await retry(failedId);
    expect(res.status).toBe(200);
    expect(res.body.job).toMatchObject({ id: failedId, status: "WAITING", attempts: 0 });
    const [audit] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "JOB_RETRY"), eq(auditEntries.adminId, admin.user.id)));
    expect(audit.details).toContain(`Job #${failedId} (admin-jobs-probe)`);
    expect((await list()).body.counts.WAITING).toBe(2);

    expect((await retry(failedId)).status).toBe(409);
    fail = false;
    await runQueuedJobs();
    const [row] = await db().select().from(jobs).where(eq(jobs.id, failedId));
    expect(row).toMatchObject({ status: "DONE", attempts: 1 });
    // The error of the failed tries stays visible.
    expect(row.lastError).toContain("the mail server refused");
    expect((await retry(failedId)).status).toBe(409);
  });

  it("answers 404 for a job that does not exist", async () => {
    const [{ max }] = await db()
      .select({ max: sql<number>`coalesce(max(id), 0)` })
      .from(jobs);
    expect((await retry(Number(max) + 1000)).status).toBe(404);
  });
});
