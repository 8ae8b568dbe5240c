ALTER TABLE "withdrawal_requests" ADD COLUMN "usd_value" numeric(30, 8);--> statement-breakpoint
-- Earlier requests: the USD value their WITHDRAWAL transaction recorded when they were made (hand-written).
-- A request without one keeps null and is counted at today's price, as before.
UPDATE "withdrawal_requests" w SET "usd_value" = t."usd_equivalent"
  FROM (SELECT DISTINCT ON ("withdrawal_request_id") "withdrawal_request_id", "usd_equivalent"
          FROM "transactions"
         WHERE "type" = 'WITHDRAWAL' AND "withdrawal_request_id" IS NOT NULL
         ORDER BY "withdrawal_request_id", "id") t
 WHERE t."withdrawal_request_id" = w."id" AND t."usd_equivalent" IS NOT NULL;
