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
});
