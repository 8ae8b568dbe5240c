// The two-person rule cannot be walked around by changing the administrators: an invitation or promotion to a
// role that approves money waits for another administrator who approves money (nothing mailed until then);
// nobody approves a proposal made before they held their role; a proposer who is demoted or removed loses
// their open proposals, and one who no longer may make a proposal cannot have it approved.
import { and, eq } from "drizzle-orm";
import { POST as acceptRoute } from "@/app/api/admin/admins/accept/route";
import { DELETE as removeRoute, PUT as changeRoute } from "@/app/api/admin/admins/[id]/route";
import { POST as inviteRoute } from "@/app/api/admin/admins/route";
import { GET as listRoute } from "@/app/api/admin/approvals/route";
import { POST as creditRoute } from "@/app/api/users/credit/route";
import { adminApprovals, auditEntries, users } from "@/db/schema";
import type { AdminRole } from "@/lib/admin/roles/permissions";
import { setupTestDb } from "../helpers/db";
import { createUser, signedInToken, uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";
import { mailedTo } from "../helpers/jobs";
import { balanceOf, expectBooksBalanced } from "../helpers/money";
import { approveProposal, withTwoPersonRule } from "../helpers/two-person-rule";

const { db } = setupTestDb();

withTwoPersonRule();

const admin = (adminRole: AdminRole) => createUser({ role: "ADMIN", adminRole });
const approve = approveProposal;
const credit = (token: string, userId: number, amount: string) =>
  call(creditRoute, "/api/users/credit", {
    token,
    body: { userId, currency: "USDT", amount, reason: "Wire received" },
  });
const invite = (token: string, body: { email: string; name: string; role: AdminRole }) =>
  call(inviteRoute, "/api/admin/admins", { token, body });
const changeRole = (token: string, id: number, role: AdminRole) =>
  call(changeRoute, `/api/admin/admins/${id}`, {
    method: "PUT",
    token,
    params: { id: String(id) },
    body: { role },
  });
const remove = (token: string, id: number) =>
  call(removeRoute, `/api/admin/admins/${id}`, { method: "DELETE", token, params: { id: String(id) } });
const accept = (body: unknown) => call(acceptRoute, "/api/admin/admins/accept", { body });

const statusOf = async (id: number) =>
  (await db().select().from(adminApprovals).where(eq(adminApprovals.id, id)))[0].status;
const roleOf = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0].adminRole;
const cancellations = (approval: number) =>
  db()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, "APPROVAL_CANCEL"), eq(auditEntries.detailsCode, "APPROVAL_DECIDED")))
    .then((rows) => rows.filter((r) => (r.detailsParams as { approval?: number })?.approval === approval));

