// A support ticket's thread: support replies (POST /api/admin/support-tickets/{id}/replies), the investor
// reads it in GET /api/support-ticket and answers (POST /api/support-ticket/{id}/replies); the status follows
// the thread, the investor is notified and mailed, and nobody writes on a ticket that is not theirs.
import { and, eq } from "drizzle-orm";
import { POST as adminReplyRoute } from "@/app/api/admin/support-tickets/[id]/replies/route";
import { PUT as updateRoute } from "@/app/api/admin/support-tickets/[id]/route";
import { GET as adminListRoute } from "@/app/api/admin/support-tickets/route";
import { GET as notificationsRoute } from "@/app/api/notifications/route";
import { POST as investorReplyRoute } from "@/app/api/support-ticket/[id]/replies/route";
import { GET as ownTicketsRoute, POST as submitRoute } from "@/app/api/support-ticket/route";
import { auditEntries, notifications, supportTicketReplies, supportTickets } from "@/db/schema";
import { ROUTE_TABLE } from "@/lib/api/route-table";
import { readOutbox } from "@/lib/email/send-mail";
import { env } from "@/lib/env";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { runQueuedJobs } from "../helpers/jobs";

const { db } = setupTestDb();

type Caller = Awaited<ReturnType<typeof createUser>>;
let admin: Caller;

beforeAll(async () => {
  jest.spyOn(console, "log").mockImplementation(() => {});
  admin = await createUser({ role: "ADMIN" });
});
afterAll(() => jest.restoreAllMocks());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function openTicket(owner: Caller, subject = `Withdrawal stuck ${owner.user.id}`) {
  const res = await call(submitRoute, "/api/support-ticket", {
    token: owner.token,
    body: { subject, message: "My withdrawal has been pending for 3 days.", priority: "high" },
  });
  expect(res.status).toBe(200);
  return res.body.ticket.id as number;
}

const adminReply = (id: number | string, body: unknown, token = admin.token) =>
  call(adminReplyRoute, `/api/admin/support-tickets/${id}/replies`, {
    token,
    params: { id: String(id) },
    body,
  });
const investorReply = (id: number | string, body: unknown, token: string) =>
  call(investorReplyRoute, `/api/support-ticket/${id}/replies`, { token, params: { id: String(id) }, body });
const ownTickets = async (owner: Caller) => {
  const res = await call(ownTicketsRoute, "/api/support-ticket", { token: owner.token });
  expect(res.status).toBe(200);
  return res.body.tickets as { id: number; status: string; replies: unknown[] }[];
};
const statusOf = async (id: number) =>
  (await db().select().from(supportTickets).where(eq(supportTickets.id, id)))[0].status;
const repliesOf = (id: number) =>
  db().select().from(supportTicketReplies).where(eq(supportTicketReplies.ticketId, id));
const answerSchema = (path: string) =>
  ROUTE_TABLE.find((r) => r.method === "POST" && r.path === path)!.response!;

