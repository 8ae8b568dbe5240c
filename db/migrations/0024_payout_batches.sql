CREATE TABLE "payout_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"chain" text NOT NULL,
	"state" text DEFAULT 'EXPORTED' NOT NULL,
	"psbt" text NOT NULL,
	"txid" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"change" jsonb,
	"fee" text NOT NULL,
	"signed" text,
	"block_height" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"broadcast_at" timestamp with time zone,
	CONSTRAINT "payout_batches_state_known" CHECK ("payout_batches"."state" in ('EXPORTED', 'BROADCAST', 'COMPLETED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;