ALTER TABLE "kyc_submissions" ALTER COLUMN "first_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ALTER COLUMN "last_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ALTER COLUMN "gender" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ALTER COLUMN "address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ALTER COLUMN "state" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ALTER COLUMN "zip" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ALTER COLUMN "dob" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ALTER COLUMN "account_holder_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ALTER COLUMN "bank_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ALTER COLUMN "branch" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "personal_encrypted" "bytea";