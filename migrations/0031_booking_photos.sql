CREATE TABLE "booking_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"consent" boolean DEFAULT false NOT NULL,
	"consent_changed_at" timestamp with time zone,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artist_search_facts" ADD COLUMN "booking_photos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD CONSTRAINT "booking_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD CONSTRAINT "booking_photos_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD CONSTRAINT "booking_photos_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_photos" ADD CONSTRAINT "booking_photos_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_photos_booking_idx" ON "booking_photos" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_photos_artist_idx" ON "booking_photos" USING btree ("artist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_photos_image_idx" ON "booking_photos" USING btree ("image_id");--> statement-breakpoint
-- hand-written
-- A booking photo's consent is public data: its badge shows on the portfolio and in search, so
-- a change bumps the public data version (migration 0016) and kept answers and pages renew.
CREATE CONSTRAINT TRIGGER booking_photos_public_data
  AFTER INSERT OR UPDATE OR DELETE ON booking_photos
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_data_changed();
--> statement-breakpoint
-- Keeps artist_search_facts.booking_photos (best match's photos term) equal to her photos shown
-- now, whatever changes image_id: her consent, its withdrawal, the artist deleting the picture
-- (the foreign key's SET NULL is an update), the booking's deletion. An increment, never a
-- recount, so two changes committing together cannot each miss the other.
CREATE FUNCTION booking_photos_count() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  delta int := 0;
  artist uuid;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    delta := delta + (NEW.image_id IS NOT NULL)::int;
    artist := NEW.artist_id;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    delta := delta - (OLD.image_id IS NOT NULL)::int;
    artist := OLD.artist_id;
  END IF;
  -- Her facts' row may not be there yet (the profile's trigger makes it as the transaction
  -- commits): made here then, stale, as that trigger would.
  IF delta <> 0 THEN
    INSERT INTO artist_search_facts (artist_id, version, stale, booking_photos)
    SELECT artist, 1, true, greatest(delta, 0) WHERE EXISTS (SELECT 1 FROM profiles WHERE user_id = artist)
    ON CONFLICT (artist_id) DO UPDATE
      SET booking_photos = greatest(artist_search_facts.booking_photos + delta, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_photos_count AFTER INSERT OR UPDATE OF image_id OR DELETE ON booking_photos
  FOR EACH ROW EXECUTE FUNCTION booking_photos_count();
