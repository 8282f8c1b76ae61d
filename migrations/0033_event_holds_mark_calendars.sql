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
  FOR holder IN SELECT DISTINCT artist_id FROM event_holds WHERE event_id = NEW.id LOOP
    PERFORM artist_search_facts_stale(holder);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER events_search_facts AFTER UPDATE ON events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.accepted_at IS DISTINCT FROM NEW.accepted_at)
  EXECUTE FUNCTION events_search_facts();
