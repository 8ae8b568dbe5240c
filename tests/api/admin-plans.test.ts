import { and, eq } from "drizzle-orm";
import { DELETE as deletePlanRoute, PUT as updatePlanRoute } from "@/app/api/investments/[id]/route";
import { POST as addPlanRoute } from "@/app/api/investments/add/route";
import { GET as listPlansRoute } from "@/app/api/investments/route";
import { GET as auditTrailRoute } from "@/app/api/admin/audit/trail/route";
import { auditEntries, investmentPlans, subscriptions } from "@/db/schema";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();

let admin: Awaited<ReturnType<typeof createUser>>;
let investor: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser({ role: "ADMIN" });
  investor = await createUser();
});

const valid = () => ({
  plan: "  Gold  ",
  minimumAmount: 100,
  maximumAmount: "5000.12345678",
  interestRate: 9.25,
  totalReturns: "20",
});
const add = (body: unknown) => call(addPlanRoute, "/api/investments/add", { token: admin.token, body });
const put = (id: number | string, body: unknown) =>
  call(updatePlanRoute, `/api/investments/${id}`, {
    method: "PUT",
    token: admin.token,
    params: { id: String(id) },
    body,
  });
const del = (id: number | string) =>
  call(deletePlanRoute, `/api/investments/${id}`, {
    method: "DELETE",
    token: admin.token,
    params: { id: String(id) },
  });
const listed = async () =>
  (await call(listPlansRoute, "/api/investments", { token: investor.token })).body.investmentPlans.map(
    (p: { id: number }) => p.id,
  );
const planRow = async (id: number) =>
  (await db().select().from(investmentPlans).where(eq(investmentPlans.id, id)))[0];
const audits = (action: string) => db().select().from(auditEntries).where(eq(auditEntries.action, action));

describe("POST /api/investments/add", () => {
  it("creates the plan with a trimmed name and exact decimals, visible to investors, audited", async () => {
    const res = await add(valid());
    expect(res.status).toBe(200);
    expect(res.body.newPlan).toMatchObject({
      plan: "Gold",
      minimumAmount: 100,
      maximumAmount: 5000.12345678,
      interestRate: 9.25,
      totalReturns: 20,
    });
    const row = await planRow(res.body.newPlan.id);
    expect(row.maximumAmount).toBe("5000.12345678");
    expect(await listed()).toContain(row.id);
    const audit = (await audits("PLAN_CREATE")).find((a) => (a.after as { id: number }).id === row.id);
    expect(audit?.adminId).toBe(admin.user.id);
  });

  it("lists the plan's audit entry with its details as a code and params, beside the English sentence", async () => {
    const res = await add({ ...valid(), plan: "Platinum Audit" });
    expect(res.status).toBe(200);
    const trail = await call(auditTrailRoute, "/api/admin/audit/trail?limit=50", {
      token: admin.token,
    });
    expect(trail.status).toBe(200);
    const entry = trail.body.auditTrail.find(
      (e: { details: string }) => e.details === "Created plan Platinum Audit",
    );
    expect(entry).toMatchObject({
      action: "PLAN_CREATE",
      detailsCode: "PLAN_CREATED",
      detailsParams: { plan: "Platinum Audit" },
    });
  });

  it.each([
    ["a blank name", { ...valid(), plan: "   " }],
    ["minimum above maximum", { ...valid(), minimumAmount: 6000 }],
    ["a negative rate", { ...valid(), interestRate: -1 }],
    ["a negative total return", { ...valid(), totalReturns: "-0.5" }],
    ["9 decimals", { ...valid(), minimumAmount: "1.123456789" }],
    ["a non-number amount", { ...valid(), maximumAmount: "lots" }],
    ["a missing field", { plan: "X", minimumAmount: 1 }],
  ])("refuses %s with 400 and writes nothing", async (_label, body) => {
    const before = (await db().select().from(investmentPlans)).length;
    const res = await add(body);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
    expect(await db().select().from(investmentPlans)).toHaveLength(before);
  });
});

describe("PUT /api/investments/{id}", () => {
  it("accepts a partial edit, keeps min <= max against the stored plan, and audits before/after", async () => {
    const { id } = (await add(valid())).body.newPlan;
    const res = await put(id, { interestRate: "10.5", recommended: true });
    expect(res.status).toBe(200);
    expect(res.body.plan).toMatchObject({
      id,
      plan: "Gold",
      interestRate: 10.5,
      recommended: true,
      minimumAmount: 100,
    });
    expect((await put(id, { minimumAmount: 999999 })).status).toBe(400);
    expect((await planRow(id)).minimumAmount).toBe("100.00000000");
    const audit = (await audits("PLAN_UPDATE")).find((a) => (a.after as { id: number }).id === id);
    expect(audit?.before).toMatchObject({ interestRate: "9.2500" });
    expect(audit?.after).toMatchObject({ interestRate: "10.5000", recommended: true });
    expect((await put(id, { plan: " " })).status).toBe(400);
    expect((await put(424242, { plan: "Nope" })).status).toBe(404);
  });
});

describe("DELETE /api/investments/{id}", () => {
  it("deletes an unused plan outright", async () => {
    const { id } = (await add(valid())).body.newPlan;
    const res = await del(id);
    expect(res.status).toBe(200);
    expect(res.body.retired).toBe(false);
    expect(await planRow(id)).toBeUndefined();
    expect((await del(id)).status).toBe(404);
  });

  it("retires a plan with subscriptions: hidden from investors, history intact, no longer editable", async () => {
    const { id } = (await add(valid())).body.newPlan;
    const [sub] = await db()
      .insert(subscriptions)
      .values({
        userId: investor.user.id,
        planId: id,
        amount: "100",
        asset: "USD",
        assetAmount: "100",
        priceUsd: "1",
        interestRate: "9.25",
        totalReturns: "20",
      })
      .returning();
    const res = await del(id);
    expect(res.status).toBe(200);
    expect(res.body.retired).toBe(true);
    expect((await planRow(id)).retiredAt).not.toBeNull();
    expect(await listed()).not.toContain(id);
    const [still] = await db()
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.planId, id)));
    expect(still.status).toBe("ACTIVE");
    expect((await put(id, { plan: "Revived" })).status).toBe(404);
  });
});

describe("plans that could never complete", () => {
  // Interest is credited in whole 0.00000001 USD a day; a plan whose daily interest rounds to zero would
  // lock every subscriber's principal forever.
  it.each([
    ["a 0% rate with total returns", { interestRate: 0, totalReturns: 10 }],
    [
      "a minimum too small to earn a unit a day",
      { minimumAmount: "0.0001", interestRate: 1, totalReturns: 10 },
    ],
  ])("refuses %s on create and on edit, writing nothing", async (_label, terms) => {
    const before = await db().select().from(investmentPlans);
    const created = await add({ ...valid(), ...terms });
    expect(created.status).toBe(400);
    expect(created.body.errors[0].path).toBe("interestRate");
    expect(await db().select().from(investmentPlans)).toHaveLength(before.length);

    const ok = await add(valid());
    expect(ok.status).toBe(200);
    const edited = await put(ok.body.newPlan.id, terms);
    expect(edited.status).toBe(400);
    const [stored] = await db()
      .select()
      .from(investmentPlans)
      .where(eq(investmentPlans.id, ok.body.newPlan.id));
    expect(stored.interestRate).toBe("9.2500");
  });

  it("accepts a 0% plan without total returns (it completes at once)", async () => {
    expect((await add({ ...valid(), interestRate: 0, totalReturns: 0 })).status).toBe(200);
  });
});
