CREATE TABLE "withdrawal_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"label" text NOT NULL,
	"asset" "asset" NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whitelist_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whitelist_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "new_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_addresses" ADD CONSTRAINT "withdrawal_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_addresses_user_asset_address_key" ON "withdrawal_addresses" USING btree ("user_id","asset","address");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_addresses_token_hash_key" ON "withdrawal_addresses" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "withdrawal_addresses_user_created_idx" ON "withdrawal_addresses" USING btree ("user_id","created_at","id");