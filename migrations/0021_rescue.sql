CREATE TABLE "booking_fall_throughs" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"alternatives" jsonb,
	"offered_at" timestamp with time zone,
	"rebooked_booking_id" uuid,
	"rebooked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	"day" date NOT NULL,
	"time_of_day" text,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_fall_throughs" ADD CONSTRAINT "booking_fall_throughs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fall_throughs" ADD CONSTRAINT "booking_fall_throughs_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fall_throughs" ADD CONSTRAINT "booking_fall_throughs_rebooked_booking_id_bookings_id_fk" FOREIGN KEY ("rebooked_booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_fall_throughs_created_idx" ON "booking_fall_throughs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_customer_day" ON "waitlist_entries" USING btree ("customer_id","artist_id","day");--> statement-breakpoint
CREATE INDEX "waitlist_entries_waiting_idx" ON "waitlist_entries" USING btree ("artist_id","day") WHERE "waitlist_entries"."notified_at" is null;