-- hand-written
-- An event's hold takes an artist's time as a booking does, so it marks her kept calendar facts
-- stale the same way (migration 0028's artist_search_facts_stale, at commit): a hold made,
-- released or moved, and an event whose acceptance changes (an unpaid acceptance stops holding
-- 24 hours after `accepted_at`; a new acceptance starts it again). Search's kept next free
-- times and the kept free-slot answers (`listFreeSlots`) both read this version.
CREATE FUNCTION event_holds_search_facts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM artist_search_facts_stale(OLD.artist_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.artist_id IS DISTINCT FROM OLD.artist_id) THEN
    PERFORM artist_search_facts_stale(NEW.artist_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_holds_search_facts_insert_delete
  AFTER INSERT OR DELETE ON event_holds
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION event_holds_search_facts();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_holds_search_facts_update AFTER UPDATE ON event_holds
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.released_at IS DISTINCT FROM NEW.released_at
    OR OLD.busy_from IS DISTINCT FROM NEW.busy_from
    OR OLD.busy_until IS DISTINCT FROM NEW.busy_until
    OR OLD.artist_id IS DISTINCT FROM NEW.artist_id)
  EXECUTE FUNCTION event_holds_search_facts();
--> statement-breakpoint
CREATE FUNCTION events_search_facts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  holder uuid;
BEGIN
  FOR holder IN SELECT DISTINCT artist_id FROM event_holds WHERE event_id = NEW.id ORDER BY 1 LOOP
    PERFORM artist_search_facts_stale(holder);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER events_search_facts AFTER UPDATE ON events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.accepted_at IS DISTINCT FROM NEW.accepted_at)
  EXECUTE FUNCTION events_search_facts();
--> statement-breakpoint
-- A booking and an event hold of one artist never overlap (decision 0046), however a checkout
-- and a quote's acceptance race: each table's own exclusion constraint sees only its own rows,
-- so at commit each side takes the artist's facts row (the lock every booking's commit already
-- takes, `artist_search_facts_stale`) and only then looks at the other table, on a fresh
-- snapshot: of two racing commits the second waits for the first and sees its row. The loser
-- gets an exclusion violation naming `calendar_booking_event_overlap`.
CREATE FUNCTION calendar_booking_event_overlap() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM artist_search_facts_stale(NEW.artist_id);
  IF TG_TABLE_NAME = 'bookings' THEN
    IF EXISTS (
      SELECT 1 FROM event_holds h
      WHERE h.artist_id = NEW.artist_id AND h.released_at IS NULL
        AND tstzrange(h.busy_from, h.busy_until) && tstzrange(NEW.busy_from, NEW.busy_until)
        AND NOT EXISTS (SELECT 1 FROM events e WHERE e.id = h.event_id
          AND e.state = 'accepted_unpaid' AND e.accepted_at <= now() - interval '24 hours')
    ) THEN
      RAISE EXCEPTION 'the artist is held for an event at that time'
        USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'calendar_booking_event_overlap';
    END IF;
  ELSIF EXISTS (
    SELECT 1 FROM bookings b
    WHERE b.artist_id = NEW.artist_id AND b.state IN ('request', 'accepted', 'completed', 'no-show')
      AND tstzrange(b.busy_from, b.busy_until) && tstzrange(NEW.busy_from, NEW.busy_until)
  ) THEN
    RAISE EXCEPTION 'the artist has a booking at that time'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'calendar_booking_event_overlap';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bookings_event_overlap_insert AFTER INSERT ON bookings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.state IN ('request', 'accepted', 'completed', 'no-show'))
  EXECUTE FUNCTION calendar_booking_event_overlap();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bookings_event_overlap_update AFTER UPDATE ON bookings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.state IN ('request', 'accepted', 'completed', 'no-show')
    AND (OLD.busy_from IS DISTINCT FROM NEW.busy_from
      OR OLD.busy_until IS DISTINCT FROM NEW.busy_until
      OR OLD.artist_id IS DISTINCT FROM NEW.artist_id))
  EXECUTE FUNCTION calendar_booking_event_overlap();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_holds_booking_overlap AFTER INSERT OR UPDATE ON event_holds
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.released_at IS NULL)
  EXECUTE FUNCTION calendar_booking_event_overlap();
