ALTER TABLE "transactions" ADD COLUMN "asset_amount" numeric(30, 8);--> statement-breakpoint
-- Back-fill. Every type but SUBSCRIPTION already keeps its asset units in "amount". A subscription's
-- "amount" is its USD principal: the units it debited are read from its ledger entry (the record of what
-- moved), else from the subscription, else nothing moved.
UPDATE "transactions" SET "asset_amount" = "amount" WHERE "type" <> 'SUBSCRIPTION';--> statement-breakpoint
UPDATE "transactions" t SET "asset_amount" = -le."amount" FROM "ledger_entries" le
WHERE t."type" = 'SUBSCRIPTION' AND le."reference" = 'subscription:' || t."subscription_id"
  AND le."user_id" = t."user_id" AND le."asset" = t."asset";--> statement-breakpoint
UPDATE "transactions" t SET "asset_amount" = s."asset_amount" FROM "subscriptions" s
WHERE t."type" = 'SUBSCRIPTION' AND t."asset_amount" IS NULL AND s."id" = t."subscription_id";--> statement-breakpoint
UPDATE "transactions" SET "asset_amount" = 0 WHERE "asset_amount" IS NULL;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "asset_amount" SET NOT NULL;
