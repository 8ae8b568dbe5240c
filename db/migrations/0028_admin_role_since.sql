ALTER TABLE "users" ADD COLUMN "admin_role_since" timestamp with time zone;--> statement-breakpoint
-- Existing administrators (hand-written): their role is taken as held since the account was made.
UPDATE "users" SET "admin_role_since" = "created_at" WHERE "role" = 'ADMIN';
