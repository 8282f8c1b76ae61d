CREATE TABLE "search_pictures" (
	"image_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"first_name" text NOT NULL,
	"profession" text NOT NULL,
	"price_cents" integer,
	"rating_average" numeric(3, 2),
	"review_count" integer NOT NULL,
	"place" boolean NOT NULL,
	"delivery" boolean NOT NULL,
	"avatar_id" uuid,
	"avatar_width" integer,
	"avatar_height" integer,
	"avatar_widths" integer[],
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rating_average" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_document" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "search_pictures" ADD CONSTRAINT "search_pictures_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_pictures" ADD CONSTRAINT "search_pictures_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_pictures_user_id_idx" ON "search_pictures" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "search_pictures_newest_idx" ON "search_pictures" USING btree ("created_at","image_id");--> statement-breakpoint
CREATE INDEX "search_pictures_tag_idx" ON "search_pictures" USING btree ("tag","created_at","image_id");--> statement-breakpoint
CREATE INDEX "search_pictures_price_idx" ON "search_pictures" USING btree (coalesce("price_cents", 2147483647),"image_id");--> statement-breakpoint
CREATE INDEX "search_pictures_rating_idx" ON "search_pictures" USING btree (coalesce("rating_average", 0),"image_id");--> statement-breakpoint
CREATE INDEX "search_pictures_document_idx" ON "search_pictures" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_featured_idx" ON "profiles" USING btree (coalesce("rating_average", 0) desc,"verified_at" DESC NULLS LAST,"user_id") WHERE "profiles"."verified_at" is not null;--> statement-breakpoint
CREATE FUNCTION profile_search_document(p_user uuid, p_profession text, p_categories text[], p_bio text)
RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english', coalesce(
           (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = p_user), '')), 'A')
      || setweight(to_tsvector('english', p_profession || ' ' || array_to_string(p_categories, ' ')), 'B')
      || setweight(to_tsvector('english', coalesce(
           (SELECT string_agg(s.type_of_service || ' ' || s.description, ' ')
              FROM profile_services s WHERE s.user_id = p_user), '')), 'B')
      || setweight(to_tsvector('english', p_bio), 'C')
