-- Each new booking takes the next number of its artist's calendar; the unique index refuses
-- the second of two bookings made from the same reading, which is made again from a new one.
ALTER TABLE "bookings" ADD COLUMN "calendar_version" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_artist_calendar_version" ON "bookings" USING btree ("artist_id","calendar_version");