// GET /api/admin/jobs: the back office's view of the durable queue (lib/jobs), one status at a time.
import { z } from "zod";
import { enumParam, pagingFields } from "./paging";

export const JOB_STATUSES = ["WAITING", "RUNNING", "DONE", "FAILED"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobListQuerySchema = z.object({
  limit: pagingFields.limit,
  offset: pagingFields.offset,
  status: enumParam(JOB_STATUSES, "status"),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

export const listedJobSchema = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    status: z.enum(JOB_STATUSES),
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    /** When it runs (waiting), or ran last. */
    runAt: z.string(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    doneAt: z.string().nullable(),
  })
  .meta({ id: "Job" });
export type ListedJob = z.infer<typeof listedJobSchema>;

export const jobCountsSchema = z.object({
  WAITING: z.number().int(),
  RUNNING: z.number().int(),
  DONE: z.number().int(),
  FAILED: z.number().int(),
  /** Waiting after at least one failed try. */
  retrying: z.number().int(),
});
export type JobCounts = z.infer<typeof jobCountsSchema>;
