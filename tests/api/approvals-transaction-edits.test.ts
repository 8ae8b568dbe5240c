// Under the two-person rule an administrator's edit or deletion of a transaction that would change a balance is
// a proposal (202) carrying its effect on the books; a second administrator's approval applies it once, and only
// if the transaction is still as it was proposed. Edits that move no money stay immediate.
import { and, eq } from "drizzle-orm";
import { GET as listRoute } from "@/app/api/admin/approvals/route";
import { DELETE as deleteRoute, PUT as updateRoute } from "@/app/api/transactions/[id]/route";
import { adminApprovals, auditEntries, transactions } from "@/db/schema";
import { creditDeposit } from "@/lib/deposits/credit-deposit";
import { resetBalance } from "@/lib/users/reset-balance";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { balanceOf, expectBooksBalanced, fund } from "../helpers/money";
import { approveProposal, withTwoPersonRule } from "../helpers/two-person-rule";

const { db } = setupTestDb();

withTwoPersonRule();
afterEach(expectBooksBalanced);

type Admin = Awaited<ReturnType<typeof createUser>>;
let finance: Admin;
let owner: Admin;
let ownerB: Admin;
beforeAll(async () => {
  finance = await createUser({ role: "ADMIN", adminRole: "FINANCE" });
  owner = await createUser({ role: "ADMIN", adminRole: "OWNER" });
  ownerB = await createUser({ role: "ADMIN", adminRole: "OWNER" });
});

const put = (token: string, id: number, body: unknown) =>
  call(updateRoute, `/api/transactions/${id}`, { method: "PUT", token, params: { id: String(id) }, body });
const del = (token: string, id: number) =>
  call(deleteRoute, `/api/transactions/${id}`, { method: "DELETE", token, params: { id: String(id) } });
const approve = approveProposal;
const credited = async (userId: number, asset: "ETHEREUM" | "USDT" | "BITCOIN", amount: string) =>
  (await creditDeposit(undefined, { userId, asset, amount, adminId: owner.user.id })).transaction;
const row = async (id: number) => (await db().select().from(transactions).where(eq(transactions.id, id)))[0];
const queued = async () =>
  (await call(listRoute, "/api/admin/approvals", { token: owner.token, query: { status: "PENDING" } })).body
    .approvals as { id: number; kind: string; payload: { effect?: unknown } }[];

describe("an edit that changes a balance", () => {
  it("1 ETH made 1000: proposed with its effect, the proposer cannot approve, a second administrator applies it once", async () => {
    const { user } = await createUser();
    const t = await credited(user.id, "ETHEREUM", "1");
    const res = await put(finance.token, t.id, { amount: "1000" });
    expect(res.status).toBe(202);
    expect(res.body.approval).toEqual({ id: expect.any(Number), status: "PENDING" });
    const id = res.body.approval.id;
    expect(await balanceOf(user.id, "ETHEREUM")).toBe("1");
    expect(Number((await row(t.id)).amount)).toBe(1);

    const listed = (await queued()).find((a) => a.id === id);
    expect(listed).toMatchObject({ kind: "TRANSACTION_EDIT" });
    expect(listed!.payload.effect).toEqual([{ asset: "ETHEREUM", amount: "999" }]);

    expect((await approve(finance.token, id)).status).toBe(403);
    const done = await approve(owner.token, id);
    expect(done.status).toBe(200);
    expect(await balanceOf(user.id, "ETHEREUM")).toBe("1000");
    expect((await approve(ownerB.token, id)).status).toBe(409);
    expect(await balanceOf(user.id, "ETHEREUM")).toBe("1000");
    // The edit is the proposer's, under the approval.
    const trail = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.userId, user.id), eq(auditEntries.action, "TRANSACTION_UPDATE")));
    expect(trail.map((a) => a.adminId)).toEqual([finance.user.id]);
  });

  it("7 USDT turned into 7 BTC: the effect names both assets", async () => {
    const { user } = await createUser();
    const t = await credited(user.id, "USDT", "7");
    const res = await put(finance.token, t.id, { type: "CREDIT_BITCOIN", asset: "BITCOIN" });
    expect(res.status).toBe(202);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0");
    const [proposal] = await db()
      .select()
      .from(adminApprovals)
      .where(eq(adminApprovals.id, res.body.approval.id));
    expect(proposal.payload).toMatchObject({
      effect: expect.arrayContaining([
        { asset: "BITCOIN", amount: "7" },
        { asset: "USDT", amount: "-7" },
      ]),
    });
    expect((await approve(owner.token, proposal.id)).status).toBe(200);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("7");
    expect(await balanceOf(user.id, "USDT")).toBe("0");
  });

  it("an edit that moves no money is made at once", async () => {
    const { user } = await createUser();
    const t = await credited(user.id, "USDT", "5");
    const res = await put(finance.token, t.id, { details: "Wire 42", status: "PENDING" });
    expect(res.status).toBe(200);
    expect(res.body.transaction.details).toBe("Wire 42");
    // The same amount again is no change either.
    expect((await put(finance.token, t.id, { amount: "5.0" })).status).toBe(200);
    expect(await balanceOf(user.id, "USDT")).toBe("5");
  });

  it("an edit the balance no longer covers is refused when proposed, not queued", async () => {
    const { user } = await createUser();
    const t = await credited(user.id, "USDT", "10");
    await db().transaction(async (tx) => {
      const { postEntry } = await import("@/lib/ledger/post-entry");
      await postEntry(tx, {
        userId: user.id,
        asset: "USDT",
        amount: "-8",
        kind: "ADJUSTMENT",
        reference: `spent:${t.id}`,
      });
    });
    const res = await put(finance.token, t.id, { amount: "1" });
    expect(res.status).toBe(400);
    expect(res.body.insufficientFunds).toBe(true);
    expect(
      await db()
        .select()
        .from(adminApprovals)
        .where(eq(adminApprovals.target, `transaction:${t.id}`)),
    ).toEqual([]);
  });
});

