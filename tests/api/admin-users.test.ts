import { and, eq } from "drizzle-orm";
import { POST as addUserRoute } from "@/app/api/auth/addUser/route";
import { GET as investmentsCount } from "@/app/api/investments/count/route";
import { GET as transactionsCount } from "@/app/api/transactions/count/route";
import { DELETE as deleteUserRoute } from "@/app/api/users/[id]/route";
import { GET as usersCount } from "@/app/api/users/count/route";
import { GET as listUsersRoute } from "@/app/api/users/route";
import { POST as verifyUserRoute } from "@/app/api/users/verify-user/route";
import { GET as validate } from "@/app/api/user/route";
import { auditEntries, balances, subscriptions, transactions, users, withdrawalRequests } from "@/db/schema";
import { lockOwnAccount } from "@/lib/account-lock/lock-account";
import { env } from "@/lib/env";
import { setupTestDb } from "../helpers/db";
import { createUser, uniqueEmail } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser({ role: "ADMIN", name: "Root Admin" });
});

const auditOf = (action: string, userId: number) =>
  db()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.userId, userId)));

describe("overview counts", () => {
  it("counts live investors only, transactions not deleted, and ACTIVE subscriptions", async () => {
    const before = {
      users: (await call(usersCount, "/api/users/count", { token: admin.token })).body.users,
      transactions: (await call(transactionsCount, "/api/transactions/count", { token: admin.token })).body
        .transactions,
      investments: (await call(investmentsCount, "/api/investments/count", { token: admin.token })).body
        .investments,
    };
    const a = await createUser();
    const gone = await createUser();
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    await createUser({ role: "ADMIN" });
    const [plan] = await db().query.investmentPlans.findMany({ limit: 1 });
    const sub = {
      planId: plan.id,
      amount: "1000",
      asset: "USD" as const,
      assetAmount: "1000",
      priceUsd: "1",
      interestRate: "8.5",
      totalReturns: "8.5",
    };
    await db()
      .insert(subscriptions)
      .values([
        { ...sub, userId: a.user.id, status: "ACTIVE" },
        { ...sub, userId: a.user.id, status: "COMPLETED" },
      ]);
    await db()
      .insert(transactions)
      .values([
        { userId: a.user.id, type: "DEPOSIT", asset: "BITCOIN", amount: "1", assetAmount: "1" },
        {
          userId: a.user.id,
          type: "DEPOSIT",
          asset: "BITCOIN",
          amount: "2",
          assetAmount: "2",
          deletedAt: new Date(),
        },
        { userId: gone.user.id, type: "DEPOSIT", asset: "BITCOIN", amount: "3", assetAmount: "3" },
      ]);

    expect((await call(usersCount, "/api/users/count", { token: admin.token })).body).toEqual({
      users: before.users + 1,
    });
    expect((await call(transactionsCount, "/api/transactions/count", { token: admin.token })).body).toEqual({
      transactions: before.transactions + 1,
    });
    expect((await call(investmentsCount, "/api/investments/count", { token: admin.token })).body).toEqual({
      investments: before.investments + 1,
    });
  });
});

describe("GET /api/users", () => {
  it("lists investors with balances as numbers, hides the built-in admin, deleted users and every hash", async () => {
    const a = await createUser({ name: "Listed Investor" });
    await db()
      .update(balances)
      .set({ amount: "12.5" })
      .where(and(eq(balances.userId, a.user.id), eq(balances.asset, "USD")));
    await db()
      .update(balances)
      .set({ amount: "0.00000001" })
      .where(and(eq(balances.userId, a.user.id), eq(balances.asset, "BITCOIN")));
    const gone = await createUser();
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));

    const res = await call(listUsersRoute, "/api/users", { token: admin.token });
    expect(res.status).toBe(200);
    const emails = res.body.users.map((u: { email: string }) => u.email);
    expect(emails).not.toContain(env().ADMIN_EMAIL.toLowerCase());
    expect(emails).not.toContain(gone.user.email);
    const row = res.body.users.find((u: { id: number }) => u.id === a.user.id);
    expect(row).toEqual({
      id: a.user.id,
      name: "Listed Investor",
      email: a.user.email,
      phone: a.user.phone,
      role: "INVESTOR",
      isVerified: false,
      emailVerified: true,
      twoFactorEnabled: false,
      locked: false,
      lockedAt: null,
      balance: 12.5,
      mainBalance: 12.5,
      balances: { BITCOIN: 0.00000001, ETHEREUM: 0, USDT: 0, USDC: 0 },
      createdAt: a.user.createdAt.toISOString(),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|password|pin/i);
  });

  it("says which accounts are locked, and since when", async () => {
    const a = await createUser();
    const at = new Date("2026-05-01T08:00:00.000Z");
    await lockOwnAccount(a.user.id, at);
    const res = await call(listUsersRoute, "/api/users", { token: admin.token });
    const row = res.body.users.find((u: { id: number }) => u.id === a.user.id);
    expect(row).toMatchObject({ locked: true, lockedAt: at.toISOString() });
  });
});

