CREATE TABLE "deposit_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"network" text NOT NULL,
	"account_key_id" text NOT NULL,
	"child_index" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_addresses_child_index_range" CHECK ("deposit_addresses"."child_index" >= 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_address_key" ON "deposit_addresses" USING btree ("address");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_user_network_key" ON "deposit_addresses" USING btree ("user_id","network","account_key_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_child_key" ON "deposit_addresses" USING btree ("network","account_key_id","child_index");