describe("an administrator's reply", () => {
  it("reaches the investor: thread, ANSWERED, a notification and an e-mail, audited", async () => {
    const amy = await createUser({ name: "Amy Pond" });
    const id = await openTicket(amy, "Withdrawal stuck");
    const res = await adminReply(id, {
      message: "  We released it today.\nIt should arrive within 24 hours. ",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Reply sent",
      reply: {
        id: expect.any(Number),
        from: "ADMIN",
        message: "We released it today.\nIt should arrive within 24 hours.",
        createdAt: expect.stringMatching(ISO),
      },
      ticket: { id, status: "ANSWERED" },
    });
    // The answer is exactly what the OpenAPI document declares.
    expect(answerSchema("/api/admin/support-tickets/[id]/replies").parse(res.body)).toEqual(res.body);

    const [ticket] = await ownTickets(amy);
    expect(ticket).toEqual({
      id,
      subject: "Withdrawal stuck",
      message: "My withdrawal has been pending for 3 days.",
      priority: "high",
      status: "ANSWERED",
      createdAt: expect.stringMatching(ISO),
      replies: [res.body.reply],
    });

    const bell = await call(notificationsRoute, "/api/notifications", { token: amy.token });
    expect(bell.body).toContainEqual(
      expect.objectContaining({
        title: "Support replied to your ticket",
        content: expect.stringContaining('"Withdrawal stuck"'),
        read: false,
      }),
    );
    await runQueuedJobs();
    const [mail] = await readOutbox(amy.user.email);
    expect(mail.subject).toBe(`Re: [Support #${id}] Withdrawal stuck`);
    expect(mail.text).toContain("Hello Amy Pond");
    expect(mail.text).toContain("We released it today.\nIt should arrive within 24 hours.");

    const audits = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.userId, amy.user.id), eq(auditEntries.adminId, admin.user.id)));
    expect(audits).toEqual([
      expect.objectContaining({
        action: "TICKET_REPLY",
        details: `Reply to ticket #${id}: Withdrawal stuck`,
        before: { status: "OPEN" },
        after: { status: "ANSWERED" },
      }),
    ]);
  });

  it("may answer any ticket, a closed one too, which it turns ANSWERED", async () => {
    const raj = await createUser();
    const id = await openTicket(raj);
    expect(
      (
        await call(updateRoute, `/api/admin/support-tickets/${id}`, {
          method: "PUT",
          token: admin.token,
          params: { id: String(id) },
          body: { status: "CLOSED" },
        })
      ).status,
    ).toBe(200);
    const res = await adminReply(id, { message: "Reopening: one more thing." });
    expect(res.status).toBe(200);
    expect(await statusOf(id)).toBe("ANSWERED");
  });

  it("is refused to an investor, even on their own ticket (403), and to nobody signed in (401)", async () => {
    const amy = await createUser();
    const id = await openTicket(amy);
    expect((await adminReply(id, { message: "I am support" }, amy.token)).status).toBe(403);
    expect(
      (
        await call(adminReplyRoute, `/api/admin/support-tickets/${id}/replies`, {
          params: { id: String(id) },
          body: { message: "Anyone" },
        })
      ).status,
    ).toBe(401);
    expect(await repliesOf(id)).toEqual([]);
    expect(await statusOf(id)).toBe("OPEN");
  });

  it("answers 404 for an unknown or malformed ticket id", async () => {
    for (const id of ["999999", "2147483648", "abc", "0"]) {
      const res = await adminReply(id, { message: "Hello" });
      expect([id, res.status]).toEqual([id, 404]);
    }
  });
});

