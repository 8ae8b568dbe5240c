// What a subscription has been credited, as the API reports it (interestCredited, lastInterestCalculation). The
// daily run no longer rewrites every subscription row (lib/interest/credit-interest-for-day.ts): the row holds
// what was credited up to the day of its last_interest_calculation (written when it completes, and daily by runs
// before migration 0026), and the accruals after that day are added here. Both read the interest_accruals
// primary key (subscription_id, day), so a subscription costs one index range however many subscriptions exist.
import { sql } from "drizzle-orm";
import { subscriptions } from "@/db/schema";

const stampDay = sql`coalesce((${subscriptions.lastInterestCalculation} at time zone 'UTC')::date, '-infinity'::date)`;

/** interest_credited plus the accruals after its stamp's day: exact decimals, as the stored column. */
export const creditedInterest = sql<string>`(${subscriptions.interestCredited} + coalesce(
    (select sum(a.amount) from interest_accruals a
     where a.subscription_id = ${subscriptions.id} and a.day > ${stampDay}), 0))`.mapWith(
  subscriptions.interestCredited,
);

/** The moment of the latest crediting: the latest accrual's write time, kept inside the credited day (a
 *  back-filled day is stamped at its own last microsecond), as the run stamped the row before; else the row's. */
export const lastInterestCalculation = sql<Date | null>`coalesce(
    (select least(greatest(a.created_at, (a.day::timestamp at time zone 'UTC')),
                  ((a.day + 1)::timestamp at time zone 'UTC') - interval '1 microsecond')
     from interest_accruals a
     where a.subscription_id = ${subscriptions.id} and a.day > ${stampDay}
     order by a.day desc limit 1),
    ${subscriptions.lastInterestCalculation})`.mapWith(subscriptions.lastInterestCalculation);
