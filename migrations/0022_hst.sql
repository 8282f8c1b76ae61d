ALTER TABLE "bookings" DROP CONSTRAINT "bookings_amounts_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amounts_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "hst_number" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_hst_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "fee_hst_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "artist_hst_number" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "platform_hst_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "service_hst_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_hst_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "hst_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "service_hst_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "fee_hst_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."total_cents" = "bookings"."subtotal_cents" + "bookings"."fee_cents" + "bookings"."service_hst_cents" + "bookings"."fee_hst_cents");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amounts_check" CHECK ("payments"."amount_cents" = "payments"."subtotal_cents" + "payments"."fee_cents" + "payments"."service_hst_cents" + "payments"."fee_hst_cents" and "payments"."commission_cents" between 0 and "payments"."subtotal_cents" and "payments"."refunded_cents" between 0 and "payments"."amount_cents");