ALTER TYPE "public"."ledger_kind" ADD VALUE 'REFERRAL_REWARD';--> statement-breakpoint
ALTER TYPE "public"."transaction_type" ADD VALUE 'REFERRAL_REWARD';--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"referrer_reward_usd" numeric(30, 8) DEFAULT '25' NOT NULL,
	"referee_reward_usd" numeric(30, 8) DEFAULT '25' NOT NULL,
	"min_deposit_usd" numeric(30, 8) DEFAULT '100' NOT NULL,
	"hold_days" integer DEFAULT 30 NOT NULL,
	"monthly_cap_per_referrer" integer DEFAULT 20 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_settings_one_row" CHECK ("referral_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"referee_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"referrer_reward_usd" numeric(30, 8) NOT NULL,
	"referee_reward_usd" numeric(30, 8) NOT NULL,
	"min_deposit_usd" numeric(30, 8) NOT NULL,
	"hold_days" integer NOT NULL,
	"reached_at" timestamp with time zone,
	"qualified_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_status_known" CHECK ("referrals"."status" in ('PENDING', 'QUALIFIED', 'PAID', 'VOID'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "referral_settings" ADD CONSTRAINT "referral_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referee_id_users_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referee_key" ON "referrals" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "referrals_status_created_idx" ON "referrals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_key" ON "users" USING btree ("referral_code");