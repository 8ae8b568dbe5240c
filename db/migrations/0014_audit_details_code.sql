ALTER TABLE "audit_entries" ADD COLUMN "details_code" text;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "details_params" jsonb;