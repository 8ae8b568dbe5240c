// Property: whatever sequence of money operations runs, no balance goes negative and every balance
// equals the sum of its ledger entries.
import fc from "fast-check";
import { eq, sql } from "drizzle-orm";
import { queryRows } from "@/db/client";
import { subscriptions, withdrawalRequests } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import { creditDeposit } from "@/lib/deposits/credit-deposit";
import { creditInterestForDay } from "@/lib/interest/credit-interest-for-day";
import { creditedInterest } from "@/lib/interest/credited-interest";
import { addDays, utcDay } from "@/lib/interest/utc-day";
import { subscribe } from "@/lib/investments/subscribe";
import { reconcile } from "@/lib/ledger/reconcile";
import { COINS, NETWORK_BY_COIN, type Asset } from "@/lib/money/assets";
import { Money } from "@/lib/money/decimal";
import { approveWithdrawal } from "@/lib/withdrawals/approve-withdrawal";
import { openWithdrawalRequest } from "@/lib/withdrawals/open-withdrawal";
import { rejectWithdrawal } from "@/lib/withdrawals/reject-withdrawal";
import { setupTestDb } from "../helpers/db";
import { createUser } from "../helpers/factories";
import { createPlan } from "../helpers/money";

const { db } = setupTestDb();

const amountArb = (max: number) =>
  fc.integer({ min: 1, max: max * 1e8 }).map((n) => new Money(n).div(1e8).toFixed());
const coinArb = fc.constantFrom(...COINS);
const who = fc.integer({ min: 0, max: 1 });

// Weighted so that every kind of step (and its refusals) shows up in a modest number of runs.
const opArb = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant("credit" as const), who, asset: coinArb, amount: amountArb(400) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("subscribe" as const),
      who,
      plan: fc.integer({ min: 0, max: 2 }),
      asset: fc.constantFrom<Asset>("USD", ...COINS),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant("withdraw" as const),
      who,
      asset: coinArb,
      amount: amountArb(60),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("approve" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("reject" as const), pick: fc.nat() }) },
  // Days mostly move forward (0 = a same-day re-run), sometimes back (an out-of-order run must pay nothing twice).
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant("interest" as const), step: fc.integer({ min: -2, max: 2 }) }),
  },
);

let adminId = 0;
let dayCursor = 0;
let planIds: number[] = [];
const today = utcDay();

beforeAll(async () => {
  adminId = (await createUser({ role: "ADMIN" })).user.id;
  // Cheap plans, one of which completes within a few days, so completions and principal returns occur.
  planIds = [
    (await createPlan({ minimumAmount: "100", interestRate: "36.5", totalReturns: "0.2" })).id,
    (await createPlan({ minimumAmount: "250", interestRate: "10", totalReturns: "20" })).id,
    (await createPlan({ minimumAmount: "50.5", interestRate: "73", totalReturns: "1" })).id,
  ];
});

/** Only refusals the product defines (400 insufficient, 409 duplicate or not pending) are acceptable. */
async function expected<T>(promise: Promise<T>): Promise<void> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 400 || err.status === 409)) return;
    throw err;
  }
}

it("keeps every balance non-negative and equal to its ledger", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.tuple(amountArb(120), amountArb(120)),
      fc.array(opArb, { minLength: 1, maxLength: 20 }),
      async (start, ops) => {
        const users = [(await createUser()).user.id, (await createUser()).user.id];
        // Random opening balances in every coin, so that withdrawals and subscriptions can succeed early.
        for (const [i, userId] of users.entries()) {
          for (const asset of COINS)
            await creditDeposit(undefined, { userId, asset, amount: start[i], adminId });
        }
        for (const step of ops) {
          switch (step.op) {
            case "credit":
              await creditDeposit(undefined, {
                userId: users[step.who],
                asset: step.asset,
                amount: step.amount,
                adminId,
              });
              break;
            case "subscribe": {
              const [plan] = await queryRows<{ minimum_amount: string }>(
                db(),
                sql`select minimum_amount from investment_plans where id = ${planIds[step.plan]}`,
              );
              await expected(
                subscribe({
                  userId: users[step.who],
                  planId: planIds[step.plan],
                  asset: step.asset,
                  amount: plan.minimum_amount,
                }),
              );
              break;
            }
            case "withdraw":
              await expected(
                openWithdrawalRequest({
                  userId: users[step.who],
                  asset: step.asset,
                  amount: step.amount,
                  network: NETWORK_BY_COIN[step.asset],
                  address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
                }),
              );
              break;
            case "approve":
            case "reject": {
              const pending = await db()
                .select({ id: withdrawalRequests.id })
                .from(withdrawalRequests)
                .where(eq(withdrawalRequests.status, "PENDING"));
              if (pending.length === 0) break;
              const id = pending[step.pick % pending.length].id;
              await expected(
                step.op === "approve" ? approveWithdrawal(id, adminId) : rejectWithdrawal(id, adminId),
              );
              break;
            }
            case "interest":
              await creditInterestForDay(addDays(today, dayCursor + step.step));
              dayCursor = Math.max(dayCursor, dayCursor + step.step);
              break;
          }
          const [negative] = await queryRows<{ n: number }>(
            db(),
            sql`select count(*)::int as n from balances where amount < 0`,
          );
          expect(Number(negative.n)).toBe(0);
          expect(await reconcile(db())).toEqual([]);
        }
        // Interest never passes a subscription's total returns, and principal comes back at most once.
        // (What a subscription was credited is read as the API reads it: the row plus its later accruals.)
        const over = await db()
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(
            sql`${creditedInterest} > trunc(${subscriptions.amount} * ${subscriptions.totalReturns} / 100, 8)`,
          );
        expect(over).toEqual([]);
        // A subscription's credited interest is exactly its per-day statement.
        const drift = await db()
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(
            sql`${creditedInterest} <> coalesce((select sum(a.amount) from interest_accruals a
                                                 where a.subscription_id = ${subscriptions.id}), 0)`,
          );
        expect(drift).toEqual([]);
        const twice = await queryRows<{ reference: string }>(
          db(),
          sql`select reference from ledger_entries where kind = 'PRINCIPAL_RETURN' group by reference having count(*) > 1`,
        );
        expect(twice).toEqual([]);
      },
    ),
    { numRuns: 30 },
  );
  // Not vacuous: the random runs reached completions, approvals, rejections and interest.
  const [seen] = await queryRows<{ completed: number; approved: number; rejected: number; interest: number }>(
    db(),
    sql`select (select count(*) from subscriptions where status = 'COMPLETED')::int as completed,
               (select count(*) from withdrawal_requests where status = 'APPROVED')::int as approved,
               (select count(*) from withdrawal_requests where status = 'REJECTED')::int as rejected,
               (select count(*) from ledger_entries where kind = 'INTEREST')::int as interest`,
  );
  expect(Number(seen.completed)).toBeGreaterThan(0);
  expect(Number(seen.approved)).toBeGreaterThan(0);
  expect(Number(seen.rejected)).toBeGreaterThan(0);
  expect(Number(seen.interest)).toBeGreaterThan(0);
});
