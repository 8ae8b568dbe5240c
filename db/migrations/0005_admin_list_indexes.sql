-- Written by hand: drizzle-kit does not emit extensions. pg_trgm is a trusted extension (Postgres 13+, no
-- superuser needed) and PGlite loads it at start-up (db/client.ts); the trigram indexes below need it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "audit_entries_created_idx";--> statement-breakpoint
DROP INDEX "audit_entries_action_idx";--> statement-breakpoint
DROP INDEX "transactions_user_idx";--> statement-breakpoint
DROP INDEX "withdrawal_requests_status_idx";--> statement-breakpoint
CREATE INDEX "audit_entries_created_id_idx" ON "audit_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_action_created_idx" ON "audit_entries" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_user_idx" ON "audit_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_created_idx" ON "subscriptions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_created_idx" ON "support_tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_status_created_idx" ON "support_tickets" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_priority_created_idx" ON "support_tickets" USING btree ("priority","created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_subject_trgm_idx" ON "support_tickets" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_live_user_idx" ON "transactions" USING btree ("user_id","created_at","id") WHERE "transactions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "transactions_live_created_idx" ON "transactions" USING btree ("created_at","id") WHERE "transactions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "transactions_live_type_idx" ON "transactions" USING btree ("type","created_at","id") WHERE "transactions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "transactions_live_status_idx" ON "transactions" USING btree ("status","created_at","id") WHERE "transactions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_created_idx" ON "users" USING btree ("created_at","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_verified_idx" ON "users" USING btree ("is_verified","created_at","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_deleted_idx" ON "users" USING btree ("id") WHERE "users"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "withdrawal_requests_created_idx" ON "withdrawal_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_status_created_idx" ON "withdrawal_requests" USING btree ("status","created_at","id");