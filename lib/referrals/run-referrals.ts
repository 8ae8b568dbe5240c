// The daily referral pass: every open referral moves as far as it can, one transaction each.
//
// PENDING → QUALIFIED when the referee's identity is verified, the deposits the chain watchers credited to them
// (never an administrator's credit, a reward or a move between investors) reach the referral's minimum at each
// deposit's recorded USD value (`reached_at`: the credit that reached it), and the referral's hold days have
// passed since then without a withdrawal taking their holdings (balances plus principal in plans, in USD at the
// pass's prices) below the minimum: such a withdrawal voids it. QUALIFIED → PAID: both rewards posted to the
// main balance through the ledger, once (the row's guarded move and the entries' unique references), unless the
// referrer was already paid their monthly cap this month (VOID "monthly cap"). VOID too: the referee is the
// referrer (one normalised e-mail, or one identity-document number), or either account was deleted.
//
// Two passes at once (the scheduler on two instances, the admin's button) are safe: each referral is moved
// under its row lock by a guarded update, a referrer's payments are counted under the referrer's row lock, and
// the ledger refuses a reference twice; oneAtATime only spares the second pass the work.
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, queryRows, type Tx } from "@/db/client";
import { kycSubmissions, referrals, transactions, users, type Referral } from "@/db/schema";
import { now } from "@/lib/clock";
import { decryptField } from "@/lib/kyc/sensitive-values";
import { postEntry } from "@/lib/ledger/post-entry";
import { oneAtATime } from "@/lib/locks/one-at-a-time";
import { areaLog } from "@/lib/log/logger";
import { logError } from "@/lib/log-error";
import { Money, moneyString } from "@/lib/money/decimal";
import { getUsdPrices, type UsdPrices } from "@/lib/prices/usd-prices";
import { normalisedEmail } from "./codes";
import { notifyReferral } from "./notify-referral";
import { readReferralSettings, type ReferralSettings } from "./settings";

/** The pass's advisory lock (lib/locks/one-at-a-time.ts namespaces 727301-727302 are the chains' and payouts'). */
const REFERRALS_PASS_LOCK = 727303;

export const VOID_REASONS = {
  selfReferral: "self-referral",
  withdrawal: "withdrawal during the hold",
  monthlyCap: "monthly cap",
  refereeDeleted: "account deleted",
  referrerDeleted: "referrer's account deleted",
} as const;

export type ReferralRunResult = { processed: number; qualified: number; paid: number; voided: number };

const DAY_MS = 86_400_000;

/** Runs the pass unless another is running it now (then `ran: false`). */
export async function runReferrals(trigger: "cron" | "http-cron" | "admin") {
  const started = Date.now();
  const pass = await oneAtATime(REFERRALS_PASS_LOCK, 1, referralPass);
  if (pass.ran)
    areaLog("referrals").info({ trigger, ...pass.value, durationMs: Date.now() - started }, "referral pass");
  return pass.ran
    ? { ran: true, ...pass.value }
    : { ran: false, processed: 0, qualified: 0, paid: 0, voided: 0 };
}

/** The answer of both HTTP triggers (the cron route and POST /api/admin/referrals/run). */
export async function runReferralsForRequest(trigger: "http-cron" | "admin") {
  const result = await runReferrals(trigger);
  return { message: "Referral pass completed", ...result };
}

export async function referralPass(): Promise<ReferralRunResult> {
  const db = await getDb();
  const open = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(inArray(referrals.status, ["PENDING", "QUALIFIED"]))
    .orderBy(referrals.id);
  const result: ReferralRunResult = { processed: 0, qualified: 0, paid: 0, voided: 0 };
  if (open.length === 0) return result;
  const settings = await readReferralSettings(db);
  const prices = await getUsdPrices();
  for (const { id } of open) {
    try {
      const moves = await db.transaction((tx) => step(tx, id, settings, prices));
      result.processed++;
      for (const m of moves) result[m]++;
    } catch (err) {
      // One referral's failure (a key that no longer decrypts a document) must not stop the others.
      logError(`[referrals] referral ${id} could not be processed`, err);
    }
  }
  return result;
}

type Move = "qualified" | "paid" | "voided";

