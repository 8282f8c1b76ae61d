ALTER TABLE "payouts" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "receipt_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_receipts_due_idx" ON "bookings" USING btree ("completed_at") WHERE "bookings"."state" = 'completed' and "bookings"."receipt_sent_at" is null;--> statement-breakpoint
-- Bookings completed before this migration had their receipts sent at completion.
UPDATE "bookings" SET "receipt_sent_at" = coalesce("completed_at", "updated_at") WHERE "state" = 'completed';
