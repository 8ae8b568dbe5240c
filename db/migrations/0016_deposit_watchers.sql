CREATE TABLE "chain_blocks" (
	"chain" text NOT NULL,
	"height" integer NOT NULL,
	"hash" text NOT NULL,
	"parent_hash" text NOT NULL,
	CONSTRAINT "chain_blocks_chain_height_pk" PRIMARY KEY("chain","height")
);
--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"chain" text PRIMARY KEY NOT NULL,
	"height" integer NOT NULL,
	"hash" text NOT NULL,
	"tip" integer,
	"scanned_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "chain" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "tx_hash" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "output_index" integer;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "chain_amount" numeric(78, 18);--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "block_height" integer;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "block_hash" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "confirmations" integer;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "required_confirmations" integer;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "chain_state" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "credited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_chain_transfer_key" ON "deposits" USING btree ("chain","tx_hash","output_index");--> statement-breakpoint
CREATE INDEX "deposits_chain_open_idx" ON "deposits" USING btree ("chain","block_height") WHERE "deposits"."chain_state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "deposits_created_idx" ON "deposits" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_chain_state_known" CHECK ("deposits"."chain_state" is null or "deposits"."chain_state" in ('PENDING', 'CREDITED', 'BELOW_MINIMUM', 'ORPHANED', 'FLAGGED'));