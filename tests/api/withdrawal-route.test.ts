import { eq, sql } from "drizzle-orm";
import { GET as listRoute, POST as withdrawRoute } from "@/app/api/withdrawals/route";
import { queryRows } from "@/db/client";
import { ledgerEntries, transactions, users, withdrawalRequests } from "@/db/schema";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";
import { balanceOf, expectBooksBalanced, fund, setPin } from "../helpers/money";

const { db } = setupTestDb();
afterEach(expectBooksBalanced);

const PATH = "/api/withdrawals";
const BTC_ADDRESS = "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh";
const body = (patch: Record<string, unknown> = {}) => ({
  amount: "0.25",
  asset: "BITCOIN",
  network: "Bitcoin Network",
  address: BTC_ADDRESS,
  pin: "4821",
  ...patch,
});

async function investorWithPin(btc = "1") {
  const created = await createUser();
  await setPin(created.user.id, "4821");
  if (btc !== "0") await fund(created.user.id, "BITCOIN", btc);
  return created;
}

async function written(userId: number) {
  const [c] = await queryRows<{ requests: number; txs: number; entries: number }>(
    db(),
    sql`select (select count(*) from withdrawal_requests where user_id = ${userId})::int as requests,
               (select count(*) from transactions where user_id = ${userId} and type = 'WITHDRAWAL')::int as txs,
               (select count(*) from ledger_entries where user_id = ${userId} and kind = 'WITHDRAWAL')::int as entries`,
  );
  return { requests: Number(c.requests), txs: Number(c.txs), entries: Number(c.entries) };
}