async function invitationToken(email: string) {
  const [mail] = await mailedTo(email);
  const token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

describe("inviting an administrator who approves money", () => {
  it("alone (nobody else approves money), the owner still invites at once", async () => {
    const [seeded] = await db().select().from(users).where(eq(users.role, "ADMIN"));
    const email = uniqueEmail("finance");
    const res = await invite(await signedInToken(seeded), { email, name: "First Finance", role: "FINANCE" });
    expect(res.status).toBe(200);
    expect(await mailedTo(email)).toHaveLength(1);
  });

  it("waits for another administrator who approves money; nothing is mailed until then; the invited owner cannot approve the older credit", async () => {
    const owner = await admin("OWNER");
    const finance = await admin("FINANCE");
    const support = await admin("SUPPORT");
    const { user: investor } = await createUser();

    const proposedCredit = await credit(owner.token, investor.id, "1000000");
    expect(proposedCredit.status).toBe(202);
    const creditId = proposedCredit.body.approval.id;

    const email = uniqueEmail("second-owner");
    const invited = await invite(owner.token, { email, name: "Second Owner", role: "OWNER" });
    expect(invited.status).toBe(202);
    expect(invited.body).toEqual({
      message: "Awaiting a second administrator's approval",
      approval: { id: expect.any(Number), status: "PENDING" },
    });
    const inviteId = invited.body.approval.id;
    // No account, no mail: the invitation is made when it is approved.
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await mailedTo(email)).toHaveLength(0);
    // One pending invitation per address.
    const again = await invite(owner.token, { email, name: "Second Owner", role: "FINANCE" });
    expect(again.status).toBe(409);
    expect(again.body.approvalId).toBe(inviteId);

    const queue = await call(listRoute, "/api/admin/approvals", {
      token: support.token,
      query: { status: "PENDING" },
    });
    expect(queue.body.approvals).toContainEqual(
      expect.objectContaining({
        id: inviteId,
        kind: "ADMIN_INVITE",
        payload: expect.objectContaining({ email, role: "OWNER", name: "Second Owner" }),
        proposedBy: expect.objectContaining({ id: owner.user.id }),
      }),
    );

    expect((await approve(owner.token, inviteId)).status).toBe(403);
    // Support approves no money, so no invitation of someone who would.
    expect((await approve(support.token, inviteId)).status).toBe(403);
    expect(await mailedTo(email)).toHaveLength(0);

    const approved = await approve(finance.token, inviteId);
    expect(approved.status).toBe(200);
    expect(approved.body.result.admin).toMatchObject({ email, role: "OWNER", status: "INVITED" });

    const token = await invitationToken(email);
    expect((await accept({ token, password: "a-new-password-1" })).status).toBe(200);
    const [second] = await db().select().from(users).where(eq(users.email, email));
    expect(second.adminRoleSince).not.toBeNull();
    const secondToken = await signedInToken(second);

    const late = await approve(secondToken, creditId);
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(
      "You cannot approve a proposal made before you held your administrator role",
    );
    expect(await balanceOf(investor.id, "USDT")).toBe("0");
    expect(await statusOf(creditId)).toBe("PENDING");

    // A second person who held their role when it was proposed may.
    expect((await approve(finance.token, creditId)).status).toBe(200);
    expect(await balanceOf(investor.id, "USDT")).toBe("1000000");
    await expectBooksBalanced();
  });

  it("an owner's invitation of a finance administrator is approved by an owner too; other roles are invited at once", async () => {
    const ownerA = await admin("OWNER");
    const ownerB = await admin("OWNER");
    const email = uniqueEmail("finance");
    const invited = await invite(ownerA.token, { email, name: "Fin", role: "FINANCE" });
    expect(invited.status).toBe(202);
    expect((await approve(ownerB.token, invited.body.approval.id)).status).toBe(200);
    expect(await mailedTo(email)).toHaveLength(1);

    const supportEmail = uniqueEmail("support");
    const direct = await invite(ownerA.token, { email: supportEmail, name: "Sup", role: "SUPPORT" });
    expect(direct.status).toBe(200);
    expect(await mailedTo(supportEmail)).toHaveLength(1);
  });
});

describe("promoting an administrator", () => {
  it("to a role that approves money waits for someone who approves money; the promoted administrator cannot approve an older proposal", async () => {
    const owner = await admin("OWNER");
    const finance = await admin("FINANCE");
    const promoted = await admin("SUPPORT");
    const { user: investor } = await createUser();
    const older = (await credit(finance.token, investor.id, "50")).body.approval.id;

    const change = await changeRole(owner.token, promoted.user.id, "FINANCE");
    expect(change.status).toBe(202);
    expect(await roleOf(promoted.user.id)).toBe("SUPPORT");
    // A finance administrator approves what hands out a role that approves money.
    expect((await approve(finance.token, change.body.approval.id)).status).toBe(200);
    expect(await roleOf(promoted.user.id)).toBe("FINANCE");

    const late = await approve(promoted.token, older);
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(
      "You cannot approve a proposal made before you held your administrator role",
    );
    expect(await balanceOf(investor.id, "USDT")).toBe("0");

    // What is proposed after the promotion is theirs to approve.
    const { user: other } = await createUser();
    const newer = (await credit(finance.token, other.id, "5")).body.approval.id;
    expect((await approve(promoted.token, newer)).status).toBe(200);
    expect(await balanceOf(other.id, "USDT")).toBe("5");
  });
});

