// Mail jobs against a real SMTP conversation (a minimal server on a local port): while the server refuses, the
// job waits and keeps the error; once it accepts, the message goes out once, with the job's fixed Message-ID.
import net from "node:net";
import { eq, sql } from "drizzle-orm";
import { jobs } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { enqueueMail } from "@/lib/jobs/mail";
import { setupTestDb } from "../helpers/db";
import { uniqueEmail } from "../helpers/factories";
import { runQueuedJobs } from "../helpers/jobs";
import { smtpServer } from "../helpers/smtp-server";

const { db } = setupTestDb();

const { server, state } = smtpServer();
beforeAll(async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  jest.restoreAllMocks();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it("waits while the mail server refuses, then sends the message once with the job's Message-ID", async () => {
  const to = uniqueEmail("smtp");
  const id = (await enqueueMail(
    db(),
    { to, subject: "Queued through an outage", text: "Hello" },
    `smtp:${to}`,
  ))!;

  await runQueuedJobs();
  const [refused] = await db().select().from(jobs).where(eq(jobs.id, id));
  expect(refused).toMatchObject({ status: "WAITING", attempts: 1 });
  expect(refused.lastError).toContain("451");
  expect(state.received).toHaveLength(0);

  // The server accepts again; the back-off has passed.
  state.refusing = false;
  await db().execute(sql`update jobs set run_at = now() where id = ${id}`);
  await runQueuedJobs();
  await runQueuedJobs();
  expect(state.received).toHaveLength(1);
  expect(state.received[0]).toMatch(/^Subject: Queued through an outage$/m);
  expect(state.received[0]).toMatch(new RegExp(`^Message-ID: <job-${id}@apex\\.local>$`, "mi"));
  const [sent] = await db().select().from(jobs).where(eq(jobs.id, id));
  expect(sent).toMatchObject({ status: "DONE", attempts: 2 });
});