describe("a deletion that changes a balance", () => {
  it("deleting a reset another administrator approved is proposed; approved, the reset is undone once", async () => {
    const { user } = await createUser();
    await fund(user.id, "USDT", "25");
    await resetBalance(owner.user.id, { userId: user.id, reason: "Closing" });
    const [reset] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), eq(transactions.type, "RESET")));
    const res = await del(finance.token, reset.id);
    expect(res.status).toBe(202);
    expect(await balanceOf(user.id, "USDT")).toBe("0");
    expect((await row(reset.id)).deletedAt).toBeNull();
    const [proposal] = await db()
      .select()
      .from(adminApprovals)
      .where(eq(adminApprovals.id, res.body.approval.id));
    expect(proposal.kind).toBe("TRANSACTION_DELETE");
    expect(proposal.payload).toMatchObject({ effect: [{ asset: "USDT", amount: "25" }] });
    expect((await approve(owner.token, proposal.id)).status).toBe(200);
    expect(await balanceOf(user.id, "USDT")).toBe("25");
    expect((await row(reset.id)).deletedAt).not.toBeNull();
  });

  it("a deletion that moves no money (a typed-in record) is made at once", async () => {
    const { user } = await createUser();
    const [t] = await db()
      .insert(transactions)
      .values({ userId: user.id, type: "DEPOSIT", asset: "USDC", amount: "3", assetAmount: "3" })
      .returning();
    expect((await del(finance.token, t.id)).status).toBe(200);
  });
});

describe("approval re-checks the transaction", () => {
  it("changed meanwhile (its details, or another approved change): 409 and nothing written", async () => {
    const { user } = await createUser();
    const t = await credited(user.id, "ETHEREUM", "2");
    const edit = (await put(finance.token, t.id, { amount: "3" })).body.approval.id;
    const removal = (await del(finance.token, t.id)).body.approval.id;
    // The deletion goes first: the edit's transaction is no longer what it was.
    expect((await approve(owner.token, removal)).status).toBe(200);
    expect(await balanceOf(user.id, "ETHEREUM")).toBe("0");
    const stale = await approve(owner.token, edit);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      "This transaction changed after the proposal was made: nothing was changed, propose it again",
    );
    expect(await balanceOf(user.id, "ETHEREUM")).toBe("0");
    const [still] = await db().select().from(adminApprovals).where(eq(adminApprovals.id, edit));
    expect(still.status).toBe("PENDING");

    const u = (await createUser()).user;
    const t2 = await credited(u.id, "ETHEREUM", "2");
    const proposal = (await put(finance.token, t2.id, { amount: "4" })).body.approval.id;
    expect((await put(owner.token, t2.id, { details: "Relabelled" })).status).toBe(200);
    expect((await approve(ownerB.token, proposal)).status).toBe(409);
    expect(await balanceOf(u.id, "ETHEREUM")).toBe("2");
  });

  it("racing approvals of one edit and of one deletion apply once", async () => {
    const { user } = await createUser();
    const t = await credited(user.id, "BITCOIN", "1");
    const edit = (await put(finance.token, t.id, { amount: "2" })).body.approval.id;
    const answers = await Promise.all([approve(owner.token, edit), approve(ownerB.token, edit)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("2");

    const removal = (await del(finance.token, t.id)).body.approval.id;
    const again = await Promise.all([approve(owner.token, removal), approve(ownerB.token, removal)]);
    expect(again.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0");
  });
});
