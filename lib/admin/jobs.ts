// The back office's Jobs view: what the durable queue holds (never a payload: a mail's text, a code or a link
// is not the administrator's to read), and a second chance for a dead letter.
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { jobs } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { auditDetails } from "@/lib/audit/audit-details";
import { wakeJobWorker } from "@/lib/jobs/queue";
import { pageAndTotal } from "@/lib/paging/read-page";
import { pageOf } from "@/lib/validation/paging";
import type { JobCounts, JobListQuery, JobStatus, ListedJob } from "@/lib/validation/jobs";

export const JOB_NOT_FOUND = "Job not found";
export const JOB_NOT_FAILED = "Only a failed job can be retried";

const listed = {
  id: jobs.id,
  kind: jobs.kind,
  status: jobs.status,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
  runAt: jobs.runAt,
  lastError: jobs.lastError,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  doneAt: jobs.doneAt,
};

async function jobCounts(): Promise<JobCounts> {
  const db = await getDb();
  const rows = await queryRows<{ status: string; n: string | number; retrying: string | number }>(
    db,
    sql`select status, count(*) as n, count(*) filter (where attempts > 0) as retrying
        from jobs group by status`,
  );
  const counts: JobCounts = { WAITING: 0, RUNNING: 0, DONE: 0, FAILED: 0, retrying: 0 };
  for (const r of rows) {
    if (r.status in counts) counts[r.status as JobStatus] = Number(r.n);
    if (r.status === "WAITING") counts.retrying = Number(r.retrying);
  }
  return counts;
}

/** GET /api/admin/jobs: the newest first (by last change), one page, and the count of each status. */
export async function listJobs(query: JobListQuery) {
  const db = await getDb();
  const where = query.status ? eq(jobs.status, query.status) : undefined;
  const page = pageOf(query);
  const [{ rows, pagination }, counts] = await Promise.all([
    pageAndTotal(
      db
        .select(listed)
        .from(jobs)
        .where(where)
        .orderBy(desc(jobs.updatedAt), desc(jobs.id))
        .limit(page.limit)
        .offset(page.offset),
      () =>
        db
          .select({ total: sql<number>`count(*)` })
          .from(jobs)
          .where(where),
      page,
    ),
    jobCounts(),
  ]);
  const items: ListedJob[] = rows.map((r) => ({
    ...r,
    status: r.status as JobStatus,
    runAt: r.runAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    doneAt: r.doneAt?.toISOString() ?? null,
  }));
  return { jobs: items, counts, pagination };
}

/**
 * POST /api/admin/jobs/{id}/retry: a FAILED job waits again, due now, with its tries counted from zero; its
 * last error stays until a try succeeds. One guarded UPDATE, so two administrators retrying at once queue it
 * once (the second gets 409). Audited.
 */
export async function retryJob(adminId: number, id: number) {
  const db = await getDb();
  const job = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ kind: jobs.kind, attempts: jobs.attempts, lastError: jobs.lastError })
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.status, "FAILED")))
      .for("update");
    if (!before) {
      const [exists] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id));
      throw exists ? conflict(JOB_NOT_FAILED) : notFound(JOB_NOT_FOUND);
    }
    const [moved] = await tx
      .update(jobs)
      .set({ status: "WAITING", attempts: 0, runAt: sql`now()`, lockedUntil: null, updatedAt: sql`now()` })
      .where(eq(jobs.id, id))
      .returning(listed);
    await recordAudit(tx, {
      adminId,
      action: "JOB_RETRY",
      ...auditDetails("JOB_RETRIED", { job: id, kind: before.kind, attempts: before.attempts }),
      before: { status: "FAILED", attempts: before.attempts, lastError: before.lastError },
      after: { status: "WAITING", attempts: 0 },
    });
    return moved;
  });
  wakeJobWorker();
  return {
    message: "Job queued again",
    job: {
      ...job,
      status: job.status as JobStatus,
      runAt: job.runAt.toISOString(),
      createdAt: job.createdAt.toISOString(),
      updatedAt: job.updatedAt.toISOString(),
      doneAt: job.doneAt?.toISOString() ?? null,
    },
  };
}