describe("POST /api/withdrawals", () => {
  it("answers 401 without a session", async () => {
    expect((await call(withdrawRoute, PATH, { body: body() })).status).toBe(401);
    expect((await call(listRoute, PATH)).status).toBe(401);
  });

  it("debits at request time and records a PENDING request and transaction", async () => {
    const { user, token } = await investorWithPin("1");
    const res = await call(withdrawRoute, PATH, { token, body: body({ amount: 0.25 }) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Withdrawal request submitted and pending approval");
    expect(res.body.withdrawalRequest).toEqual({
      id: expect.any(Number),
      amount: 0.25,
      asset: "BITCOIN",
      network: "Bitcoin Network",
      address: BTC_ADDRESS,
      status: "PENDING",
      createdAt: expect.any(String),
      // Set once a hot wallet sends the payout.
      txHash: null,
      explorerUrl: null,
      // The investor's first withdrawal to this address (docs/decisions.md, "Withdrawal addresses").
      newAddress: true,
    });
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.75");
    const id = res.body.withdrawalRequest.id;
    const [entry] = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `withdrawal:${id}`));
    expect(entry).toMatchObject({ amount: "-0.25000000", kind: "WITHDRAWAL" });
    const [tx] = await db().select().from(transactions).where(eq(transactions.userId, user.id));
    expect(tx).toMatchObject({
      type: "WITHDRAWAL",
      status: "PENDING",
      asset: "BITCOIN",
      amount: "0.25000000",
      usdEquivalent: "29128.75000000",
    });
  });

  it("derives the network from the asset when the body leaves it out", async () => {
    const { user, token } = await createUser();
    await setPin(user.id, "4821");
    await fund(user.id, "USDT", "100");
    const res = await call(withdrawRoute, PATH, {
      token,
      body: { amount: "10", asset: "USDT", address: "TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9", pin: "4821" },
    });
    expect(res.status).toBe(200);
    expect(res.body.withdrawalRequest.network).toBe("Tron Network");
  });

  it("refuses a network that does not belong to the asset, and writes nothing", async () => {
    const { user, token } = await investorWithPin();
    const res = await call(withdrawRoute, PATH, { token, body: body({ network: "Tron Network" }) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      path: "network",
      message: "Bitcoin withdrawals go over Bitcoin Network",
      code: "WITHDRAWAL_NETWORK_MISMATCH",
      params: { asset: "Bitcoin", network: "Bitcoin Network" },
    });
    expect(await written(user.id)).toEqual({ requests: 0, txs: 0, entries: 0 });
  });

  it("asks for a PIN first when none is set", async () => {
    const { user, token } = await createUser();
    await fund(user.id, "BITCOIN", "1");
    const res = await call(withdrawRoute, PATH, { token, body: body({ pin: undefined }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("You must set a withdrawal pin before making withdrawals.");
    expect(await written(user.id)).toEqual({ requests: 0, txs: 0, entries: 0 });
  });

  it.each([["123"], ["12345"], ["abcd"], [""], [1234], [null]])(
    "answers 'Invalid withdrawal pin.' for the malformed PIN %p without counting a failed attempt",
    async (pin) => {
      const { user, token } = await investorWithPin();
      const res = await call(withdrawRoute, PATH, { token, body: body({ pin }) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Invalid withdrawal pin.");
      const [u] = await db().select().from(users).where(eq(users.id, user.id));
      expect(u.pinFailedAttempts).toBe(0);
      expect(await written(user.id)).toEqual({ requests: 0, txs: 0, entries: 0 });
    },
  );

  it("answers 'Invalid withdrawal pin.' for a wrong PIN and counts the attempt", async () => {
    const { user, token } = await investorWithPin();
    const res = await call(withdrawRoute, PATH, { token, body: body({ pin: "0000" }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid withdrawal pin.");
    const [u] = await db().select().from(users).where(eq(users.id, user.id));
    expect(u.pinFailedAttempts).toBe(1);
    expect(await balanceOf(user.id, "BITCOIN")).toBe("1");
  });

  it("refuses more than the balance with the available amount, and writes nothing", async () => {
    const { user, token } = await investorWithPin("0.5");
    const res = await call(withdrawRoute, PATH, { token, body: body({ amount: "0.50000001" }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Insufficient balance. Available: 0.5 BTC");
    expect(await written(user.id)).toEqual({ requests: 0, txs: 0, entries: 0 });
  });

  it.each([
    ["a missing amount", { amount: undefined }, "Amount is required"],
    ["a zero amount", { amount: 0 }, "Amount must be greater than 0"],
    ["a negative amount", { amount: "-0.1" }, "Amount must be greater than 0"],
    ["NaN", { amount: "NaN" }, "Amount must be a number"],
    ["exponent notation", { amount: "1e-1" }, "Amount must be a number"],
    ["too many decimals", { amount: "0.123456789" }, "Amount can have at most 8 decimal places"],
    ["a boolean amount", { amount: true }, "Amount must be a number"],
    ["an unknown asset", { asset: "DOGE" }, "Asset must be one of BITCOIN, ETHEREUM, USDT or USDC"],
    ["the USD main balance", { asset: "USD" }, "Asset must be one of BITCOIN, ETHEREUM, USDT or USDC"],
    ["a missing address", { address: undefined }, "Wallet address is required"],
    ["a blank address", { address: "   " }, "Wallet address is required"],
    ["a malformed address", { address: "not an address!" }, "Please enter a valid wallet address"],
    ["an address of the wrong type", { address: 12345 }, "Wallet address is required"],
  ])("answers 400 for %s and writes nothing", async (_label, patch, message) => {
    const { user, token } = await investorWithPin();
    const res = await call(withdrawRoute, PATH, { token, body: body(patch) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await written(user.id)).toEqual({ requests: 0, txs: 0, entries: 0 });
    expect(await balanceOf(user.id, "BITCOIN")).toBe("1");
  });

  it("lets 20 simultaneous requests withdraw only what the balance covers", async () => {
    const { user, token } = await investorWithPin("1");
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(withdrawRoute, PATH, { token, body: body({ amount: "0.15" }) })),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(6);
    expect(refused).toHaveLength(14);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(r.body.message).toBe("Insufficient balance. Available: 0.1 BTC");
    }
    expect(await balanceOf(user.id, "BITCOIN")).toBe("0.1");
    expect(await written(user.id)).toEqual({ requests: 6, txs: 6, entries: 6 });
  });
});

describe("GET /api/withdrawals", () => {
  it("lists only the caller's own requests, newest first", async () => {
    const me = await investorWithPin("1");
    const other = await investorWithPin("1");
    for (const amount of ["0.1", "0.2", "0.3"]) {
      expect((await call(withdrawRoute, PATH, { token: me.token, body: body({ amount }) })).status).toBe(200);
    }
    await call(withdrawRoute, PATH, { token: other.token, body: body({ amount: "0.4" }) });
    const res = await call(listRoute, PATH, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.withdrawalRequests.map((w: { amount: number }) => w.amount)).toEqual([0.3, 0.2, 0.1]);
    expect(Object.keys(res.body.withdrawalRequests[0]).sort()).toEqual(
      [
        "address",
        "amount",
        "asset",
        "createdAt",
        "id",
        "network",
        "status",
        "txHash",
        "explorerUrl",
        "newAddress",
      ].sort(),
    );
    const ids = (
      await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.userId, other.user.id))
    ).map((w) => w.id);
    expect(res.body.withdrawalRequests.some((w: { id: number }) => ids.includes(w.id))).toBe(false);
  });
});
