import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { POST as contact } from "@/app/api/contact/route";
import { contactMessages, jobs } from "@/db/schema";
import { env, resetEnvCache } from "@/lib/env";
import { LIMITS } from "@/lib/rate-limit";
import { setupTestDb } from "../helpers/db";
import { uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";
import { fromPeer } from "./auth-helpers";
import { mailedTo, runQueuedJobs } from "../helpers/jobs";

const { db } = setupTestDb();

// The outbox transport logs every message; the assertions read the outbox instead.
beforeAll(() => jest.spyOn(console, "log").mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

const tag = () => randomBytes(4).toString("hex");
let ipCounter = 0;
const uniqueIp = () => fromPeer(`198.51.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`);

const valid = () => ({
  name: "Grace Hopper",
  email: uniqueEmail("grace"),
  subject: `Question about plans ${tag()}`,
  message: "Can I move my Premium plan to Enterprise later?",
});

const rowsWithSubject = (subject: string) =>
  db().select().from(contactMessages).where(eq(contactMessages.subject, subject));

describe("POST /api/contact", () => {
  it("stores the message, mails the support inbox and answers with the spec's banner text", async () => {
    const input = valid();
    const res = await call(contact, "/api/contact", { body: input, headers: uniqueIp() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Message sent successfully! We'll get back to you soon." });

    const rows = await rowsWithSubject(input.subject);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: input.name, email: input.email, message: input.message });

    const mail = (await mailedTo(env().ADMIN_EMAIL)).find((m) => m.subject.includes(input.subject));
    expect(mail).toBeDefined();
    expect(mail!.text).toContain(input.email);
    expect(mail!.text).toContain(input.message);
  });

  it("trims every field and folds the subject onto one line", async () => {
    const t = tag();
    const res = await call(contact, "/api/contact", {
      body: {
        name: "  Alan  ",
        email: "  alan@example.com ",
        subject: ` Line one\r\nBcc: x@y.z ${t} `,
        message: "\n hi \n",
      },
      headers: uniqueIp(),
    });
    expect(res.status).toBe(200);
    const [row] = await rowsWithSubject(`Line one Bcc: x@y.z ${t}`);
    expect(row).toMatchObject({ name: "Alan", email: "alan@example.com", message: "hi" });
  });

  it.each([
    ["an empty body", {}, "name"],
    ["a blank name", { name: "   " }, "name"],
    ["a bad e-mail", { email: "not-an-email" }, "email"],
    ["a missing subject", { subject: undefined }, "subject"],
    ["a blank message", { message: " \n " }, "message"],
    ["an over-long message", { message: "x".repeat(5001) }, "message"],
    ["an over-long subject", { subject: "s".repeat(201) }, "subject"],
    ["a number for a name", { name: 42 }, "name"],
  ])("answers 400 for %s, names the field and writes nothing", async (_label, patch, path) => {
    const before = await db().select().from(contactMessages);
    const body = Object.keys(patch).length ? { ...valid(), ...patch } : {};
    const res = await call(contact, "/api/contact", { body, headers: uniqueIp() });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await db().select().from(contactMessages)).toHaveLength(before.length);
  });

  it("answers 400 for malformed JSON", async () => {
    const res = await call(contact, "/api/contact", { rawBody: "{nope", headers: uniqueIp() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Request body must be valid JSON");
  });

  it("rate-limits one IP after its hourly allowance, without storing the refused message", async () => {
    const headers = fromPeer("203.0.113.7");
    for (let i = 0; i < LIMITS.contactPerIp.limit; i++) {
      expect((await call(contact, "/api/contact", { body: valid(), headers })).status).toBe(200);
    }
    const refused = valid();
    const res = await call(contact, "/api/contact", { body: refused, headers });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowsWithSubject(refused.subject)).toHaveLength(0);
    // Another address is not affected.
    expect((await call(contact, "/api/contact", { body: valid(), headers: uniqueIp() })).status).toBe(200);
  });

  it("keeps the message and retries its mail while the support inbox cannot be reached", async () => {
    const quiet = jest.spyOn(console, "error").mockImplementation(() => {});
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    resetEnvCache();
    const input = valid();
    try {
      const res = await call(contact, "/api/contact", { body: input, headers: uniqueIp() });
      expect(res.status).toBe(200);
      expect(await rowsWithSubject(input.subject)).toHaveLength(1);
      await runQueuedJobs();
    } finally {
      delete process.env.SMTP_URL;
      resetEnvCache();
      quiet.mockRestore();
    }
    const [row] = await rowsWithSubject(input.subject);
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `mail:contact:${row.id}`));
    expect(job).toMatchObject({ status: "WAITING", attempts: 1 });
    expect(job.lastError).toMatch(/ECONNREFUSED|connect/i);
    // The inbox is back and the back-off has passed: the message arrives once.
    await db()
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job.id));
    const mails = (await mailedTo(env().ADMIN_EMAIL)).filter((m) => m.subject.includes(input.subject));
    expect(mails).toHaveLength(1);
  });
});
