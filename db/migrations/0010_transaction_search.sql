ALTER TABLE "transactions" ADD COLUMN "ledger_reference" text;--> statement-breakpoint
CREATE INDEX "transactions_live_asset_idx" ON "transactions" USING btree ("asset","created_at","id") WHERE "transactions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "transactions_live_plan_idx" ON "transactions" USING btree ("plan_id","created_at","id") WHERE "transactions"."deleted_at" is null and "transactions"."plan_id" is not null;--> statement-breakpoint
CREATE INDEX "transactions_live_amount_idx" ON "transactions" USING btree ("amount") WHERE "transactions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "transactions_live_usd_idx" ON "transactions" USING btree ("usd_equivalent") WHERE "transactions"."deleted_at" is null and "transactions"."usd_equivalent" is not null;--> statement-breakpoint
CREATE INDEX "transactions_display_name_trgm_idx" ON "transactions" USING gin ("display_name" gin_trgm_ops) WHERE "transactions"."display_name" is not null;--> statement-breakpoint
CREATE INDEX "transactions_display_phone_trgm_idx" ON "transactions" USING gin ("display_phone" gin_trgm_ops) WHERE "transactions"."display_phone" is not null;--> statement-breakpoint
CREATE INDEX "transactions_display_plan_trgm_idx" ON "transactions" USING gin ("display_plan_name" gin_trgm_ops) WHERE "transactions"."display_plan_name" is not null;--> statement-breakpoint
-- Back-fill, written by hand: a reset wrote its RESET row and its ADMIN_RESET ledger entry in one database
-- transaction, so both carry that transaction's now(); the user's entry for the same asset at the same
-- instant is the row's own.
UPDATE "transactions" t SET "ledger_reference" = le."reference" FROM "ledger_entries" le
WHERE t."type" = 'RESET' AND t."ledger_reference" IS NULL AND le."kind" = 'ADMIN_RESET'
  AND le."reference" LIKE 'reset:%' AND le."user_id" = t."user_id" AND le."asset" = t."asset"
  AND le."created_at" = t."created_at";