async function step(tx: Tx, id: number, settings: ReferralSettings, prices: UsdPrices): Promise<Move[]> {
  const [referral] = await queryRows<{ id: number }>(
    tx,
    sql`select id from referrals where id = ${id} and status in ('PENDING', 'QUALIFIED') for update`,
  );
  if (!referral) return [];
  let [row] = await tx.select().from(referrals).where(eq(referrals.id, id));
  const moves: Move[] = [];

  const reason = await voidReasonOf(tx, row);
  if (reason) {
    await voidReferral(tx, row, reason);
    return ["voided"];
  }

  if (row.status === "PENDING") {
    row = await updateReachedAt(tx, row);
    if (row.reachedAt && (await withdrewDuringHold(tx, row, prices))) {
      await voidReferral(tx, row, VOID_REASONS.withdrawal);
      return ["voided"];
    }
    const [referee] = await tx
      .select({ verified: users.isVerified })
      .from(users)
      .where(eq(users.id, row.refereeId));
    const holdEnds = row.reachedAt ? row.reachedAt.getTime() + row.holdDays * DAY_MS : Infinity;
    if (!referee?.verified || now().getTime() < holdEnds) return moves;
    [row] = await tx
      .update(referrals)
      .set({ status: "QUALIFIED", qualifiedAt: now(), updatedAt: now() })
      .where(and(eq(referrals.id, id), eq(referrals.status, "PENDING")))
      .returning();
    await notifyReferral(tx, row, "qualified");
    moves.push("qualified");
  }

  // QUALIFIED: paid now, within the referrer's monthly cap (counted under the referrer's row lock).
  await tx.execute(sql`select id from users where id = ${row.referrerId} for update`);
  const at = now();
  const monthStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const [{ paid }] = await queryRows<{ paid: number | string }>(
    tx,
    sql`select count(*) as paid from referrals
         where referrer_id = ${row.referrerId} and status = 'PAID' and paid_at >= ${monthStart.toISOString()}::timestamptz`,
  );
  if (Number(paid) >= settings.monthlyCapPerReferrer) {
    await voidReferral(tx, row, VOID_REASONS.monthlyCap);
    return [...moves, "voided"];
  }
  const [paying] = await tx
    .update(referrals)
    .set({ status: "PAID", paidAt: at, updatedAt: at })
    .where(and(eq(referrals.id, id), eq(referrals.status, "QUALIFIED")))
    .returning();
  if (!paying) return moves;
  await payReward(tx, paying, paying.referrerId, paying.referrerRewardUsd, "referrer");
  await payReward(tx, paying, paying.refereeId, paying.refereeRewardUsd, "referee");
  await notifyReferral(tx, paying, "paid");
  return [...moves, "paid"];
}

async function payReward(tx: Tx, referral: Referral, userId: number, amount: string, side: string) {
  const value = moneyString(amount);
  if (new Money(value).lte(0)) return;
  const reference = `referral:${referral.id}:${side}`;
  const posted = await postEntry(tx, {
    userId,
    asset: "USD",
    amount: value,
    kind: "REFERRAL_REWARD",
    reference,
    memo: `Referral #${referral.id} (${side})`,
  });
  if (!posted.applied) return;
  await tx.insert(transactions).values({
    userId,
    type: "REFERRAL_REWARD",
    asset: "USD",
    amount: value,
    assetAmount: value,
    status: "COMPLETED",
    details: `Referral reward (referral #${referral.id})`,
    usdEquivalent: value,
    isAdminTransaction: false,
    ledgerReference: reference,
  });
}

export async function voidReferral(
  tx: Tx,
  referral: Referral,
  reason: string,
  by: number | null = null,
): Promise<Referral | null> {
  const [row] = await tx
    .update(referrals)
    .set({ status: "VOID", reason, voidedAt: now(), voidedBy: by, updatedAt: now() })
    .where(and(eq(referrals.id, referral.id), inArray(referrals.status, ["PENDING", "QUALIFIED"])))
    .returning();
  return row ?? null;
}

