// PUT /api/users/profile was an unlimited password oracle, and the address it moved the account to stayed
// "verified" (docs/decisions.md, "Brute force" and "Changing the e-mail address"). Every check of the
// current password shares one limit; a new address waits for its own code.
import { eq } from "drizzle-orm";
import { POST as changePasswordRoute } from "@/app/api/auth/change-password/route";
import { POST as signinRoute } from "@/app/api/auth/signin/route";
import { POST as verifyRoute } from "@/app/api/auth/verify-email/route";
import { PUT as profileRoute } from "@/app/api/users/profile/route";
import { users } from "@/db/schema";
import { setupTestDb } from "../helpers/db";
import { createUser, uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";
import { freshIp, mailedCode } from "./auth-helpers";

const { db } = setupTestDb();
beforeAll(() => jest.spyOn(console, "log").mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

const profile = (token: string, email: string, currentPassword?: string) =>
  call(profileRoute, "/api/users/profile", {
    method: "PUT",
    token,
    body: { name: "Grace Hopper", email, phone: "+12025550123", currentPassword },
  });
const changePassword = (token: string, currentPassword: string) =>
  call(changePasswordRoute, "/api/auth/change-password", {
    token,
    body: { currentPassword, newPassword: "Another-pass-77" },
  });
const reload = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

describe("current-password checks share one limit", () => {
  it("stops guessing through PUT /api/users/profile after 5 wrong passwords", async () => {
    const { user, token, password } = await createUser();
    const attacker = uniqueEmail("attacker");
    for (let i = 0; i < 5; i++) expect((await profile(token, attacker, `guess-${i}`)).status).toBe(400);
    const res = await profile(token, attacker, password);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many password attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await reload(user.id)).email).toBe(user.email);
  });

  it("counts the profile and change-password forms together", async () => {
    const { user, token, password } = await createUser();
    for (let i = 0; i < 3; i++) await profile(token, uniqueEmail("x"), `guess-${i}`);
    for (let i = 0; i < 2; i++) expect((await changePassword(token, `guess-${i}`)).status).toBe(400);
    expect((await changePassword(token, password)).status).toBe(429);
    expect((await profile(token, uniqueEmail("x"), password)).status).toBe(429);
    expect((await reload(user.id)).passwordHash).toBe(user.passwordHash);
  });

  it("does not check (or count) the password when the e-mail stays", async () => {
    const { user, token, password } = await createUser();
    for (let i = 0; i < 8; i++) expect((await profile(token, user.email, `guess-${i}`)).status).toBe(200);
    expect((await profile(token, uniqueEmail("moved"), password)).status).toBe(200);
  });
});

describe("a changed e-mail address is unverified until its own code is entered", () => {
  it("marks the new address unverified, mails it a code, and sign-in waits for that code", async () => {
    const { user, token, password } = await createUser();
    const email = uniqueEmail("moved");
    const res = await profile(token, email, password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Profile updated successfully!",
      user: expect.objectContaining({ id: user.id, email, emailVerified: false }),
    });
    expect((await reload(user.id)).emailVerifiedAt).toBeNull();

    const signin = () =>
      call(signinRoute, "/api/auth/signin", { body: { email, password }, headers: freshIp() });
    const early = await signin();
    expect(early.status).toBe(403);
    expect(early.body.needsVerification).toBe(true);

    const code = await mailedCode(email);
    expect((await call(verifyRoute, "/api/auth/verify-email", { body: { email, code } })).status).toBe(200);
    expect((await reload(user.id)).emailVerifiedAt).not.toBeNull();
    expect((await signin()).status).toBe(200);
  });

  it("keeps the address verified when only the name or phone changes", async () => {
    const { user, token } = await createUser();
    const res = await profile(token, user.email);
    expect(res.status).toBe(200);
    expect(res.body.user.emailVerified).toBe(true);
  });
});
