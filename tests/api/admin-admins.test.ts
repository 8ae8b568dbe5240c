// The owner's management of administrators: invite by e-mail with a role, accept with a password, sign in,
// change the role, remove; each step audited, the last owner kept.
import { and, eq } from "drizzle-orm";
import { POST as acceptRoute } from "@/app/api/admin/admins/accept/route";
import { DELETE as removeRoute, PUT as changeRoute } from "@/app/api/admin/admins/[id]/route";
import { GET as listRoute, POST as inviteRoute } from "@/app/api/admin/admins/route";
import { POST as adminLoginRoute } from "@/app/api/auth/admin/login/route";
import { GET as userRoute } from "@/app/api/user/route";
import { adminInvitations, auditEntries, users } from "@/db/schema";
import { setClockOffsetForTests } from "@/lib/clock";
import { setupTestDb } from "../helpers/db";
import { createUser, uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";
import { mailedTo } from "../helpers/jobs";
import { freshIp } from "./auth-helpers";

const { db } = setupTestDb();

beforeAll(() => jest.spyOn(console, "log").mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());
afterEach(() => setClockOffsetForTests(0));

const invite = (token: string, body: unknown) => call(inviteRoute, "/api/admin/admins", { token, body });
const accept = (body: unknown) => call(acceptRoute, "/api/admin/admins/accept", { body });
const change = (token: string, id: number, role: string) =>
  call(changeRoute, `/api/admin/admins/${id}`, {
    method: "PUT",
    token,
    params: { id: String(id) },
    body: { role },
  });
const remove = (token: string, id: number) =>
  call(removeRoute, `/api/admin/admins/${id}`, { method: "DELETE", token, params: { id: String(id) } });
const login = (email: string, password: string) =>
  call(adminLoginRoute, "/api/auth/admin/login", { body: { email, password }, headers: freshIp() });

async function invitationToken(email: string) {
  const [mail] = await mailedTo(email);
  const token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return { token, mail };
}

const auditOf = (userId: number) =>
  db().select().from(auditEntries).where(eq(auditEntries.userId, userId)).orderBy(auditEntries.id);

describe("inviting an administrator", () => {
  it("invites by e-mail with a role; the link sets a password; the new administrator signs in with that role", async () => {
    const owner = await createUser({ role: "ADMIN" });
    const email = uniqueEmail("finance");
    const res = await invite(owner.token, { email, name: "Fin Ance", role: "FINANCE" });
    expect(res.status).toBe(200);
    expect(res.body.admin).toMatchObject({ email, role: "FINANCE", status: "INVITED" });

    const { token, mail } = await invitationToken(email);
    expect(mail.text).toContain(`/admin/accept-invitation?token=${token}`);
    const [row] = await db()
      .select()
      .from(adminInvitations)
      .where(eq(adminInvitations.userId, res.body.admin.id));
    expect(row.tokenHash).not.toContain(token);

    // Not yet: the account has no password anyone knows.
    expect((await login(email, "a-new-password-1")).status).toBe(401);
    expect((await accept({ token, password: "a-new-password-1" })).status).toBe(200);
    // Once only.
    expect((await accept({ token, password: "another-password" })).status).toBe(400);

    const signedIn = await login(email, "a-new-password-1");
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ role: "ADMIN", adminRole: "FINANCE" });
    const me = await call(userRoute, "/api/user", { token: signedIn.body.token });
    expect(me.body.user).toMatchObject({ role: "ADMIN", adminRole: "FINANCE" });

    const list = await call(listRoute, "/api/admin/admins", { token: owner.token });
    expect(list.body.admins).toContainEqual(
      expect.objectContaining({ email, role: "FINANCE", status: "ACTIVE" }),
    );
    expect((await auditOf(res.body.admin.id)).map((a) => a.action)).toEqual(["ADMIN_INVITE", "ADMIN_ACCEPT"]);
  });

  it("refuses an expired link, an unknown token and a taken e-mail", async () => {
    const owner = await createUser({ role: "ADMIN" });
    const email = uniqueEmail("late");
    expect((await invite(owner.token, { email, name: "Late", role: "SUPPORT" })).status).toBe(200);
    const { token } = await invitationToken(email);
    setClockOffsetForTests(8 * 24 * 3600 * 1000);
    expect((await accept({ token, password: "a-new-password-1" })).body).toMatchObject({
      message: "This invitation link is invalid or has expired",
    });
    setClockOffsetForTests(0);
    expect((await accept({ token: "nope", password: "a-new-password-1" })).status).toBe(400);
    const investor = await createUser();
    const taken = await invite(owner.token, { email: investor.user.email, name: "X", role: "SUPPORT" });
    expect(taken.status).toBe(409);
    expect((await invite(owner.token, { email: uniqueEmail(), name: "X", role: "KING" })).status).toBe(400);
  });

  it("is the owner's alone", async () => {
    const finance = await createUser({ role: "ADMIN", adminRole: "FINANCE" });
    const res = await invite(finance.token, { email: uniqueEmail(), name: "X", role: "OWNER" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Your administrator role does not allow this action");
  });
});

describe("changing and removing administrators", () => {
  it("changes a role, effective on the next request, and audits before and after", async () => {
    const owner = await createUser({ role: "ADMIN" });
    const other = await createUser({ role: "ADMIN", adminRole: "SUPPORT" });
    const res = await change(owner.token, other.user.id, "COMPLIANCE");
    expect(res.status).toBe(200);
    expect(res.body.admin.role).toBe("COMPLIANCE");
    const me = await call(userRoute, "/api/user", { token: other.token });
    expect(me.body.user.adminRole).toBe("COMPLIANCE");
    const [entry] = await auditOf(other.user.id);
    expect(entry).toMatchObject({
      adminId: owner.user.id,
      action: "ADMIN_ROLE_CHANGE",
      before: { role: "SUPPORT" },
      after: { role: "COMPLIANCE" },
    });
  });

  it("keeps the last owner, and nobody removes themselves", async () => {
    const owner = await createUser({ role: "ADMIN" });
    // Every other owner of this shared database steps down first, so this one is the last.
    const owners = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "ADMIN"), eq(users.adminRole, "OWNER")));
    await db()
      .update(users)
      .set({ adminRole: "AUDITOR" })
      .where(and(eq(users.role, "ADMIN"), eq(users.adminRole, "OWNER")));
    await db().update(users).set({ adminRole: "OWNER" }).where(eq(users.id, owner.user.id));
    try {
      const demote = await change(owner.token, owner.user.id, "FINANCE");
      expect(demote.status).toBe(409);
      expect(demote.body.message).toMatch(/at least one owner/);
      expect((await remove(owner.token, owner.user.id)).status).toBe(409);
    } finally {
      for (const { id } of owners)
        await db().update(users).set({ adminRole: "OWNER" }).where(eq(users.id, id));
    }
  });

  it("removes an administrator: their sessions end at once", async () => {
    const owner = await createUser({ role: "ADMIN" });
    const other = await createUser({ role: "ADMIN", adminRole: "FINANCE" });
    expect((await remove(owner.token, other.user.id)).status).toBe(200);
    expect((await call(userRoute, "/api/user", { token: other.token })).status).toBe(401);
    expect((await remove(owner.token, other.user.id)).status).toBe(404);
    const investor = await createUser();
    expect((await remove(owner.token, investor.user.id)).status).toBe(404);
    expect((await auditOf(other.user.id)).map((a) => a.action)).toEqual(["ADMIN_REMOVE"]);
  });
});
