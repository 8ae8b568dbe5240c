// Every kind of job is one definition (lib/jobs/define-job.ts, lib/jobs/definitions/): callers enqueue through it,
// the worker parses the payload with the kind's schema before the handler sees it, and a payload that does not
// parse is a dead letter at once, with the schema's message, never retried.
import { eq, sql } from "drizzle-orm";
import { jobs, passwordResetTokens } from "@/db/schema";
import { passwordResetJob } from "@/lib/jobs/definitions/password-reset";
import { resendCodeJob } from "@/lib/jobs/definitions/resend-code";
import { enqueue } from "@/lib/jobs/queue";
import { drainJobs } from "@/lib/jobs/worker";
import { setupTestDb } from "../helpers/db";
import { createUser, uniqueEmail } from "../helpers/factories";

const { db } = setupTestDb();

beforeAll(() => {
  jest.spyOn(console, "log").mockImplementation(() => {});
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterAll(() => jest.restoreAllMocks());

const jobRow = async (id: number) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0];

describe("a job's payload", () => {
  it("that does not match its kind's schema is dead-lettered at once with the schema's message", async () => {
    const { user } = await createUser();
    // A renamed field, as a caller bypassing the definition would write it (sealed, as the kind stores it).
    const id = (await enqueue(db(), passwordResetJob.kind, { address: user.email }, { sealed: true }))!;
    await drainJobs();
    const dead = await jobRow(id);
    expect(dead).toMatchObject({ status: "FAILED", attempts: 1, maxAttempts: 8 });
    expect(dead.lastError).toMatch(/does not match its kind's schema/);
    expect(dead.lastError).toMatch(/email/);
    // The handler never ran, and nothing retries it.
    const tokens = await db()
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(tokens).toEqual([]);
    await db().execute(sql`update jobs set run_at = now() - interval '1 hour' where id = ${id}`);
    await drainJobs();
    expect(await jobRow(id)).toMatchObject({ status: "FAILED", attempts: 1 });
  });

  it("written through the definition parses and runs, with the kind's own options (sealed)", async () => {
    const { user } = await createUser();
    const id = (await passwordResetJob.enqueue(db(), { email: user.email }))!;
    const waiting = await jobRow(id);
    expect(waiting.payload).toHaveProperty("sealed");
    await drainJobs();
    const ran = await jobRow(id);
    expect(ran.lastError).toBeNull();
    expect(ran).toMatchObject({ status: "DONE", attempts: 1 });
    const tokens = await db()
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
  });

  it("is checked by type where it is written", async () => {
    // @ts-expect-error a locale the application does not speak
    const typed = () => resendCodeJob.enqueue(db(), { email: uniqueEmail(), locale: "xx" });
    expect(typeof typed).toBe("function");
  });
});
