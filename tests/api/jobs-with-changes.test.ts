// The app's background work is queued with the change that causes it: a change refused or rolled back queues
// nothing, a committed one queues its work once, and the work happens only when the jobs run.
import { randomBytes } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { jobs, notifications, sessions, supportTickets, users } from "@/db/schema";
import { startSession } from "@/lib/auth/start-session";
import { readOutbox } from "@/lib/email/send-mail";
import { replyToTicket } from "@/lib/support/reply-to-ticket";
import { submitSupportTicket } from "@/lib/support/submit-ticket";
import { setupTestDb } from "../helpers/db";
import { createUser, signedInToken, uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";
import { runQueuedJobs } from "../helpers/jobs";
import { freshIp } from "./auth-helpers";

const { db } = setupTestDb();

beforeAll(() => jest.spyOn(console, "log").mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

const mailJobs = async () => (await db().select({ n: count() }).from(jobs).where(eq(jobs.kind, "mail")))[0].n;

it("a sign-up refused for a taken address queues no mail", async () => {
  const taken = (await createUser()).user.email;
  await runQueuedJobs();
  const before = await mailJobs();
  const res = await call(signupRoute, "/api/auth/signup", {
    body: {
      name: "Second Comer",
      email: taken,
      phone: "+1 202 555 0199",
      password: "analytical-engine",
      confirmPassword: "analytical-engine",
    },
    headers: freshIp(),
  });
  expect(res.status).toBe(409);
  expect(await mailJobs()).toBe(before);
});

it("a reply refused on a closed ticket queues no mail to support", async () => {
  const investor = (await createUser()).user;
  const admin = (await createUser({ role: "ADMIN" })).user;
  const { ticket } = await submitSupportTicket(investor, {
    subject: `Closed ${randomBytes(3).toString("hex")}`,
    message: "Please help",
    priority: "medium",
  });
  await db().update(supportTickets).set({ status: "CLOSED" }).where(eq(supportTickets.id, ticket.id));
  const before = await mailJobs();
  await expect(
    replyToTicket({
      ticketId: ticket.id,
      author: { id: investor.id, side: "INVESTOR" },
      input: { message: "Hello?" },
    }),
  ).rejects.toMatchObject({ status: 409 });
  expect(await mailJobs()).toBe(before);
  // Support's own reply on it is accepted, and mails the investor once the jobs run.
  await replyToTicket({
    ticketId: ticket.id,
    author: { id: admin.id, side: "ADMIN" },
    input: { message: "Done" },
  });
  expect(await mailJobs()).toBe(before + 1);
  expect(await readOutbox(investor.email)).toHaveLength(0);
  await runQueuedJobs();
  expect((await readOutbox(investor.email)).filter((m) => m.text.includes("Done"))).toHaveLength(1);
});

it("a sign-in queues its notice with the session; the bell and the mail come once, when the jobs run", async () => {
  const { user } = await createUser({ email: uniqueEmail("notice") });
  await db().update(users).set({ loginNotifications: true }).where(eq(users.id, user.id));
  // An earlier session from another device, so this sign-in is from a new one.
  await signedInToken(user, {
    userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0",
  });
  await startSession(
    { id: user.id, role: "INVESTOR", tokenVersion: user.tokenVersion, email: user.email },
    { ip: "203.0.113.9", userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36" },
  );
  const [session] = await db()
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), eq(sessions.ip, "203.0.113.9")));
  const queued = await db()
    .select()
    .from(jobs)
    .where(eq(jobs.dedupeKey, `sign-in-notice:${session.id}`));
  expect(queued).toHaveLength(1);
  const notices = () => db().select().from(notifications).where(eq(notifications.userId, user.id));
  expect(await notices()).toHaveLength(0);
  await Promise.all([runQueuedJobs(), runQueuedJobs()]);
  await runQueuedJobs();
  expect(await notices()).toHaveLength(1);
  expect(await readOutbox(user.email)).toHaveLength(1);
});
