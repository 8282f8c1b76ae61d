CREATE TABLE "public_data_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "public_data_version_one_row" CHECK ("public_data_version"."id")
);
--> statement-breakpoint
INSERT INTO "public_data_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
-- Bumps the version once per transaction, as it commits (a deferred trigger): the row is
-- locked only at the very end, so writers never wait on it holding other locks (no
-- deadlock), and a reader that sees the new number also sees the change.
CREATE FUNCTION public_data_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('blush.public_data_bumped', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('blush.public_data_bumped', 'yes', true);
    UPDATE public_data_version SET version = version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profiles_public_data AFTER INSERT OR UPDATE OR DELETE ON profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_data_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profile_services_public_data
  AFTER INSERT OR UPDATE OR DELETE ON profile_services
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_data_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profile_education_public_data
  AFTER INSERT OR UPDATE OR DELETE ON profile_education
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_data_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER images_public_data AFTER INSERT OR UPDATE OR DELETE ON images
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_data_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_words_public_data AFTER INSERT ON search_words
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_data_changed();
--> statement-breakpoint
-- Only what a visitor sees of an account (a customer's phone number, sign-ins and the like
-- change nothing public).
CREATE CONSTRAINT TRIGGER users_public_data AFTER UPDATE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.blocked_at IS DISTINCT FROM NEW.blocked_at
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.profile_image_id IS DISTINCT FROM NEW.profile_image_id)
  EXECUTE FUNCTION public_data_changed();
