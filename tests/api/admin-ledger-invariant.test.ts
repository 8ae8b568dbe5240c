// Property: whatever sequence of admin operations runs, every balance equals the sum of its ledger
// entries and none is negative; no operation answers 5xx.
import fc from "fast-check";
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
import { DELETE as deleteTx, PUT as updateTx } from "@/app/api/transactions/[id]/route";
import { POST as approveRoute } from "@/app/api/withdrawals/approve/route";
import { POST as rejectRoute } from "@/app/api/withdrawals/reject/route";
import { POST as creditRoute } from "@/app/api/users/credit/route";
import { POST as resetRoute } from "@/app/api/users/reset-balance/route";
import { balances, transactions, withdrawalRequests } from "@/db/schema";
import { reconcile } from "@/lib/ledger/reconcile";
import { COINS } from "@/lib/money/assets";
import { Money } from "@/lib/money/decimal";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { call } from "../helpers/http";

const { db } = setupTestDb();

let admin: Awaited<ReturnType<typeof createUser>>;
let userIds: number[] = [];
beforeAll(async () => {
  admin = await createUser({ role: "ADMIN" });
  userIds = await Promise.all([createUser(), createUser()].map(async (p) => (await p).user.id));
});

const amount = fc.integer({ min: 1, max: 300_000_000 }).map((n) => new Money(n).div(1e8).toFixed());
const coin = fc.constantFrom(...COINS);
const pick = fc.nat();

const op = fc.oneof(
  fc.record({ kind: fc.constant("credit" as const), user: pick, coin, amount }),
  fc.record({ kind: fc.constant("reset" as const), user: pick }),
  fc.record({ kind: fc.constant("edit" as const), tx: pick, coin, amount }),
  fc.record({ kind: fc.constant("delete" as const), tx: pick }),
  fc.record({ kind: fc.constant("withdraw" as const), user: pick, coin, amount }),
  fc.record({ kind: fc.constant("approve" as const), request: pick }),
  fc.record({ kind: fc.constant("reject" as const), request: pick }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

async function liveCredits() {
  return db()
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        inArray(transactions.userId, userIds),
        inArray(transactions.type, ["CREDIT_BITCOIN", "CREDIT_ETHEREUM", "CREDIT_USDT", "CREDIT_USDC"]),
        isNull(transactions.deletedAt),
      ),
    )
    .orderBy(asc(transactions.id));
}

async function pendingRequests() {
  return db()
    .select({ id: withdrawalRequests.id })
    .from(withdrawalRequests)
    .where(and(inArray(withdrawalRequests.userId, userIds), eq(withdrawalRequests.status, "PENDING")))
    .orderBy(asc(withdrawalRequests.id));
}

/** Each credit's own ledger entries add up to what the row says now: its amount in its asset, or nothing once deleted. */
async function creditsOffTheirBooks() {
  const rows = await queryRows<{
    id: number;
    asset: string;
    amount: string;
    deleted: boolean;
    effect: string | null;
  }>(
    db(),
    sql`select t.id, t.asset, t.amount::text as amount, t.deleted_at is not null as deleted,
          (select string_agg(asset || '=' || total::text, ',' order by asset) from (
             select e.asset, sum(e.amount) as total from ledger_entries e
             where e.reference = 'credit:' || t.id or e.reference like 'txedit:' || t.id || ':%' or e.reference like 'txdelete:' || t.id || ':%'
             group by e.asset having sum(e.amount) <> 0) s) as effect
        from transactions t where t.type::text like 'CREDIT_%'`,
  );
  return rows.filter((r) => r.effect !== (r.deleted ? null : `${r.asset}=${r.amount}`));
}

async function run(o: Op): Promise<number | undefined> {
  const token = admin.token;
  switch (o.kind) {
    case "credit":
      return (
        await call(creditRoute, "/api/users/credit", {
          token,
          body: { userId: userIds[o.user % 2], currency: o.coin, amount: o.amount },
        })
      ).status;
    case "reset":
      return (
        await call(resetRoute, "/api/users/reset-balance", {
          token,
          body: { userId: userIds[o.user % 2], reason: "property" },
        })
      ).status;
    case "edit": {
      const rows = await liveCredits();
      if (!rows.length) return;
      const id = String(rows[o.tx % rows.length].id);
      const body = { type: `CREDIT_${o.coin}`, asset: o.coin, amount: o.amount };
      return (await call(updateTx, `/api/transactions/${id}`, { method: "PUT", token, params: { id }, body }))
        .status;
    }
    case "delete": {
      const rows = await liveCredits();
      if (!rows.length) return;
      const id = String(rows[o.tx % rows.length].id);
      return (await call(deleteTx, `/api/transactions/${id}`, { method: "DELETE", token, params: { id } }))
        .status;
    }
    case "withdraw":
      // The investor's side, so approve and reject have something to act on; refused when funds are short.
      await openWithdrawalRequest({
        userId: userIds[o.user % 2],
        asset: o.coin,
        amount: o.amount,
        network: "test",
        address: "addr",
      }).catch(() => {});
      return;
    case "approve":
    case "reject": {
      const rows = await pendingRequests();
      if (!rows.length) return;
      const id = String(rows[o.request % rows.length].id);
      return (
        await call(o.kind === "approve" ? approveRoute : rejectRoute, `/api/withdrawals/${o.kind}`, {
          token,
          body: {},
          query: { id },
        })
      ).status;
    }
  }
}

it("keeps balance = sum of ledger entries, never negative, across random admin operations", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
      for (const o of ops) {
        const status = await run(o);
        if (status !== undefined) expect(status).toBeLessThan(500);
      }
      expect(await reconcile(db())).toEqual([]);
      expect(await db().select().from(balances).where(lt(balances.amount, "0"))).toEqual([]);
      expect(await creditsOffTheirBooks()).toEqual([]);
    }),
    { numRuns: 25 },
  );
});
