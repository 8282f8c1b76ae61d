ALTER TABLE "dev_mail" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "place" text NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "description_address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "text" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "book_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "code_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "code_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_key" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "respond_by" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rebooked_from" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_decline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_customer_idempotency_key" ON "bookings" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_requests_due_idx" ON "bookings" USING btree ("respond_by") WHERE "bookings"."state" = 'request';