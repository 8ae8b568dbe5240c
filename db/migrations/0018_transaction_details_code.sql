-- Written by hand: the details the platform wrote before they had codes, given the code and params their
-- English sentence was built from (lib/transactions/transaction-details.ts), so they too read in each
-- reader's language. Only sentences of exactly those shapes are touched; anything an administrator typed or
-- edited keeps no code and reads as typed. The columns and their indexes came with 0017.
UPDATE "transactions" t SET
  "details_code" = 'SUBSCRIBED',
  "details_params" = jsonb_build_object('plan', m[1], 'amount', m[2], 'asset', m[3], 'price', m[4])
FROM (
  SELECT "id", regexp_match("details", '^Subscribed to (.+): ([0-9]+(?:\.[0-9]+)?) ([A-Z]+) at ([0-9]+(?:\.[0-9]+)?) USD$') AS m
  FROM "transactions"
  WHERE "type" = 'SUBSCRIPTION' AND "details_code" IS NULL AND "details" LIKE 'Subscribed to %'
) s
WHERE t."id" = s."id" AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "transactions" t SET
  "details_code" = 'WITHDRAWAL_REQUESTED',
  "details_params" = jsonb_build_object('request', m[1]::int, 'address', m[2], 'network', m[3])
FROM (
  SELECT "id", regexp_match("details", '^Withdrawal request #([0-9]{1,9}) to (\S+) \(([^()]+)\)$') AS m
  FROM "transactions"
  WHERE "type" = 'WITHDRAWAL' AND "details_code" IS NULL AND "details" LIKE 'Withdrawal request #%'
) s
WHERE t."id" = s."id" AND s.m IS NOT NULL;--> statement-breakpoint
UPDATE "transactions" SET "details_code" = 'ADMIN_CREDIT', "details_params" = '{}'::jsonb
WHERE "type" IN ('CREDIT_BITCOIN', 'CREDIT_ETHEREUM', 'CREDIT_USDT', 'CREDIT_USDC')
  AND "details_code" IS NULL AND "details" = 'Admin credit';--> statement-breakpoint
UPDATE "transactions" SET "details_code" = 'ADMIN_RESET', "details_params" = '{}'::jsonb
WHERE "type" = 'RESET' AND "details_code" IS NULL AND "details" = 'Admin reset';