describe("the investor's answer", () => {
  it("joins the thread oldest first, reopens the ticket and mails support; both sides see it", async () => {
    const amy = await createUser({ name: "Amy Pond" });
    const id = await openTicket(amy, "Bonus question");
    const first = await adminReply(id, { message: "Which bonus do you mean?" });
    const res = await investorReply(id, { message: "The sign-up bonus." }, amy.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Reply sent",
      reply: {
        id: expect.any(Number),
        from: "INVESTOR",
        message: "The sign-up bonus.",
        createdAt: expect.stringMatching(ISO),
      },
      ticket: { id, status: "OPEN" },
    });
    expect(answerSchema("/api/support-ticket/[id]/replies").parse(res.body)).toEqual(res.body);
    const third = await adminReply(id, { message: "It is credited after the first deposit." });

    const [ticket] = await ownTickets(amy);
    expect(ticket.status).toBe("ANSWERED");
    expect(ticket.replies).toEqual([first.body.reply, res.body.reply, third.body.reply]);

    const list = await call(adminListRoute, "/api/admin/support-tickets", {
      token: admin.token,
      query: { q: "Bonus question" },
    });
    expect(list.body.tickets).toEqual([
      expect.objectContaining({
        id,
        status: "ANSWERED",
        replies: [first.body.reply, res.body.reply, third.body.reply],
      }),
    ]);

    await runQueuedJobs();
    const mail = (await readOutbox(env().ADMIN_EMAIL)).find((m) => m.text.includes("The sign-up bonus."));
    expect(mail?.subject).toBe(`Re: [Support #${id}] [high] Bonus question`);
    expect(mail?.text).toContain(amy.user.email);
    // Support hears of it by mail; the investor's own answer does not ring their bell.
    const notices = await db().select().from(notifications).where(eq(notifications.userId, amy.user.id));
    expect(notices.map((n) => n.title)).toEqual([
      "Support replied to your ticket",
      "Support replied to your ticket",
    ]);
  });

  it("keeps an OPEN ticket OPEN, and lists replies written in one millisecond by id", async () => {
    const amy = await createUser();
    const id = await openTicket(amy);
    const a = await investorReply(id, { message: "Any news?" }, amy.token);
    expect(a.status).toBe(200);
    expect(await statusOf(id)).toBe("OPEN");
    const at = new Date(Date.UTC(2030, 0, 1));
    await db()
      .update(supportTicketReplies)
      .set({ createdAt: at })
      .where(eq(supportTicketReplies.ticketId, id));
    await investorReply(id, { message: "Still waiting." }, amy.token);
    await db()
      .update(supportTicketReplies)
      .set({ createdAt: at })
      .where(eq(supportTicketReplies.ticketId, id));
    const [ticket] = await ownTickets(amy);
    expect(ticket.replies.map((r) => (r as { message: string }).message)).toEqual([
      "Any news?",
      "Still waiting.",
    ]);
  });

  it("is refused on a closed ticket with 409 TICKET_CLOSED, and nothing is written", async () => {
    const amy = await createUser();
    const id = await openTicket(amy);
    await db().update(supportTickets).set({ status: "CLOSED" }).where(eq(supportTickets.id, id));
    const res = await investorReply(id, { message: "But wait" }, amy.token);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: "This ticket is closed. Please submit a new ticket if you need more help.",
      code: "TICKET_CLOSED",
    });
    expect(await repliesOf(id)).toEqual([]);
    expect(await statusOf(id)).toBe("CLOSED");
  });

  it("cannot reach another user's ticket: 404 as for one that does not exist, nothing written", async () => {
    const amy = await createUser();
    const raj = await createUser();
    const id = await openTicket(amy);
    const res = await investorReply(id, { message: "Not mine" }, raj.token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Support ticket not found");
    // An administrator on the investor's route only reaches tickets they filed themselves.
    expect((await investorReply(id, { message: "Not mine" }, admin.token)).status).toBe(404);
    for (const bad of ["999999", "2147483648", "-1", "x"])
      expect([bad, (await investorReply(bad, { message: "Hi" }, raj.token)).status]).toEqual([bad, 404]);
    expect(await repliesOf(id)).toEqual([]);
    expect((await ownTickets(raj)).length).toBe(0);
    expect(
      await call(investorReplyRoute, `/api/support-ticket/${id}/replies`, {
        params: { id: String(id) },
        body: { message: "x" },
      }).then((r) => r.status),
    ).toBe(401);
  });
});

describe("a reply's message", () => {
  const long = "x".repeat(5000);
  it.each([
    ["blank", { message: " \n\t " }, 400],
    ["missing", {}, 400],
    ["a number", { message: 42 }, 400],
    ["over 5,000 characters", { message: `${long}y` }, 400],
    ["holding a NUL byte", { message: "Hello\u0000world" }, 400],
  ])("is refused when %s, on both routes, and nothing is written", async (_label, body, status) => {
    const amy = await createUser();
    const id = await openTicket(amy);
    const fromAdmin = await adminReply(id, body);
    const fromInvestor = await investorReply(id, body, amy.token);
    expect([fromAdmin.status, fromInvestor.status]).toEqual([status, status]);
    expect(fromAdmin.body.message).toEqual(expect.any(String));
    expect(fromInvestor.body.errors?.[0]?.path).toBe("message");
    expect(await repliesOf(id)).toEqual([]);
    expect(await statusOf(id)).toBe("OPEN");
  });

  it("may be 5,000 characters of three-byte text (within the 32 kB body cap), not a body over it", async () => {
    const amy = await createUser();
    const id = await openTicket(amy);
    expect((await investorReply(id, { message: "€".repeat(5000) }, amy.token)).status).toBe(200);
    const huge = await investorReply(id, { message: "x".repeat(40 * 1024) }, amy.token);
    expect(huge.status).toBe(413);
    expect(await repliesOf(id)).toHaveLength(1);
  });
});

it("limits one investor to 30 replies an hour (each mails support)", async () => {
  const amy = await createUser();
  const id = await openTicket(amy);
  for (let i = 0; i < 30; i++)
    expect((await investorReply(id, { message: `Ping ${i}` }, amy.token)).status).toBe(200);
  const res = await investorReply(id, { message: "One more" }, amy.token);
  expect(res.status).toBe(429);
  expect(await repliesOf(id)).toHaveLength(30);
});
