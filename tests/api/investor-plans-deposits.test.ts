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
      // The earn fields, added: the seeded plans are FIXED, in USD, not redeemable early.
      kind: "FIXED",
      asset: "USD",
      earlyRedemption: "NONE",
      earlyRedemptionPenaltyPercent: 0,
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
        txHash: null,
        confirmations: null,
        requiredConfirmations: null,
        explorerUrl: null,
        notCredited: null,
        date: "2026-02-02T03:04:05.000Z",
        createdAt: "2026-02-02T03:04:05.000Z",
      },
      {
        id: first.id,
        asset: "BITCOIN",
        network: "Bitcoin Network",
        amount: 0.00123456,
        status: "COMPLETED",
        txHash: null,
        confirmations: null,
        requiredConfirmations: null,
        explorerUrl: null,
        notCredited: null,
        date: "2026-01-02T03:04:05.000Z",
        createdAt: "2026-01-02T03:04:05.000Z",
      },
    ]);
  });

  it("answers an empty list for a new account", async () => {
    const a = await createUser();
    expect((await call(depositsRoute, "/api/deposits", { token: a.token })).body).toEqual({ deposits: [] });
  });

  describe("deposits a chain watcher saw", () => {
    afterEach(() => {
      delete process.env.BITCOIN_EXPLORER_TX_URL;
      delete process.env.ETHEREUM_RPC_URL;
      delete process.env.ETHEREUM_EXPLORER_TX_URL;
      resetEnvCache();
    });

    const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
    let at = Date.parse("2026-03-01T00:00:00Z");
    /** One chain transfer to the user, each a minute after the one before. */
    const chainDeposit = async (
      userId: number,
      chainState: string,
      more: Partial<typeof deposits.$inferInsert> = {},
    ) => {
      at += 60_000;
      const [row] = await db()
        .insert(deposits)
        .values({
          userId,
          asset: "ETHEREUM",
          network: "Ethereum Network",
          amount: "0.25",
          status:
            chainState === "PENDING" || chainState === "ORPHANED" || chainState === "BELOW_MINIMUM"
              ? "PENDING"
              : "COMPLETED",
          chain: "ETHEREUM",
          txHash: hash(at),
          outputIndex: -1,
          address: "0x00000000000000000000000000000000000000aa",
          chainAmount: "0.25",
          blockHeight: 100,
          blockHash: hash(100),
          confirmations: 3,
          requiredConfirmations: 12,
          chainState,
          createdAt: new Date(at),
          updatedAt: new Date(at),
          ...more,
        })
        .returning();
      return row!;
    };

    it("shows pending and credited transfers with their hash, confirmations and explorer link, newest first", async () => {
      const a = await createUser();
      const credit = await db()
        .insert(deposits)
        .values({
          userId: a.user.id,
          asset: "USDT",
          network: "Tron Network",
          amount: "10",
          createdAt: new Date(at),
        })
        .returning();
      const credited = await chainDeposit(a.user.id, "CREDITED", {
        confirmations: 12,
        creditedAt: new Date(),
      });
      const pending = await chainDeposit(a.user.id, "PENDING", { amount: "1.5", chainAmount: "1.5" });
      const bitcoin = await chainDeposit(a.user.id, "PENDING", {
        asset: "BITCOIN",
        network: "Bitcoin Network",
        chain: "BITCOIN",
        txHash: "ab".repeat(32),
        outputIndex: 1,
        amount: "0.00123456",
        chainAmount: "0.00123456",
        confirmations: 1,
        requiredConfirmations: 6,
      });

      const res = await call(depositsRoute, "/api/deposits", { token: a.token });
      expect(res.status).toBe(200);
      expect(res.body.deposits).toEqual([
        {
          id: bitcoin.id,
          asset: "BITCOIN",
          network: "Bitcoin Network",
          amount: 0.00123456,
          status: "PENDING",
          txHash: "ab".repeat(32),
          confirmations: 1,
          requiredConfirmations: 6,
          explorerUrl: `https://mempool.space/tx/${"ab".repeat(32)}`,
          notCredited: null,
          date: bitcoin.createdAt.toISOString(),
          createdAt: bitcoin.createdAt.toISOString(),
        },
        {
          id: pending.id,
          asset: "ETHEREUM",
          network: "Ethereum Network",
          amount: 1.5,
          status: "PENDING",
          txHash: pending.txHash,
          confirmations: 3,
          requiredConfirmations: 12,
          explorerUrl: `https://etherscan.io/tx/${pending.txHash}`,
          notCredited: null,
          date: pending.createdAt.toISOString(),
          createdAt: pending.createdAt.toISOString(),
        },
        expect.objectContaining({
          id: credited.id,
          status: "COMPLETED",
          txHash: credited.txHash,
          confirmations: 12,
          requiredConfirmations: 12,
        }),
        expect.objectContaining({ id: credit[0]!.id, status: "COMPLETED", txHash: null, explorerUrl: null }),
      ]);
    });

    it("never lists a transfer whose block left the chain; one below the minimum is INACTIVE, a flagged one stays completed", async () => {
      const a = await createUser();
      const below = await chainDeposit(a.user.id, "BELOW_MINIMUM", {
        amount: "0.0001",
        chainAmount: "0.0001",
      });
      await chainDeposit(a.user.id, "ORPHANED");
      const flagged = await chainDeposit(a.user.id, "FLAGGED", { creditedAt: new Date() });

      const res = await call(depositsRoute, "/api/deposits", { token: a.token });
      expect(res.status).toBe(200);
      expect(
        res.body.deposits.map((d: { id: number; status: string; notCredited: unknown }) => [
          d.id,
          d.status,
          d.notCredited,
        ]),
      ).toEqual([
        [flagged.id, "COMPLETED", null],
        [below.id, "INACTIVE", { reason: "BELOW_MINIMUM", minimum: "0.001" }],
      ]);
    });

    it("links to the configured explorer, the watched chain's when it is watched", async () => {
      const a = await createUser();
      const row = await chainDeposit(a.user.id, "PENDING");
      process.env.ETHEREUM_RPC_URL = "http://127.0.0.1:8545";
      process.env.ETHEREUM_EXPLORER_TX_URL = "https://explorer.example/tx/";
      resetEnvCache();
      const res = await call(depositsRoute, "/api/deposits", { token: a.token });
      expect(res.body.deposits[0].explorerUrl).toBe(`https://explorer.example/tx/${row.txHash}`);

      process.env.ETHEREUM_EXPLORER_TX_URL = "javascript:alert(1)//";
      resetEnvCache();
      const unsafe = await call(depositsRoute, "/api/deposits", { token: a.token });
      expect(unsafe.body.deposits[0]).toMatchObject({ txHash: row.txHash, explorerUrl: null });
    });
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
        requiredConfirmations: 12,
        available: true,
      },
      {
        asset: "ETH",
        network: "Ethereum Network",
        address: "0x742d35Cc6634C0532925a3b844Bc454e4438f44e",
        personal: false,
        requiredConfirmations: 12,
        available: true,
      },
      {
        asset: "USDT",
        network: "Tron Network",
        address: "TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9",
        personal: false,
        requiredConfirmations: 12,
        available: true,
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
      requiredConfirmations: 12,
      available: true,
    });
  });
});
