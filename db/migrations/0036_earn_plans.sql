CREATE TYPE "public"."early_redemption" AS ENUM('NONE', 'FORFEIT_INTEREST', 'PENALTY');--> statement-breakpoint
CREATE TYPE "public"."plan_kind" AS ENUM('FIXED', 'FLEXIBLE');--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'REDEMPTION';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'RENEWAL';--> statement-breakpoint
ALTER TYPE "public"."transaction_type" ADD VALUE 'REDEMPTION';--> statement-breakpoint
ALTER TYPE "public"."transaction_type" ADD VALUE 'RENEWAL';--> statement-breakpoint
ALTER TABLE "investment_plans" ADD COLUMN "kind" "plan_kind" DEFAULT 'FIXED' NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_plans" ADD COLUMN "asset" "asset" DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_plans" ADD COLUMN "early_redemption" "early_redemption" DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_plans" ADD COLUMN "early_redemption_penalty_percent" numeric(12, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "kind" "plan_kind" DEFAULT 'FIXED' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "principal_asset" "asset" DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "early_redemption" "early_redemption" DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "early_redemption_penalty_percent" numeric(12, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "auto_renew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "compound" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewed_from" integer;