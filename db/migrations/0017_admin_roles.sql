CREATE TYPE "public"."admin_role" AS ENUM('OWNER', 'FINANCE', 'COMPLIANCE', 'SUPPORT', 'AUDITOR');--> statement-breakpoint
CREATE TABLE "admin_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"invited_by" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "details_code" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "details_params" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_role" "admin_role";--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_invitations_user_idx" ON "admin_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_entries_details_code_idx" ON "audit_entries" USING btree ("details_code");--> statement-breakpoint
CREATE INDEX "audit_entries_details_trgm_idx" ON "audit_entries" USING gin ("details" gin_trgm_ops);--> statement-breakpoint
UPDATE "users" SET "admin_role" = 'OWNER' WHERE "role" = 'ADMIN' AND "admin_role" IS NULL;
