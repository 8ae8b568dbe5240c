import { eq } from "drizzle-orm";
import { POST as emailRoute } from "@/app/api/email/route";
import { auditEntries } from "@/db/schema";
import { readOutbox } from "@/lib/email/send-mail";
import { setupTestDb } from "../helpers/db";
import { createUser, uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";

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
      const [mail] = await readOutbox(to);
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
    const [mail] = await readOutbox(to);
    expect(mail.subject).toBe("Update Bcc: everyone@example.com Injected");
    expect(mail.to).toEqual([to]);
    expect(await readOutbox("everyone@example.com")).toEqual([]);
  });
});

describe("POST /api/email when the database fails", () => {
  let logged: jest.SpyInstance;
  beforeEach(() => (logged = jest.spyOn(console, "error").mockImplementation(() => {})));
  afterEach(() => logged.mockRestore());

  /** Makes the next write of `kind` to the audit table throw, as a lost connection would. */
  function failAuditWrite(kind: "insert" | "update") {
    const database = db();
    const original = database[kind].bind(database) as (table: unknown) => unknown;
    const spy = jest.spyOn(database, kind).mockImplementation(((table: unknown) => {
      if (table === auditEntries) throw new Error("connection lost");
      return original(table);
    }) as never);
    return spy;
  }

  it("sends nothing when the audit row cannot be written, so a retry mails nobody twice", async () => {
    const to = uniqueEmail("mail-first");
    const spy = failAuditWrite("insert");
    try {
      const res = await send({ recipients: [to], subject: "Recorded first", body: "Hello" });
      expect(res.status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await readOutbox(to)).toEqual([]);
    // The retry sends it once.
    expect((await send({ recipients: [to], subject: "Recorded first", body: "Hello" })).status).toBe(200);
    expect(await readOutbox(to)).toHaveLength(1);
  });

  it("answers the send's outcome even if the audit row cannot be completed afterwards", async () => {
    const to = uniqueEmail("mail-after");
    const spy = failAuditWrite("update");
    try {
      const res = await send({ recipients: [to], subject: "Sent anyway", body: "Hello" });
      expect(res.status).toBe(200);
      expect(res.body.sent).toBe(1);
    } finally {
      spy.mockRestore();
    }
    expect(await readOutbox(to)).toHaveLength(1);
    const rows = await db().select().from(auditEntries).where(eq(auditEntries.action, "EMAIL_SENT"));
    const row = rows.find((r) => String(r.details).startsWith('"Sent anyway"'))!;
    expect(row.status).toBe("PENDING");
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("kept PENDING"));
  });

  it("records the outcome on the row written before sending", async () => {
    const to = uniqueEmail("mail-outcome");
    expect((await send({ recipients: [to], subject: "Outcome", body: "Hello" })).status).toBe(200);
    const rows = await db().select().from(auditEntries).where(eq(auditEntries.action, "EMAIL_SENT"));
    const row = rows.find((r) => String(r.details).startsWith('"Outcome"'))!;
    expect(row).toMatchObject({ status: "COMPLETED", details: '"Outcome" to 1 of 1 recipient(s)' });
    expect(row.after).toEqual({ subject: "Outcome", sent: [to], failed: [] });
  });
});
