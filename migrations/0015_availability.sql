-- Real availability (issue 20, decision 0020): service durations, the artist's schedule, each
-- booking's end and busy range, and the database's guarantee that one artist's requests and
-- accepted bookings never overlap. On PGlite btree_gist is bundled and loaded by openDb().
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "profile_services" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "schedule" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "instant_book" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "busy_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proposed_slots" jsonb;--> statement-breakpoint
-- Bookings made before services had a length: an hour, as their calendar file said.
UPDATE "bookings" SET "ends_at" = "appointment_at" + interval '1 hour', "busy_from" = "appointment_at", "busy_until" = "appointment_at" + interval '1 hour';--> statement-breakpoint
-- Older bookings that already overlap an earlier live one keep their state but hold no time
-- (an empty range overlaps nothing), so the constraint can be made over existing data.
UPDATE "bookings" b SET "busy_until" = b."busy_from"
  WHERE b."state" IN ('request', 'accepted') AND EXISTS (
    SELECT 1 FROM "bookings" o
    WHERE o."artist_id" = b."artist_id" AND o."state" IN ('request', 'accepted')
      AND (o."created_at", o."id") < (b."created_at", b."id")
      AND tstzrange(o."busy_from", o."busy_until") && tstzrange(b."busy_from", b."busy_until"));--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "busy_from" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "busy_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_services" ADD CONSTRAINT "profile_services_duration_check" CHECK ("profile_services"."duration_minutes" between 15 and 480 and "profile_services"."duration_minutes" % 5 = 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_busy_range_check" CHECK ("bookings"."busy_until" >= "bookings"."busy_from");--> statement-breakpoint
-- No double booking: two live bookings of one artist never overlap, however they race.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "artist_id" WITH =,
  tstzrange("busy_from", "busy_until") WITH &&
) WHERE ("state" IN ('request', 'accepted'));
