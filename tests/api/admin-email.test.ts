import { eq, like } from "drizzle-orm";
import { POST as emailRoute } from "@/app/api/email/route";
import { auditEntries, jobs } from "@/db/schema";
import { sendAdminEmail } from "@/lib/admin/send-email";
import { setupTestDb } from "../helpers/db";
import { createUser, uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";
import { mailedTo } from "../helpers/jobs";

const { db } = setupTestDb();

beforeAll(() => jest.spyOn(console, "log").mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser({ role: "ADMIN" });
});

const send = (body: unknown) => call(emailRoute, "/api/email", { token: admin.token, body });

describe("POST /api/email", () => {
  it("sends one message per recipient and audits the send", async () => {
    const a = uniqueEmail("mail-a");
    const b = uniqueEmail("mail-b");
    const res = await send({
      recipients: [a, b.toUpperCase(), a],
      subject: "Quarterly update",
      body: "Hello investors",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Email sent to 2 recipient(s)");
    for (const to of [a, b]) {
      const [mail] = await mailedTo(to);
      expect(mail).toMatchObject({ to: [to], subject: "Quarterly update", text: "Hello investors" });
    }
    const [audit] = await db().select().from(auditEntries).where(eq(auditEntries.action, "EMAIL_SENT"));
    expect(audit.adminId).toBe(admin.user.id);
  });

  it.each([
    ["no subject", { recipients: ["x@example.com"], body: "b" }, "Please enter email subject and body"],
    [
      "a blank body",
      { recipients: ["x@example.com"], subject: "s", body: "   " },
      "Please enter email subject and body",
    ],
    ["no recipients", { recipients: [], subject: "s", body: "b" }, "Please select at least one recipient"],
    ["recipients missing", { subject: "s", body: "b" }, "Please select at least one recipient"],
    [
      "a bad address",
      { recipients: ["not-an-email"], subject: "s", body: "b" },
      "Every recipient must be a valid e-mail address",
    ],
  ])("refuses %s with 400 and sends nothing", async (_label, body, message) => {
    const before = (await db().select().from(auditEntries)).length;
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await db().select().from(auditEntries)).toHaveLength(before);
  });

  it("refuses more than 500 recipients", async () => {
    const recipients = Array.from({ length: 501 }, (_, i) => `r${i}@example.com`);
    expect((await send({ recipients, subject: "s", body: "b" })).status).toBe(400);
  });

  it("keeps the subject on one line: a CR/LF cannot add a header", async () => {
    const to = uniqueEmail("mail-crlf");
    const res = await send({
      recipients: [to],
      subject: "Update\r\nBcc: everyone@example.com\r\n\r\nInjected",
      body: "Hello",
    });
    expect(res.status).toBe(200);
    const [mail] = await mailedTo(to);
    expect(mail.subject).toBe("Update Bcc: everyone@example.com Injected");
    expect(mail.to).toEqual([to]);
    expect(await mailedTo("everyone@example.com")).toEqual([]);
  });
});

describe("POST /api/email when the database fails", () => {
  let logged: jest.SpyInstance;
  beforeEach(() => (logged = jest.spyOn(console, "error").mockImplementation(() => {})));
  afterEach(() => logged.mockRestore());

  /** Makes the next write of the audit row throw, as a lost connection would. */
  function failAuditInsert() {
    const original = Object.getPrototypeOf(db()).transaction;
    return jest.spyOn(db(), "transaction").mockImplementation((async (
      fn: (tx: unknown) => Promise<unknown>,
    ) =>
      original.call(db(), async (tx: { insert: (table: unknown) => unknown }) => {
        const insert = tx.insert.bind(tx);
        tx.insert = (table: unknown) => {
          if (table === auditEntries) throw new Error("connection lost");
          return insert(table);
        };
        return fn(tx);
      })) as never);
  }

  it("queues nothing when the audit row cannot be written, so a retry mails nobody twice", async () => {
    const to = uniqueEmail("mail-first");
    const spy = failAuditInsert();
    try {
      // Called below the route: the route's answer to an unexpected failure is the shared 500.
      await expect(
        sendAdminEmail(admin.user.id, { recipients: [to], subject: "Recorded first", body: "Hello" }),
      ).rejects.toThrow("connection lost");
    } finally {
      spy.mockRestore();
    }
    expect(await mailedTo(to)).toEqual([]);
    // The retry sends it once.
    expect((await send({ recipients: [to], subject: "Recorded first", body: "Hello" })).status).toBe(200);
    expect(await mailedTo(to)).toHaveLength(1);
  });

  it("records the send with the mails it queued, one job per recipient", async () => {
    const a = uniqueEmail("mail-outcome");
    const b = uniqueEmail("mail-outcome");
    expect((await send({ recipients: [a, b], subject: "Outcome", body: "Hello" })).status).toBe(200);
    const rows = await db().select().from(auditEntries).where(eq(auditEntries.action, "EMAIL_SENT"));
    const row = rows.find((r) => String(r.details).startsWith('"Outcome"'))!;
    expect(row.status).toBe("COMPLETED");
    expect(row.after).toEqual({ subject: "Outcome", recipients: [a, b] });
    const queued = await db()
      .select()
      .from(jobs)
      .where(like(jobs.dedupeKey, `mail:admin-mail:${row.id}:%`));
    expect(queued).toHaveLength(2);
    expect(await mailedTo(a)).toHaveLength(1);
    expect(await mailedTo(b)).toHaveLength(1);
  });
});
