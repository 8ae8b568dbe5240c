import { and, eq } from "drizzle-orm";
import { GET as getBalances } from "@/app/api/users/balances/route";
import { GET as getMainBalance } from "@/app/api/users/main-balance/route";
import { balances } from "@/db/schema";
import type { Asset } from "@/lib/money/assets";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();

// Fixtures only: the app changes balances through the ledger; here rows are set directly.
async function setBalance(userId: number, asset: Asset, amount: string) {
  await db()
    .update(balances)
    .set({ amount })
    .where(and(eq(balances.userId, userId), eq(balances.asset, asset)));
}

describe("GET /api/users/main-balance", () => {
  it("answers the caller's USD balance as a number", async () => {
    const a = await createUser();
    const b = await createUser();
    await setBalance(a.user.id, "USD", "1234.56789012");
    await setBalance(b.user.id, "USD", "99");
    const res = await call(getMainBalance, "/api/users/main-balance", { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mainBalance: 1234.56789012 });
  });

  it("answers 0 when the USD row is missing", async () => {
    const a = await createUser();
    await db()
      .delete(balances)
      .where(and(eq(balances.userId, a.user.id), eq(balances.asset, "USD")));
    const res = await call(getMainBalance, "/api/users/main-balance", { token: a.token });
    expect(res.body).toEqual({ mainBalance: 0 });
  });
});

describe("GET /api/users/balances", () => {
  it("answers the caller's coins keyed by coin, plus the main balance", async () => {
    const a = await createUser();
    const b = await createUser();
    await setBalance(a.user.id, "BITCOIN", "0.12345678");
    await setBalance(a.user.id, "ETHEREUM", "2.5");
    await setBalance(a.user.id, "USDT", "100.25");
    await setBalance(a.user.id, "USDC", "7");
    await setBalance(a.user.id, "USD", "500");
    await setBalance(b.user.id, "BITCOIN", "9");
    const res = await call(getBalances, "/api/users/balances", { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      balances: {
        Bitcoin: { bitcoinBalance: 0.12345678 },
        Ethereum: { ethereumBalance: 2.5 },
        Usdt: { usdtBalance: 100.25 },
        Usdc: { usdcBalance: 7 },
      },
      mainBalance: 500,
    });
  });

  it("answers zeros for a new account", async () => {
    const a = await createUser();
    const res = await call(getBalances, "/api/users/balances", { token: a.token });
    expect(res.body.balances.Bitcoin.bitcoinBalance).toBe(0);
    expect(res.body.mainBalance).toBe(0);
  });
});
