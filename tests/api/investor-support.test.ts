import { eq } from "drizzle-orm";
import { POST as ticketRoute } from "@/app/api/support-ticket/route";
import { supportTickets } from "@/db/schema";
import { env } from "@/lib/env";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { mailedTo } from "../helpers/jobs";

const { db } = setupTestDb();

const ticketsOf = (userId: number) =>
  db().select().from(supportTickets).where(eq(supportTickets.userId, userId));

describe("POST /api/support-ticket", () => {
  it("stores the caller's ticket and e-mails support", async () => {
    const a = await createUser();
    const subject = `Withdrawal stuck ${a.user.id}`;
    const res = await call(ticketRoute, "/api/support-ticket", {
      token: a.token,
      body: {
        subject: `  ${subject} `,
        message: "My withdrawal has been pending for 3 days.",
        priority: "high",
        userId: a.user.id,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Support ticket submitted successfully! We will get back to you soon.");
    const [row] = await ticketsOf(a.user.id);
    expect(res.body.ticket).toEqual({ id: row.id });
    expect(row).toMatchObject({
      subject,
      message: "My withdrawal has been pending for 3 days.",
      priority: "high",
    });
    const mail = (await mailedTo(env().ADMIN_EMAIL)).find((m) => m.subject.includes(subject));
    expect(mail?.subject).toContain(`#${row.id}`);
    expect(mail?.text).toContain(a.user.email);
  });

  it("defaults the priority to medium", async () => {
    const a = await createUser();
    await call(ticketRoute, "/api/support-ticket", {
      token: a.token,
      body: { subject: "Question", message: "How do plans work?" },
    });
    const [row] = await ticketsOf(a.user.id);
    expect(row.priority).toBe("medium");
  });

  it("files the ticket as the session user whatever userId the body names", async () => {
    const a = await createUser();
    const b = await createUser();
    const res = await call(ticketRoute, "/api/support-ticket", {
      token: a.token,
      body: { subject: "Spoof", message: "In someone else's name", userId: b.user.id },
    });
    expect(res.status).toBe(200);
    expect(await ticketsOf(b.user.id)).toHaveLength(0);
    expect(await ticketsOf(a.user.id)).toHaveLength(1);
  });

  it.each([
    ["a blank subject", { subject: "   ", message: "Help" }, "Please fill in all required fields"],
    ["a blank message", { subject: "Help", message: "\n\t " }, "Please fill in all required fields"],
    ["a missing message", { subject: "Help" }, "Please fill in all required fields"],
    ["a number subject", { subject: 7, message: "Help" }, "Please fill in all required fields"],
    ["an unknown priority", { subject: "Help", message: "Help", priority: "critical" }, undefined],
    ["an over-long subject", { subject: "x".repeat(201), message: "Help" }, undefined],
  ])("answers 400 for %s and stores nothing", async (_label, body, message) => {
    const a = await createUser();
    const res = await call(ticketRoute, "/api/support-ticket", { token: a.token, body });
    expect(res.status).toBe(400);
    expect(res.body.errors.length).toBeGreaterThan(0);
    if (message) expect(res.body.message).toBe(message);
    expect(await ticketsOf(a.user.id)).toHaveLength(0);
  });

  it("answers 400 to malformed JSON and stores nothing", async () => {
    const a = await createUser();
    const res = await call(ticketRoute, "/api/support-ticket", { token: a.token, rawBody: "{subject:" });
    expect(res.status).toBe(400);
    expect(await ticketsOf(a.user.id)).toHaveLength(0);
  });

  it("limits one account to ten tickets an hour", async () => {
    const a = await createUser();
    const body = { subject: "Again", message: "Again" };
    for (let i = 0; i < 10; i++)
      expect((await call(ticketRoute, "/api/support-ticket", { token: a.token, body })).status).toBe(200);
    const res = await call(ticketRoute, "/api/support-ticket", { token: a.token, body });
    expect(res.status).toBe(429);
    expect(await ticketsOf(a.user.id)).toHaveLength(10);
  });
});
