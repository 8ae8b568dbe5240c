ALTER TABLE "payout_batches" ADD COLUMN "refusal" text;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "after_batches" jsonb;