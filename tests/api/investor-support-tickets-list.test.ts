// GET /api/support-ticket (beyond the spec): the caller's own tickets, newest first, OPEN until answered.
import { eq, sql } from "drizzle-orm";
import { GET as listRoute, POST as submitRoute } from "@/app/api/support-ticket/route";
import { supportTickets } from "@/db/schema";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();
const PATH = "/api/support-ticket";

async function submit(token: string, subject: string, priority?: string) {
  const res = await call(submitRoute, PATH, { token, body: { subject, message: "Details", priority } });
  expect(res.status).toBe(200);
  return res.body.ticket.id as number;
}

describe("GET /api/support-ticket", () => {
  it("answers 401 without a session", async () => {
    const res = await call(listRoute, PATH);
    expect(res.status).toBe(401);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it("gives a new investor an empty list", async () => {
    const { token } = await createUser();
    const res = await call(listRoute, PATH, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tickets: [] });
  });

  it("lists only the caller's tickets, newest first, with subject, message, priority, status, date and thread", async () => {
    const a = await createUser();
    const b = await createUser();
    const first = await submit(a.token, "Cannot reset my password", "high");
    await submit(b.token, "Someone else's question");
    const second = await submit(a.token, "Withdrawal pending", "urgent");
    const third = await submit(a.token, "Plan question");
    // Tickets filed in the same millisecond still come newest first; dates decide before ids do.
    await db()
      .update(supportTickets)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(supportTickets.id, third));

    const res = await call(listRoute, PATH, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.tickets.map((t: { id: number }) => t.id)).toEqual([second, first, third]);
    expect(res.body.tickets[0]).toEqual({
      id: second,
      subject: "Withdrawal pending",
      message: "Details",
      priority: "urgent",
      status: "OPEN",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      replies: [],
    });
    expect(res.body.tickets[2]).toMatchObject({ subject: "Plan question", priority: "medium" });
    // An explicit column list: nothing about the ticket beyond what the Support panel shows.
    expect(Object.keys(res.body.tickets[1]).sort()).toEqual([
      "createdAt",
      "id",
      "message",
      "priority",
      "replies",
      "status",
      "subject",
    ]);

    const others = await call(listRoute, PATH, { token: b.token });
    expect(others.body.tickets.map((t: { subject: string }) => t.subject)).toEqual([
      "Someone else's question",
    ]);
  });

  it("shows the status an administrator sets; the column takes only OPEN, ANSWERED or CLOSED", async () => {
    const a = await createUser();
    const id = await submit(a.token, "Answered soon");
    await db().update(supportTickets).set({ status: "ANSWERED" }).where(eq(supportTickets.id, id));
    const res = await call(listRoute, PATH, { token: a.token });
    expect(res.body.tickets).toEqual([expect.objectContaining({ id, status: "ANSWERED" })]);
    await expect(
      db().execute(sql`update support_tickets set status = 'DONE' where id = ${id}`),
    ).rejects.toThrow();
  });

  it("gives an administrator, who files no tickets, an empty list", async () => {
    const { token } = await createUser({ role: "ADMIN" });
    const res = await call(listRoute, PATH, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tickets: [] });
  });
});
