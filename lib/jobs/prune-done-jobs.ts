// Deleting the queue's history (lib/retention/prune.ts runs it with the rest of what is kept only for a while).
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";

/** DONE jobs are kept this long (the Jobs view's history, and their dedupe keys), then deleted. */
export const DONE_JOBS_KEPT_DAYS = 30;

/** Deletes DONE jobs last changed more than `days` ago, in batches; the count deleted. */
export async function pruneDoneJobs(days = DONE_JOBS_KEPT_DAYS): Promise<number> {
  const db = await getDb();
  let deleted = 0;
  for (;;) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`delete from jobs where id in (
            select id from jobs
            where status = 'DONE' and updated_at < now() - make_interval(days => ${days}::int)
            limit 1000)
          returning id`,
    );
    deleted += rows.length;
    if (rows.length < 1000) return deleted;
  }
}