describe("a proposer who loses the role", () => {
  it("demoted to SUPPORT: their open proposals are cancelled (audited) and no longer approvable", async () => {
    const finance = await admin("FINANCE");
    const ownerA = await admin("OWNER");
    const ownerB = await admin("OWNER");
    const { user: investor } = await createUser();
    const id = (await credit(finance.token, investor.id, "100")).body.approval.id;

    const demotion = await changeRole(ownerA.token, finance.user.id, "SUPPORT");
    expect(demotion.status).toBe(202);
    expect(await statusOf(id)).toBe("PENDING");
    expect((await approve(ownerB.token, demotion.body.approval.id)).status).toBe(200);
    expect(await roleOf(finance.user.id)).toBe("SUPPORT");

    expect(await statusOf(id)).toBe("CANCELLED");
    const [audit] = await cancellations(id);
    expect(audit).toMatchObject({
      reason: "Its proposer no longer holds the role to make it",
      userId: investor.id,
    });
    const answer = await approve(ownerB.token, id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe("This proposal is no longer pending");
    expect(await balanceOf(investor.id, "USDT")).toBe("0");
  });

  it("removed: their open proposals, and those that would change their role, are cancelled", async () => {
    const finance = await admin("FINANCE");
    const owner = await admin("OWNER");
    const ownerB = await admin("OWNER");
    const { user: investor } = await createUser();
    const id = (await credit(finance.token, investor.id, "100")).body.approval.id;
    const promotion = (await changeRole(owner.token, finance.user.id, "OWNER")).body.approval.id;

    expect((await remove(owner.token, finance.user.id)).status).toBe(200);
    expect(await statusOf(id)).toBe("CANCELLED");
    expect(await statusOf(promotion)).toBe("CANCELLED");
    expect((await cancellations(id))[0].reason).toBe("Its proposer was removed");
    expect((await cancellations(promotion))[0].reason).toBe("The administrator it concerns was removed");
    expect((await approve(ownerB.token, id)).status).toBe(409);
    expect(await balanceOf(investor.id, "USDT")).toBe("0");
  });

  it("a role-change proposal by an administrator now AUDITOR is cancelled and leaves the queue", async () => {
    const ownerA = await admin("OWNER");
    const ownerB = await admin("OWNER");
    const ownerC = await admin("OWNER");
    const target = await admin("SUPPORT");
    const proposal = await changeRole(ownerA.token, target.user.id, "COMPLIANCE");
    expect(proposal.status).toBe(202);
    const id = proposal.body.approval.id;

    const demotion = await changeRole(ownerB.token, ownerA.user.id, "AUDITOR");
    expect((await approve(ownerC.token, demotion.body.approval.id)).status).toBe(200);
    expect(await roleOf(ownerA.user.id)).toBe("AUDITOR");

    expect(await statusOf(id)).toBe("CANCELLED");
    const queue = await call(listRoute, "/api/admin/approvals", {
      token: ownerB.token,
      query: { status: "PENDING" },
    });
    expect(queue.body.approvals.map((a: { id: number }) => a.id)).not.toContain(id);
    expect((await approve(ownerC.token, id)).status).toBe(409);
    expect(await roleOf(target.user.id)).toBe("SUPPORT");
  });

  it("at approval the proposer must still hold the permission and be active: otherwise 409 and cancelled", async () => {
    const financeA = await admin("FINANCE");
    const financeB = await admin("FINANCE");
    const owner = await admin("OWNER");
    const { user: investor } = await createUser();
    const first = (await credit(financeA.token, investor.id, "10")).body.approval.id;
    const { user: other } = await createUser();
    const second = (await credit(financeB.token, other.id, "10")).body.approval.id;

    // Changed outside the back office (by hand in the database): nothing cancelled their proposals.
    await db().update(users).set({ adminRole: "SUPPORT" }).where(eq(users.id, financeA.user.id));
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, financeB.user.id));

    const lost = await approve(owner.token, first);
    expect(lost.status).toBe(409);
    expect(lost.body.message).toBe(
      "Its proposer no longer holds the role to make it: the proposal is cancelled",
    );
    expect(await statusOf(first)).toBe("CANCELLED");
    expect(await cancellations(first)).toHaveLength(1);

    const gone = await approve(owner.token, second);
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe("Its proposer was removed: the proposal is cancelled");
    expect(await statusOf(second)).toBe("CANCELLED");

    expect((await approve(owner.token, first)).status).toBe(409);
    expect(await balanceOf(investor.id, "USDT")).toBe("0");
    expect(await balanceOf(other.id, "USDT")).toBe("0");
  });
});
