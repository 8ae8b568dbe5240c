import { eq } from "drizzle-orm";
import { POST as resendRoute } from "@/app/api/auth/resend-code/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { POST as verifyRoute } from "@/app/api/auth/verify-email/route";
import { emailVerificationCodes, users } from "@/db/schema";
import { readOutbox } from "@/lib/email/send-mail";
import { setupTestDb } from "../helpers/db";
import { createUser, uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";
import { freshIp, mailedCode } from "./auth-helpers";
import { runQueuedJobs } from "../helpers/jobs";

const { db } = setupTestDb();

const verify = (body: unknown, headers = freshIp()) =>
  call(verifyRoute, "/api/auth/verify-email", { body, headers });
// The code is mailed after the answer (a queued job); the helper runs it.
const resend = async (body: unknown, headers = freshIp()) => {
  const res = await call(resendRoute, "/api/auth/resend-code", { body, headers });
  await runQueuedJobs();
  return res;
};
const INVALID = {
  message: "Invalid verification code. Please try again.",
  code: "INVALID_VERIFICATION_CODE_PLEASE_TRY_AGAIN",
};

async function signUp(email = uniqueEmail("new")) {
  const res = await call(signupRoute, "/api/auth/signup", {
    body: {
      name: "New User",
      email,
      phone: "+12025550123",
      password: "new-user-pass",
      confirmPassword: "new-user-pass",
    },
    headers: freshIp(),
  });
  expect(res.status).toBe(200);
  return email;
}

const verifiedAt = async (email: string) =>
  (await db().select().from(users).where(eq(users.email, email)))[0].emailVerifiedAt;

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/auth/verify-email", () => {
  it("verifies the e-mail with the mailed code", async () => {
    const email = await signUp();
    const res = await verify({ email, code: await mailedCode(email) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Email verified successfully" });
    expect(await verifiedAt(email)).toBeInstanceOf(Date);
  });

  it("accepts a code only once", async () => {
    const email = await signUp();
    const code = await mailedCode(email);
    expect((await verify({ email, code })).status).toBe(200);
    const again = await verify({ email, code });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID);
  });

  it("refuses a wrong code and leaves the address unverified", async () => {
    const email = await signUp();
    const res = await verify({ email, code: wrongCode(await mailedCode(email)) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
    expect(await verifiedAt(email)).toBeNull();
  });

  it("refuses an expired code", async () => {
    const email = await signUp();
    const [user] = await db().select().from(users).where(eq(users.email, email));
    await db()
      .update(emailVerificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationCodes.userId, user.id));
    const res = await verify({ email, code: await mailedCode(email) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
    expect(await verifiedAt(email)).toBeNull();
  });

  it("answers an unknown e-mail like a wrong code", async () => {
    const res = await verify({ email: uniqueEmail("ghost"), code: "123456" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
  });

  it("stops one client guessing after 5 tries with a 429, even for the right code", async () => {
    const email = await signUp();
    const code = await mailedCode(email);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await verify({ email, code: wrongCode(code) }, ip)).status).toBe(400);
    const res = await verify({ email, code }, ip);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many verification attempts\. Please try again in/);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect(await verifiedAt(email)).toBeNull();
  });

  it("lets a code take 5 tries in all, from any number of clients: then it is dead even for the right code", async () => {
    const email = await signUp();
    const code = await mailedCode(email);
    for (let i = 0; i < 5; i++)
      expect(await verify({ email, code: wrongCode(code) })).toMatchObject({ status: 400 });
    expect(await verify({ email, code })).toMatchObject({ status: 400, body: INVALID });
    expect(await verifiedAt(email)).toBeNull();
  });

  it("strangers' wrong guesses cannot stop the owner: no lock on the address, and a new code works", async () => {
    const email = await signUp();
    const owner = freshIp();
    const first = await mailedCode(email);
    // Before, five wrong guesses from anyone locked the address for 15 minutes, whoever asked next.
    for (let i = 0; i < 5; i++) await verify({ email, code: wrongCode(first) });
    await new Promise((r) => setTimeout(r, 5)); // the outbox orders mail by millisecond
    expect((await resend({ email }, owner)).status).toBe(200);
    const second = await mailedCode(email);
    const res = await verify({ email, code: second }, owner);
    expect(res).toMatchObject({ status: 200, body: { message: "Email verified successfully" } });
    expect(await verifiedAt(email)).toBeInstanceOf(Date);
  });

  it("counts every client's guesses over all addresses (30 in 15 minutes)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++)
      expect((await verify({ email: uniqueEmail("spray"), code: "123456" }, ip)).status).toBe(400);
    expect((await verify({ email: uniqueEmail("spray"), code: "123456" }, ip)).status).toBe(429);
  });

  it.each([
    ["malformed JSON", { rawBody: "{" }],
    ["a missing code", { body: { email: "a@example.com" } }],
    ["a five-digit code", { body: { email: "a@example.com", code: "12345" } }],
    ["a numeric code", { body: { email: "a@example.com", code: 123456 } }],
    ["a bad e-mail", { body: { email: "a", code: "123456" } }],
  ])("answers 400 for %s", async (_label, opts) => {
    const res = await call(verifyRoute, "/api/auth/verify-email", opts);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
  });
});

describe("POST /api/auth/resend-code", () => {
  const SENT = { message: "If this email is awaiting verification, a new code has been sent." };

  it("mails a fresh code that works, and the old one stops working", async () => {
    const email = await signUp();
    const first = await mailedCode(email);
    await new Promise((r) => setTimeout(r, 5)); // the outbox orders mail by millisecond
    const res = await resend({ email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SENT);
    expect(await readOutbox(email)).toHaveLength(2);
    const second = await mailedCode(email);
    if (first !== second) expect((await verify({ email, code: first })).status).toBe(400);
    expect((await verify({ email, code: second })).status).toBe(200);
  });

  it("answers the same for unknown and already verified addresses, and mails nothing", async () => {
    const unknown = uniqueEmail("ghost");
    const { user } = await createUser();
    const a = await resend({ email: unknown });
    const b = await resend({ email: user.email });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual(SENT);
    expect(b.body).toEqual(SENT);
    expect(await readOutbox(unknown)).toHaveLength(0);
    expect(await readOutbox(user.email)).toHaveLength(0);
  });

  it("is rate-limited per address and client (5 an hour)", async () => {
    const email = uniqueEmail("flood");
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await resend({ email }, ip)).status).toBe(200);
    const res = await resend({ email }, ip);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many code requests\./);
  });

  it("strangers asking for codes cannot stop the owner getting one", async () => {
    const email = await signUp();
    for (let i = 0; i < 12; i++) expect((await resend({ email })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    expect((await resend({ email }, freshIp())).status).toBe(200);
    const code = await mailedCode(email);
    expect((await verify({ email, code })).status).toBe(200);
  });

  it("caps the codes one address gets from clients that already asked for it (10 an hour), never a first request", async () => {
    const email = uniqueEmail("flood");
    const repeat = freshIp();
    expect((await resend({ email }, repeat)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await resend({ email })).status).toBe(200);
    expect((await resend({ email }, repeat)).status).toBe(429);
    expect((await resend({ email })).status).toBe(200);
  });

  it("answers 400 for bad input", async () => {
    expect((await call(resendRoute, "/api/auth/resend-code", { rawBody: "x" })).status).toBe(400);
    expect((await resend({ email: 7 })).status).toBe(400);
  });
});
