ALTER TABLE "help_messages" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_settlement" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_messages" ADD CONSTRAINT "help_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;