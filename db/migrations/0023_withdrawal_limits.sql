CREATE TABLE "withdrawal_limits" (
	"scope" text PRIMARY KEY NOT NULL,
	"daily" numeric(30, 8),
	"monthly" numeric(30, 8),
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawal_limits" ADD CONSTRAINT "withdrawal_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;