import { POST as signup } from "@/app/api/auth/signup/route";
import { setupTestDb } from "../helpers/db";
import { uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";
import { users } from "@/db/schema";
import { eq } from "drizzle-orm";
import { mailedTo } from "../helpers/jobs";

const { db } = setupTestDb();

const valid = () => ({
  name: "Ada Lovelace",
  email: uniqueEmail("ada"),
  phone: "+1 202 555 0123",
  password: "analytical-engine",
  confirmPassword: "analytical-engine",
});

describe("POST /api/auth/signup", () => {
  it("creates an unverified investor and mails a six-digit code", async () => {
    const input = valid();
    const res = await call(signup, "/api/auth/signup", { body: input });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    expect(res.body.createdUser).toMatchObject({
      email: input.email,
      name: "Ada Lovelace",
      isVerified: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/hash/i);
    const [mail] = await mailedTo(input.email);
    expect(mail.text).toMatch(/\b\d{6}\b/);
  });

  it("refuses mismatched passwords on confirmPassword and writes nothing", async () => {
    const input = { ...valid(), confirmPassword: "something-else" };
    const res = await call(signup, "/api/auth/signup", { body: input });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: "confirmPassword", message: "Passwords do not match" });
    expect(await db().select().from(users).where(eq(users.email, input.email))).toHaveLength(0);
  });

  it("answers 409 for a taken e-mail, whatever its case", async () => {
    const input = valid();
    expect((await call(signup, "/api/auth/signup", { body: input })).status).toBe(200);
    const again = await call(signup, "/api/auth/signup", {
      body: { ...input, email: input.email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].path).toBe("email");
  });

  it.each([
    ["malformed JSON", { rawBody: "{not json" }],
    ["an empty body", { body: {} }],
    ["a short password", { body: { ...valid(), password: "short", confirmPassword: "short" } }],
    ["a bad e-mail", { body: { ...valid(), email: "not-an-email" } }],
    ["a 16-digit phone", { body: { ...valid(), phone: "+1234567890123456" } }],
    ["wrong types", { body: { ...valid(), name: 42 } }],
  ])("answers 400 with a message for %s", async (_label, opts) => {
    const res = await call(signup, "/api/auth/signup", opts);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
  });
});
