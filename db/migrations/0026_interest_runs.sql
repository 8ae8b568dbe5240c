CREATE TABLE "interest_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The run no longer rewrites subscription rows daily, so the half-empty pages of 0001 only double its scan. The
-- two ADD COLUMNs below rewrite the table anyway, now packed full (hand-written: drizzle-kit does not model it).
ALTER TABLE "subscriptions" SET (fillfactor = 100);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "daily_interest" numeric(30, 8) GENERATED ALWAYS AS (trunc(amount * interest_rate / 36500, 8)) STORED;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "may_complete_on" date GENERATED ALWAYS AS ((created_at at time zone 'UTC')::date + case when amount > 0 and interest_rate > 0
            then least(greatest(ceil((trunc(amount * total_returns * 0.01, 8) - interest_credited) * 36500
                                     / (amount * interest_rate)), 1), 100000)::int - 1
            else 0 end) STORED;--> statement-breakpoint
-- Days credited before this migration: the run tells "already credited" by this table from now on.
INSERT INTO "interest_runs" ("day", "ran_at") SELECT "day", max("created_at") FROM "interest_accruals" GROUP BY "day";