$$;
--> statement-breakpoint
-- The words of a text as the typo corrector keeps them: lower case, unstemmed, 3–40 letters
-- and digits (no e-mail addresses, links or hyphenated words).
CREATE FUNCTION search_words_of(p_text text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', p_text))) AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[[:punct:]]'
$$;
--> statement-breakpoint
-- The rows search_pictures should hold (in its column order), read from the live tables:
-- the tagged portfolio pictures of verified artists whose account is neither blocked nor
-- deleted.
CREATE VIEW search_picture_rows AS
  SELECT i.id AS image_id, i.user_id, i.tag, i.created_at, i.width, i.height, i.widths,
    u.first_name, p.profession, p.price_cents, p.rating_average, p.review_count, p.place,
    p.delivery, a.id AS avatar_id, a.width AS avatar_width, a.height AS avatar_height,
    a.widths AS avatar_widths,
    p.search_document || setweight(to_tsvector('english', i.tag), 'A') AS document
  FROM images i
  JOIN profiles p ON p.user_id = i.user_id
  JOIN users u ON u.id = i.user_id
  LEFT JOIN images a ON a.id = u.profile_image_id
  WHERE i.kind = 'portfolio' AND i.tag IS NOT NULL
    AND p.verified_at IS NOT NULL AND u.blocked_at IS NULL AND u.deleted_at IS NULL;
--> statement-breakpoint
-- Rebuilds the search rows of some artists. Their profile rows are the lock, so two
-- transactions never rebuild one artist's rows at once.
CREATE FUNCTION search_pictures_refresh(p_users uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM profiles WHERE user_id IN (SELECT unnest(p_users)) ORDER BY user_id FOR UPDATE;
  DELETE FROM search_pictures WHERE user_id IN (SELECT unnest(p_users));
  INSERT INTO search_pictures
    SELECT * FROM search_picture_rows WHERE user_id IN (SELECT unnest(p_users));
END $$;
--> statement-breakpoint
CREATE FUNCTION profiles_search_document() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := profile_search_document(
    NEW.user_id, NEW.profession, NEW.hair_categories || NEW.makeup_categories, NEW.bio);
  INSERT INTO search_words (word)
    SELECT search_words_of(concat_ws(' ', NEW.profession,
      array_to_string(NEW.hair_categories || NEW.makeup_categories, ' '), NEW.bio,
      (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = NEW.user_id)))
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_search_document
  BEFORE INSERT OR UPDATE OF profession, bio, hair_categories, makeup_categories ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_search_document();
--> statement-breakpoint
CREATE FUNCTION profiles_search_pictures() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  SELECT array_agg(n.user_id) INTO changed
    FROM new_profiles n JOIN old_profiles o ON o.user_id = n.user_id
    WHERE (o.verified_at, o.price_cents, o.rating_average, o.review_count, o.place, o.delivery,
        o.profession, o.search_document)
      IS DISTINCT FROM (n.verified_at, n.price_cents, n.rating_average, n.review_count, n.place,
        n.delivery, n.profession, n.search_document);
  IF changed IS NOT NULL THEN
    PERFORM search_pictures_refresh(changed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Once per statement, for the profiles whose searchable fields changed. A new profile has no
-- pictures yet (they need one): only changes matter.
CREATE TRIGGER profiles_search_pictures AFTER UPDATE ON profiles
  REFERENCING OLD TABLE AS old_profiles NEW TABLE AS new_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION profiles_search_pictures();
--> statement-breakpoint
CREATE FUNCTION users_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name THEN
    UPDATE profiles p SET search_document = profile_search_document(
        p.user_id, p.profession, p.hair_categories || p.makeup_categories, p.bio)
      WHERE p.user_id = NEW.id;
    IF FOUND THEN
      INSERT INTO search_words (word) SELECT search_words_of(NEW.first_name || ' ' || NEW.last_name)
        ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  PERFORM search_pictures_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_search_refresh AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.blocked_at IS DISTINCT FROM NEW.blocked_at
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.profile_image_id IS DISTINCT FROM NEW.profile_image_id)
  EXECUTE FUNCTION users_search_refresh();
--> statement-breakpoint
-- Services: once per statement (a seed inserts thousands at once), for the artists touched.
-- The profile's new document then rebuilds its search rows (trigger above).
CREATE FUNCTION services_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE profiles p SET search_document = profile_search_document(
        p.user_id, p.profession, p.hair_categories || p.makeup_categories, p.bio)
      WHERE p.user_id IN (SELECT DISTINCT user_id FROM old_services);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE profiles p SET search_document = profile_search_document(
        p.user_id, p.profession, p.hair_categories || p.makeup_categories, p.bio)
      WHERE p.user_id IN (SELECT DISTINCT user_id FROM new_services);
    INSERT INTO search_words (word)
      SELECT DISTINCT search_words_of(s.type_of_service || ' ' || s.description) FROM new_services s
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER services_search_insert AFTER INSERT ON profile_services
  REFERENCING NEW TABLE AS new_services
  FOR EACH STATEMENT EXECUTE FUNCTION services_search_refresh();
--> statement-breakpoint
CREATE TRIGGER services_search_update AFTER UPDATE ON profile_services
  REFERENCING OLD TABLE AS old_services NEW TABLE AS new_services
  FOR EACH STATEMENT EXECUTE FUNCTION services_search_refresh();
--> statement-breakpoint
CREATE TRIGGER services_search_delete AFTER DELETE ON profile_services
  REFERENCING OLD TABLE AS old_services
  FOR EACH STATEMENT EXECUTE FUNCTION services_search_refresh();
--> statement-breakpoint
-- New and re-tagged pictures, once per statement; a deleted picture's row goes with it
-- (foreign key). Profile pictures count through users.profile_image_id.
CREATE FUNCTION images_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM profiles
    WHERE user_id IN (SELECT n.user_id FROM new_images n WHERE n.kind = 'portfolio')
    ORDER BY user_id FOR UPDATE;
  DELETE FROM search_pictures WHERE image_id IN (SELECT n.id FROM new_images n);
  INSERT INTO search_pictures
    SELECT * FROM search_picture_rows WHERE image_id IN (SELECT n.id FROM new_images n);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER images_search_insert AFTER INSERT ON images
  REFERENCING NEW TABLE AS new_images
  FOR EACH STATEMENT EXECUTE FUNCTION images_search_refresh();
--> statement-breakpoint
CREATE TRIGGER images_search_update AFTER UPDATE ON images
  REFERENCING NEW TABLE AS new_images
  FOR EACH STATEMENT EXECUTE FUNCTION images_search_refresh();
--> statement-breakpoint
-- What is there already: documents, words (with those of the nine tags), search rows.
UPDATE profiles
  SET search_document = profile_search_document(
    user_id, profession, hair_categories || makeup_categories, bio);
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT search_words_of(t) FROM (
    SELECT concat_ws(' ', p.profession, array_to_string(p.hair_categories || p.makeup_categories, ' '),
        p.bio, u.first_name, u.last_name)
      FROM profiles p JOIN users u ON u.id = p.user_id
    UNION ALL
    SELECT s.type_of_service || ' ' || s.description FROM profile_services s
    UNION ALL
    SELECT unnest(ARRAY['Haircut', 'All-Over Color', 'Formal Styling', 'Blowout',
      'Deep Conditioning Treatment', 'Bridal Makeup', 'Social Makeup', 'Photography Makeup',
      'Glam Makeup'])
  ) AS texts(t)
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT search_pictures_refresh(ARRAY(SELECT user_id FROM profiles));
