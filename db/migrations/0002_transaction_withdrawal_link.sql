ALTER TABLE "transactions" ADD COLUMN "withdrawal_request_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_withdrawal_request_id_withdrawal_requests_id_fk" FOREIGN KEY ("withdrawal_request_id") REFERENCES "public"."withdrawal_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Existing WITHDRAWAL rows were written in the same database transaction as their request (same created_at).
UPDATE "transactions" t SET "withdrawal_request_id" = w."id" FROM "withdrawal_requests" w
WHERE t."type" = 'WITHDRAWAL' AND t."withdrawal_request_id" IS NULL AND t."user_id" = w."user_id"
  AND t."created_at" = w."created_at" AND t."asset" = w."asset" AND t."amount" = w."amount";
