// An admin credit of a coin is the confirmed deposit (docs/decisions.md, "Admin actions"): what the admin credits,
// edits and deletes is exactly what the investor's Deposit History (GET /api/deposits) and activity show, through
// the routes both of them use.
import { GET as depositsRoute } from "@/app/api/deposits/route";
import {
  DELETE as deleteTransactionRoute,
  PUT as updateTransactionRoute,
} from "@/app/api/transactions/[id]/route";
import { POST as creditRoute } from "@/app/api/users/credit/route";
import { GET as activityRoute } from "@/app/api/users/transactions/route";
import { reconcile } from "@/lib/ledger/reconcile";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser({ role: "ADMIN" });
});
afterEach(async () => expect(await reconcile(db())).toEqual([]));

type Listed = { id: number; asset: string; network: string; amount: number; status: string; date: string };
type Activity = { id: number; type: string; asset: string; amount: number; status: string; date: string };

const credit = async (body: Record<string, unknown>) => {
  const res = await call(creditRoute, "/api/users/credit", { token: admin.token, body });
  expect(res.status).toBe(200);
  return res.body.transactionId as number;
};
const depositHistory = async (token: string) => {
  const res = await call(depositsRoute, "/api/deposits", { token });
  expect(res.status).toBe(200);
  return res.body.deposits as Listed[];
};
const credits = async (token: string) => {
  const res = await call(activityRoute, "/api/users/transactions", { token });
  expect(res.status).toBe(200);
  return (res.body.transactions as Activity[]).filter((t) => t.type.startsWith("CREDIT_"));
};
/** The two lists as comparable lines: asset, amount, status, date. */
const lines = (rows: { asset: string; amount: number; status: string; date: string }[]) =>
  rows.map((r) => `${r.asset} ${r.amount} ${r.status} ${r.date}`);

describe("Deposit History and the admin's credits agree", () => {
  it("every credit is a completed deposit in the investor's history, newest first, and nothing else is", async () => {
    const investor = await createUser();
    const other = await createUser();
    const backDated = "2025-06-01T09:30:00.000Z";
    await credit({ userId: investor.user.id, currency: "BITCOIN", amount: "0.1" });
    await credit({ userId: investor.user.id, currency: "USDT", amount: "6600", date: backDated });
    await credit({ userId: investor.user.id, currency: "USDC", amount: "7.1", reason: "Wire 42" });
    await credit({ userId: other.user.id, currency: "ETHEREUM", amount: "2" });

    const history = await depositHistory(investor.token);
    expect(history.map((d) => [d.asset, d.network, d.amount, d.status])).toEqual([
      ["USDC", "Ethereum Network", 7.1, "COMPLETED"],
      ["BITCOIN", "Bitcoin Network", 0.1, "COMPLETED"],
      ["USDT", "Tron Network", 6600, "COMPLETED"],
    ]);
    expect(history[2]!.date).toBe(backDated);
    expect(lines(history)).toEqual(lines(await credits(investor.token)));
    expect((await depositHistory(other.token)).map((d) => [d.asset, d.amount])).toEqual([["ETHEREUM", 2]]);
  });

  it("an admin's edit of a credit shows in the history; a deleted credit leaves it", async () => {
    const investor = await createUser();
    const kept = await credit({ userId: investor.user.id, currency: "BITCOIN", amount: "0.5" });
    const gone = await credit({ userId: investor.user.id, currency: "ETHEREUM", amount: "1" });

    const edit = await call(updateTransactionRoute, `/api/transactions/${kept}`, {
      method: "PUT",
      token: admin.token,
      params: { id: String(kept) },
      body: { amount: "0.25", status: "PENDING" },
    });
    expect(edit.status).toBe(200);
    const removed = await call(deleteTransactionRoute, `/api/transactions/${gone}`, {
      method: "DELETE",
      token: admin.token,
      params: { id: String(gone) },
    });
    expect(removed.status).toBe(200);

    const history = await depositHistory(investor.token);
    expect(history.map((d) => [d.asset, d.amount, d.status])).toEqual([["BITCOIN", 0.25, "PENDING"]]);
    expect(lines(history)).toEqual(lines(await credits(investor.token)));
  });
});
