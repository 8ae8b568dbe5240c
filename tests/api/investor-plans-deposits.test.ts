import { eq } from "drizzle-orm";
import { GET as addressesRoute } from "@/app/api/deposits/addresses/route";
import { GET as depositsRoute } from "@/app/api/deposits/route";
import { GET as plansRoute } from "@/app/api/investments/route";
import { deposits, investmentPlans } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();

describe("GET /api/investments", () => {
  it("lists the open plans with numbers, hiding retired ones, to any signed-in user", async () => {
    const investor = await createUser();
    const admin = await createUser({ role: "ADMIN" });
    const [retired] = await db()
      .insert(investmentPlans)
      .values({
        name: "Old",
        interestRate: "5",
        minimumAmount: "10",
        maximumAmount: "20",
        totalReturns: "5",
        retiredAt: new Date(),
      })
      .returning();
    const res = await call(plansRoute, "/api/investments", { token: investor.token });
    expect(res.status).toBe(200);
    const names = res.body.investmentPlans.map((p: { plan: string }) => p.plan);
    expect(names).toEqual(["Basic", "Premium", "Enterprise"]);
    expect(res.body.investmentPlans.some((p: { id: number }) => p.id === retired.id)).toBe(false);
    const [premium] = await db().select().from(investmentPlans).where(eq(investmentPlans.name, "Premium"));
    expect(res.body.investmentPlans[1]).toEqual({
      id: premium.id,
      plan: "Premium",
      interestRate: 12.8,
      minimumAmount: 5000,
      maximumAmount: 24999,
      totalReturns: 12.8,
      recommended: true,
    });
    expect((await call(plansRoute, "/api/investments", { token: admin.token })).status).toBe(200);
  });
});

describe("GET /api/deposits", () => {
  it("lists only the caller's deposits, newest first, with the contract's fields", async () => {
    const a = await createUser();
    const b = await createUser();
    const [first] = await db()
      .insert(deposits)
      .values({
        userId: a.user.id,
        asset: "BITCOIN",
        network: "Bitcoin Network",
        amount: "0.00123456",
        createdAt: new Date("2026-01-02T03:04:05Z"),
      })
      .returning();
    const [second] = await db()
      .insert(deposits)
      .values({
        userId: a.user.id,
        asset: "USDT",
        network: "Tron Network",
        amount: "250",
        status: "PENDING",
        createdAt: new Date("2026-02-02T03:04:05Z"),
      })
      .returning();
    await db()
      .insert(deposits)
      .values({ userId: b.user.id, asset: "USDC", network: "Ethereum Network", amount: "9" });

    const res = await call(depositsRoute, "/api/deposits", { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.deposits).toEqual([
      {
        id: second.id,
        asset: "USDT",
        network: "Tron Network",
        amount: 250,
        status: "PENDING",
        date: "2026-02-02T03:04:05.000Z",
        createdAt: "2026-02-02T03:04:05.000Z",
      },
      {
        id: first.id,
        asset: "BITCOIN",
        network: "Bitcoin Network",
        amount: 0.00123456,
        status: "COMPLETED",
        date: "2026-01-02T03:04:05.000Z",
        createdAt: "2026-01-02T03:04:05.000Z",
      },
    ]);
  });

  it("answers an empty list for a new account", async () => {
    const a = await createUser();
    expect((await call(depositsRoute, "/api/deposits", { token: a.token })).body).toEqual({ deposits: [] });
  });
});

describe("GET /api/deposits/addresses", () => {
  afterEach(() => {
    delete process.env.DEPOSIT_ADDRESS_ETH;
    resetEnvCache();
  });

  it("without account keys: the fixed default addresses of the coins the ledger holds (no BNB)", async () => {
    const a = await createUser();
    const res = await call(addressesRoute, "/api/deposits/addresses", { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.addresses).toEqual([
      {
        asset: "BTC",
        network: "Bitcoin Network",
        address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
        personal: false,
      },
      {
        asset: "ETH",
        network: "Ethereum Network",
        address: "0x742d35Cc6634C0532925a3b844Bc454e4438f44e",
        personal: false,
      },
      {
        asset: "USDT",
        network: "Tron Network",
        address: "TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9",
        personal: false,
      },
    ]);
  });

  it("takes an address from configuration", async () => {
    process.env.DEPOSIT_ADDRESS_ETH = "0x0000000000000000000000000000000000000abc";
    resetEnvCache();
    const a = await createUser();
    const res = await call(addressesRoute, "/api/deposits/addresses", { token: a.token });
    expect(res.body.addresses[1]).toEqual({
      asset: "ETH",
      network: "Ethereum Network",
      address: "0x0000000000000000000000000000000000000abc",
      personal: false,
    });
  });
});
