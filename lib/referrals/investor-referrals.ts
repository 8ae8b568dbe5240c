// GET /api/referrals: the investor's code and link, each person they referred (first name and initial), when
// they joined, where their referral stands and what is missing for it to qualify, and the totals.
import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, queryRows } from "@/db/client";
import { referrals, users } from "@/db/schema";
import { now } from "@/lib/clock";
import { REFERRAL_STATUSES } from "@/lib/enums";
import { Money, moneyString } from "@/lib/money/decimal";
import { ensureReferralCode, referralLink } from "./codes";
import { readReferralSettings } from "./settings";
import { shortName } from "./short-name";

const DAY_MS = 86_400_000;

export const referralMissingSchema = z
  .object({
    kind: z.enum(["verification", "deposit", "days"]),
    usd: z.string().optional().describe("deposit: USD still to bring in from the chain"),
    days: z.number().int().optional().describe("days: whole days left of the hold"),
  })
  .describe(
    'What stands between a PENDING referral and its reward: "identity verification", "deposit $40 more", "12 days left"',
  );

export const investorReferralSchema = z.object({
  id: z.number().int(),
  name: z.string().describe("First name and initial"),
  joinedAt: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  reason: z.string().nullable().describe("Why it is VOID"),
  reward: z.string().describe("The referrer's reward in USD, as set when the referral was made"),
  missing: z.array(referralMissingSchema),
  paidAt: z.string().nullable(),
});

export const investorReferralsSchema = z.object({
  enabled: z.boolean(),
  code: z.string(),
  link: z.string(),
  referrerRewardUsd: z.string(),
  refereeRewardUsd: z.string(),
  minDepositUsd: z.string(),
  holdDays: z.number().int(),
  referrals: z.array(investorReferralSchema),
  totals: z.object({
    pending: z.string().describe("USD of rewards PENDING or QUALIFIED"),
    paid: z.string().describe("USD of rewards PAID"),
    count: z.number().int(),
  }),
});

export async function investorReferrals(userId: number) {
  const db = await getDb();
  const code = await ensureReferralCode(db, userId);
  const settings = await readReferralSettings(db);
  const rows = await db
    .select({ r: referrals, name: users.name, joinedAt: users.createdAt, verified: users.isVerified })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.refereeId))
    .where(eq(referrals.referrerId, userId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
  const deposited = await chainDepositsUsd(rows.map((row) => row.r.refereeId));
  let pending = new Money(0);
  let paid = new Money(0);
  const list = rows.map(({ r, name, joinedAt, verified }) => {
    if (r.status === "PAID") paid = paid.plus(r.referrerRewardUsd);
    if (r.status === "PENDING" || r.status === "QUALIFIED") pending = pending.plus(r.referrerRewardUsd);
    const missing: z.infer<typeof referralMissingSchema>[] = [];
    if (r.status === "PENDING") {
      if (!verified) missing.push({ kind: "verification" });
      if (!r.reachedAt) {
        const left = new Money(r.minDepositUsd).minus(deposited.get(r.refereeId) ?? "0");
        missing.push({
          kind: "deposit",
          usd: moneyString(Money.max(left, 0).toDecimalPlaces(2, Money.ROUND_UP)),
        });
      } else {
        const ends = r.reachedAt.getTime() + r.holdDays * DAY_MS;
        const days = Math.ceil((ends - now().getTime()) / DAY_MS);
        if (days > 0) missing.push({ kind: "days", days });
      }
    }
    return {
      id: r.id,
      name: shortName(name),
      joinedAt: joinedAt.toISOString(),
      status: r.status,
      reason: r.status === "VOID" ? r.reason : null,
      reward: moneyString(r.referrerRewardUsd),
      missing,
      paidAt: r.paidAt?.toISOString() ?? null,
    };
  });
  return {
    enabled: settings.enabled,
    code,
    link: referralLink(code),
    referrerRewardUsd: settings.referrerRewardUsd,
    refereeRewardUsd: settings.refereeRewardUsd,
    minDepositUsd: settings.minDepositUsd,
    holdDays: settings.holdDays,
    referrals: list,
    totals: { pending: moneyString(pending), paid: moneyString(paid), count: list.length },
  };
}

/** USD the chain watchers credited to each of these investors, at each deposit's recorded value. */
async function chainDepositsUsd(userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await queryRows<{ user_id: number; usd: string }>(
    db,
    sql`select d.user_id, coalesce(sum(t.usd_equivalent), 0)::text as usd
          from deposits d join transactions t on t.id = d.transaction_id
         where d.user_id in (${sql.join(
           userIds.map((id) => sql`${id}`),
           sql`, `,
         )})
           and d.chain is not null and d.chain_state = 'CREDITED' and t.deleted_at is null
         group by d.user_id`,
  );
  return new Map(rows.map((r) => [Number(r.user_id), r.usd]));
}
