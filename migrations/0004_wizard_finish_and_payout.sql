ALTER TABLE "profiles" DROP CONSTRAINT "profiles_wizard_step_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "payout_account_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_wizard_step_check" CHECK ("profiles"."wizard_step" between 1 and 8);