/** A reason this referral can never be paid, whatever happens next; null if there is none. */
async function voidReasonOf(tx: Tx, referral: Referral): Promise<string | null> {
  const people = await tx
    .select({ id: users.id, email: users.email, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, [referral.referrerId, referral.refereeId]));
  const referrer = people.find((p) => p.id === referral.referrerId);
  const referee = people.find((p) => p.id === referral.refereeId);
  if (!referee || referee.deletedAt) return VOID_REASONS.refereeDeleted;
  if (!referrer || referrer.deletedAt) return VOID_REASONS.referrerDeleted;
  if (normalisedEmail(referrer.email) === normalisedEmail(referee.email)) return VOID_REASONS.selfReferral;
  const referrerDocuments = await documentNumbers(tx, referrer.id);
  if (referrerDocuments.size > 0) {
    for (const number of await documentNumbers(tx, referee.id))
      if (referrerDocuments.has(number)) return VOID_REASONS.selfReferral;
  }
  return null;
}

/** The identity-document numbers a person gave in verifications that were not rejected, normalised. */
async function documentNumbers(tx: Tx, userId: number): Promise<Set<string>> {
  const rows = await tx
    .select()
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), inArray(kycSubmissions.status, ["APPROVED", "PENDING"])));
  return new Set(
    rows
      .map((r) =>
        decryptField(r, "ssn")
          .replace(/[^0-9A-Za-z]/g, "")
          .toUpperCase(),
      )
      .filter(Boolean),
  );
}

/**
 * When the referee's chain-credited deposits first reached the minimum, at each deposit's USD value recorded
 * when it was credited: administrator credits have no chain, rewards and internal moves are no deposits.
 */
async function updateReachedAt(tx: Tx, referral: Referral): Promise<Referral> {
  if (referral.reachedAt) return referral;
  const credited = await queryRows<{ credited_at: string | Date; usd: string | null }>(
    tx,
    sql`select d.credited_at, t.usd_equivalent::text as usd
          from deposits d join transactions t on t.id = d.transaction_id
         where d.user_id = ${referral.refereeId} and d.chain is not null and d.chain_state = 'CREDITED'
           and d.credited_at is not null and t.deleted_at is null
         order by d.credited_at, d.id`,
  );
  let sum = new Money(0);
  for (const d of credited) {
    sum = sum.plus(d.usd ?? "0");
    if (sum.gte(referral.minDepositUsd)) {
      const [row] = await tx
        .update(referrals)
        .set({ reachedAt: new Date(d.credited_at), updatedAt: now() })
        .where(eq(referrals.id, referral.id))
        .returning();
      return row;
    }
  }
  return referral;
}

/**
 * Whether a withdrawal made during the hold left the referee's holdings below the minimum: right after each
 * such withdrawal (one later rejected or failed, and so reversed, does not count), their balances plus what
 * they had moved into plans, valued at the pass's prices.
 */
async function withdrewDuringHold(tx: Tx, referral: Referral, prices: UsdPrices): Promise<boolean> {
  const from = referral.reachedAt!;
  const until = new Date(from.getTime() + referral.holdDays * DAY_MS);
  const withdrawals = await queryRows<{ id: number | string }>(
    tx,
    sql`select w.id from ledger_entries w
         where w.user_id = ${referral.refereeId} and w.kind = 'WITHDRAWAL'
           and w.created_at >= ${from.toISOString()}::timestamptz and w.created_at < ${until.toISOString()}::timestamptz
           and not exists (select 1 from ledger_entries r
                            where r.reference = 'withdrawal-reversal:' || substr(w.reference, 12))
         order by w.id`,
  );
  for (const w of withdrawals) {
    const holdings = await queryRows<{ asset: keyof UsdPrices; amount: string }>(
      tx,
      sql`select e.asset, sum(e.amount)::text as amount from ledger_entries e
           where e.user_id = ${referral.refereeId} and e.id <= ${w.id}
             and e.kind not in ('SUBSCRIPTION', 'PRINCIPAL_RETURN', 'WITHDRAWAL_REVERSAL')
             and not (e.kind = 'WITHDRAWAL' and exists (
                   select 1 from ledger_entries r
                    where r.reference = 'withdrawal-reversal:' || substr(e.reference, 12)))
           group by e.asset`,
    );
    let usd = new Money(0);
    for (const h of holdings) usd = usd.plus(new Money(h.amount).times(prices[h.asset] ?? "0"));
    if (usd.lt(referral.minDepositUsd)) return true;
  }
  return false;
}