describe("POST /api/users/verify-user", () => {
  it("verifies the user and audits it with the session's admin", async () => {
    const a = await createUser();
    const res = await call(verifyUserRoute, "/api/users/verify-user", {
      token: admin.token,
      body: { userId: a.user.id },
    });
    expect(res).toMatchObject({ status: 200, body: { message: "User verified successfully" } });
    const [row] = await db().select().from(users).where(eq(users.id, a.user.id));
    expect(row.isVerified).toBe(true);
    const audit = await auditOf("USER_VERIFY", a.user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0].adminId).toBe(admin.user.id);
    // Unlike an approval in the Identity Verification queue, nothing was reviewed: the row says so.
    expect(audit[0].details).toMatch(/no identity documents were reviewed/);
  });

  it.each([
    ["an unknown user", 404, { userId: 999999 }],
    ["no user", 400, {}],
    ["a non-numeric id", 400, { userId: "abc" }],
  ])("answers %s with %i", async (_label, status, body) => {
    const res = await call(verifyUserRoute, "/api/users/verify-user", { token: admin.token, body });
    expect(res.status).toBe(status);
    expect(typeof res.body.message).toBe("string");
  });
});

describe("POST /api/auth/addUser", () => {
  const valid = () => ({
    name: "Added Person",
    email: uniqueEmail("added"),
    phone: "+1 202 555 0188",
    password: "long-enough-pw",
  });

  it("creates an e-mail-verified investor with zero balances and audits it", async () => {
    const input = valid();
    const res = await call(addUserRoute, "/api/auth/addUser", { token: admin.token, body: input });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("User created successfully");
    expect(res.body.createdUser).toMatchObject({
      email: input.email,
      name: "Added Person",
      emailVerified: true,
      role: "INVESTOR",
    });
    expect(JSON.stringify(res.body)).not.toMatch(/hash/i);
    const held = await db().select().from(balances).where(eq(balances.userId, res.body.createdUser.id));
    expect(held).toHaveLength(5);
    expect(await auditOf("USER_CREATE", res.body.createdUser.id)).toHaveLength(1);
  });

  it("answers 409 for a taken e-mail and 400 for sign-up's rules, writing nothing", async () => {
    const input = valid();
    await call(addUserRoute, "/api/auth/addUser", { token: admin.token, body: input });
    const again = await call(addUserRoute, "/api/auth/addUser", {
      token: admin.token,
      body: { ...input, email: input.email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    const bad: Partial<ReturnType<typeof valid>>[] = [
      { ...valid(), password: "short" },
      { ...valid(), email: "nope" },
      { ...valid(), phone: "12" },
      {},
    ];
    for (const body of bad) {
      const res = await call(addUserRoute, "/api/auth/addUser", { token: admin.token, body });
      expect(res.status).toBe(400);
      if (body.email)
        expect(await db().select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    }
  });
});

describe("DELETE /api/users/{id}", () => {
  const del = (id: number | string) =>
    call(deleteUserRoute, `/api/users/${id}`, {
      method: "DELETE",
      token: admin.token,
      params: { id: String(id) },
    });

  it("soft-deletes: the row and history stay, the sessions die, the e-mail is free again", async () => {
    const a = await createUser();
    await db()
      .insert(transactions)
      .values({ userId: a.user.id, type: "DEPOSIT", asset: "BITCOIN", amount: "1", assetAmount: "1" });
    expect((await call(validate, "/api/user", { token: a.token })).status).toBe(200);

    const res = await del(a.user.id);
    expect(res).toMatchObject({ status: 200, body: { message: "User deleted successfully" } });
    const [row] = await db().select().from(users).where(eq(users.id, a.user.id));
    expect(row.deletedAt).not.toBeNull();
    expect(row.tokenVersion).toBe(a.user.tokenVersion + 1);
    expect(await db().select().from(transactions).where(eq(transactions.userId, a.user.id))).toHaveLength(1);
    expect((await call(validate, "/api/user", { token: a.token })).status).toBe(401);
    expect(await auditOf("USER_DELETE", a.user.id)).toHaveLength(1);
    expect((await del(a.user.id)).status).toBe(404);
    await createUser({ email: a.user.email });
  });

  it("refuses with 409 while money is held or in flight, and never deletes an admin", async () => {
    const rich = await createUser();
    await db()
      .update(balances)
      .set({ amount: "0.5" })
      .where(and(eq(balances.userId, rich.user.id), eq(balances.asset, "ETHEREUM")));
    const r1 = await del(rich.user.id);
    expect(r1.status).toBe(409);
    expect(r1.body.message).toBe(
      "User still has a balance (0.5 ETH). Reset the balance before deleting the user.",
    );
    // The balances travel as a list the browser writes in its reader's language.
    expect(r1.body).toMatchObject({
      code: "USER_STILL_HAS_BALANCE",
      params: { balances: [{ amount: "0.5", asset: "ETH" }] },
    });

    const waiting = await createUser();
    await db().insert(withdrawalRequests).values({
      userId: waiting.user.id,
      amount: "1",
      asset: "USDT",
      network: "Tron Network",
      address: "T123",
    });
    const r2 = await del(waiting.user.id);
    expect(r2.status).toBe(409);
    expect(r2.body.message).toMatch(/pending withdrawal/i);

    const otherAdmin = await createUser({ role: "ADMIN" });
    expect((await del(otherAdmin.user.id)).status).toBe(409);

    for (const u of [rich, waiting, otherAdmin]) {
      const [row] = await db().select().from(users).where(eq(users.id, u.user.id));
      expect(row.deletedAt).toBeNull();
    }
    expect((await del("abc")).status).toBe(404);
    expect((await del(987654)).status).toBe(404);
  });
});
