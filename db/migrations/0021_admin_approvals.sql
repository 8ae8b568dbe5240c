CREATE TABLE "admin_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"payload" jsonb NOT NULL,
	"user_id" integer,
	"asset" "asset",
	"amount" numeric(30, 8),
	"usd_value" numeric(30, 8),
	"reason" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"proposed_by" integer NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_approvals" ADD CONSTRAINT "admin_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_approvals" ADD CONSTRAINT "admin_approvals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_approvals" ADD CONSTRAINT "admin_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_approvals_pending_key" ON "admin_approvals" USING btree ("kind","target") WHERE "admin_approvals"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "admin_approvals_status_created_idx" ON "admin_approvals" USING btree ("status","created_at","id");