// The admin's support tickets. GET lists every user's tickets newest first by status and
// priority; PUT answers or closes one and audits it in the same transaction.
import { and, eq } from "drizzle-orm";
import { PUT as updateRoute } from "@/app/api/admin/support-tickets/[id]/route";
import { GET as listRoute } from "@/app/api/admin/support-tickets/route";
import { GET as ownTicketsRoute } from "@/app/api/support-ticket/route";
import { auditEntries, supportTickets } from "@/db/schema";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();

let admin: Awaited<ReturnType<typeof createUser>>;
let amy: Awaited<ReturnType<typeof createUser>>;
let raj: Awaited<ReturnType<typeof createUser>>;
const ids: Record<string, number> = {};
const at = (hour: number) => new Date(Date.UTC(2025, 4, 1, hour));

beforeAll(async () => {
  admin = await createUser({ role: "ADMIN" });
  amy = await createUser({ name: "Amy Pond", email: "amy.pond@example.com" });
  raj = await createUser({ name: "Raj Koothrappali", email: "raj@caltech.example" });
  const tickets = [
    { key: "login", userId: amy.user.id, subject: "Cannot log in", priority: "high" as const, hour: 1 },
    { key: "deposit", userId: raj.user.id, subject: "Deposit missing", priority: "urgent" as const, hour: 2 },
    { key: "question", userId: amy.user.id, subject: "Plan question", priority: "low" as const, hour: 3 },
  ];
  for (const t of tickets) {
    const [row] = await db()
      .insert(supportTickets)
      .values({
        userId: t.userId,
        subject: t.subject,
        message: `Details of ${t.subject.toLowerCase()}`,
        priority: t.priority,
        createdAt: at(t.hour),
      })
      .returning({ id: supportTickets.id });
    ids[t.key] = row.id;
  }
});

const list = (query: Record<string, string> = {}) =>
  call(listRoute, "/api/admin/support-tickets", { token: admin.token, query });
const put = (id: number | string, body: unknown, token = admin.token) =>
  call(updateRoute, `/api/admin/support-tickets/${id}`, {
    method: "PUT",
    token,
    params: { id: String(id) },
    body,
  });
const listed = (body: { tickets: { id: number }[] }) => body.tickets.map((t) => t.id);
const auditsOf = (userId: number) =>
  db()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.userId, userId), eq(auditEntries.adminId, admin.user.id)));

describe("GET /api/admin/support-tickets", () => {
  it("lists every user's tickets newest first with the author and the total", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(listed(res.body)).toEqual([ids.question, ids.deposit, ids.login]);
    expect(res.body.pagination).toEqual({ total: 3, limit: 20, offset: 0 });
    expect(res.body.tickets[1]).toEqual({
      id: ids.deposit,
      subject: "Deposit missing",
      message: "Details of deposit missing",
      priority: "urgent",
      status: "OPEN",
      createdAt: at(2).toISOString(),
      user: { id: raj.user.id, name: "Raj Koothrappali", email: "raj@caltech.example" },
      replies: [],
    });
  });

  it("pages, filters by priority and status, and searches subject, name or e-mail", async () => {
    const page = await list({ limit: "1", offset: "2" });
    expect(listed(page.body)).toEqual([ids.login]);
    expect(page.body.pagination).toEqual({ total: 3, limit: 1, offset: 2 });
    expect(listed((await list({ priority: "URGENT" })).body)).toEqual([ids.deposit]);
    expect(listed((await list({ status: "open", priority: "low" })).body)).toEqual([ids.question]);
    expect(listed((await list({ q: "deposit" })).body)).toEqual([ids.deposit]);
    expect(listed((await list({ q: "POND" })).body)).toEqual([ids.question, ids.login]);
    expect(listed((await list({ q: "caltech" })).body)).toEqual([ids.deposit]);
  });

  it("refuses an unknown status or priority and bad paging with 400", async () => {
    for (const query of <Record<string, string>[]>[
      { status: "PENDING" },
      { priority: "critical" },
      { limit: "500" },
      { offset: "x" },
    ]) {
      const res = await list(query);
      expect([query, res.status]).toEqual([query, 400]);
    }
  });
});

describe("PUT /api/admin/support-tickets/{id}", () => {
  it("answers a ticket and audits it with the session's admin, before and after", async () => {
    const res = await put(ids.login, { status: "ANSWERED" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Ticket marked as answered");
    expect(res.body.ticket).toMatchObject({
      id: ids.login,
      status: "ANSWERED",
      subject: "Cannot log in",
      user: { id: amy.user.id, name: "Amy Pond", email: "amy.pond@example.com" },
    });
    const audits = await auditsOf(amy.user.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: "TICKET_ANSWER",
      before: { status: "OPEN" },
      after: { status: "ANSWERED" },
      details: `Ticket #${ids.login}: Cannot log in`,
    });
    // The investor sees the new status in their own list.
    const own = await call(ownTicketsRoute, "/api/support-ticket", { token: amy.token });
    expect(own.body.tickets.find((t: { id: number }) => t.id === ids.login).status).toBe("ANSWERED");
  });

  it("closes a ticket; the status filter then finds it; the same status again changes and audits nothing", async () => {
    const res = await put(ids.deposit, { status: "CLOSED" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: "Ticket closed",
      ticket: { id: ids.deposit, status: "CLOSED" },
    });
    expect(listed((await list({ status: "CLOSED" })).body)).toEqual([ids.deposit]);
    const again = await put(ids.deposit, { status: "CLOSED" });
    expect(again.status).toBe(200);
    const audits = await auditsOf(raj.user.id);
    expect(audits.map((a) => a.action)).toEqual(["TICKET_CLOSE"]);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["999999", "2147483648", "abc"]) {
      const res = await put(id, { status: "CLOSED" });
      expect([id, res.status]).toEqual([id, 404]);
    }
  });

  it.each([[{ status: "OPEN" }], [{ status: "answered" }], [{ status: "DONE" }], [{}], [{ status: null }]])(
    "refuses %j with 400 and changes nothing",
    async (body) => {
      const res = await put(ids.question, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("status must be ANSWERED or CLOSED");
      const [row] = await db().select().from(supportTickets).where(eq(supportTickets.id, ids.question));
      expect(row.status).toBe("OPEN");
    },
  );

  it("is refused to an investor, even for their own ticket", async () => {
    const res = await put(ids.question, { status: "CLOSED" }, amy.token);
    expect(res.status).toBe(403);
  });
});
