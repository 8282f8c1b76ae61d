CREATE TABLE "artist_search_facts" (
	"artist_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"stale" boolean DEFAULT true NOT NULL,
	"computed_day" text,
	"next_free_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"first_starts" integer[],
	"recent_bookings" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artist_search_facts" ADD CONSTRAINT "artist_search_facts_artist_id_profiles_user_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written
-- Marks an artist's kept search facts stale and bumps their version, at commit (a deferred
-- trigger, like public_data_changed): a booking made, moved or ending, her hours or time off
-- changed, a service added or repriced. A row is made when there is none yet, so a refresh
-- that began before this change cannot write over it (it writes only over the version it read).
-- The version of all the facts is a sequence, not a row: a row raised by every booking's commit
-- would queue every booking behind every other; a sequence takes no lock.
CREATE SEQUENCE search_facts_version_seq;
--> statement-breakpoint
CREATE FUNCTION artist_search_facts_stale(artist uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction, as public_data_changed does.
  IF current_setting('blush.search_facts_bumped', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('blush.search_facts_bumped', 'yes', true);
    PERFORM nextval('search_facts_version_seq');
  END IF;
  INSERT INTO artist_search_facts (artist_id, version, stale)
  SELECT artist, 1, true WHERE EXISTS (SELECT 1 FROM profiles WHERE user_id = artist)
  ON CONFLICT (artist_id) DO UPDATE
    SET version = artist_search_facts.version + 1, stale = true;
END $$;
--> statement-breakpoint
CREATE FUNCTION bookings_search_facts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM artist_search_facts_stale(OLD.artist_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.artist_id IS DISTINCT FROM OLD.artist_id) THEN
    PERFORM artist_search_facts_stale(NEW.artist_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bookings_search_facts_insert_delete
  AFTER INSERT OR DELETE ON bookings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bookings_search_facts();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bookings_search_facts_update AFTER UPDATE ON bookings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state
    OR OLD.busy_from IS DISTINCT FROM NEW.busy_from
    OR OLD.busy_until IS DISTINCT FROM NEW.busy_until
    OR OLD.appointment_at IS DISTINCT FROM NEW.appointment_at
    OR OLD.artist_id IS DISTINCT FROM NEW.artist_id)
  EXECUTE FUNCTION bookings_search_facts();
--> statement-breakpoint
CREATE FUNCTION profiles_search_facts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM artist_search_facts_stale(NEW.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profiles_search_facts AFTER UPDATE ON profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.schedule IS DISTINCT FROM NEW.schedule)
  EXECUTE FUNCTION profiles_search_facts();
--> statement-breakpoint
-- Every artist has a row from her first day, so search (which joins it) finds her.
CREATE CONSTRAINT TRIGGER profiles_search_facts_insert AFTER INSERT ON profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION profiles_search_facts();
--> statement-breakpoint
INSERT INTO artist_search_facts (artist_id) SELECT user_id FROM profiles ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION services_search_facts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM artist_search_facts_stale(OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM artist_search_facts_stale(NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profile_services_search_facts
  AFTER INSERT OR UPDATE OR DELETE ON profile_services
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION services_search_facts();
