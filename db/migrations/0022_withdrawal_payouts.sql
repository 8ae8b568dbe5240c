ALTER TYPE "public"."withdrawal_status" ADD VALUE 'BROADCAST' BEFORE 'REJECTED';--> statement-breakpoint
ALTER TYPE "public"."withdrawal_status" ADD VALUE 'COMPLETED' BEFORE 'REJECTED';--> statement-breakpoint
ALTER TYPE "public"."withdrawal_status" ADD VALUE 'FAILED' BEFORE 'REJECTED';--> statement-breakpoint
CREATE TABLE "hot_wallets" (
	"chain" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"next_nonce" integer NOT NULL,
	"alert" text,
	"alert_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"raw_tx" text NOT NULL,
	"max_fee_per_gas" text NOT NULL,
	"max_priority_fee_per_gas" text NOT NULL,
	"gas_limit" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdrawal_request_id" integer NOT NULL,
	"chain" text NOT NULL,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"from_address" text,
	"nonce" integer,
	"tx_hash" text,
	"block_number" integer,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"required_confirmations" integer NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_state_known" CHECK ("payouts"."state" in ('QUEUED', 'BROADCAST', 'COMPLETED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "tx_hash" text;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payout_attempts" ADD CONSTRAINT "payout_attempts_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_withdrawal_request_id_withdrawal_requests_id_fk" FOREIGN KEY ("withdrawal_request_id") REFERENCES "public"."withdrawal_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_attempts_hash_key" ON "payout_attempts" USING btree ("tx_hash");--> statement-breakpoint
CREATE INDEX "payout_attempts_payout_idx" ON "payout_attempts" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_withdrawal_key" ON "payouts" USING btree ("withdrawal_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_wallet_nonce_key" ON "payouts" USING btree ("chain","from_address","nonce");--> statement-breakpoint
CREATE INDEX "payouts_open_idx" ON "payouts" USING btree ("chain","id") WHERE "payouts"."state" in ('QUEUED', 'BROADCAST');
