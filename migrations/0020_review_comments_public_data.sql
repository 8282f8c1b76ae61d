-- hand-written
-- Reviews are public data (decision 0024): a profile's kept page shows them, so every review
-- written, answered, hidden or deleted bumps the public data version, as profiles do.
CREATE CONSTRAINT TRIGGER review_comments_public_data
  AFTER INSERT OR UPDATE OR DELETE ON review_comments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_data_changed();
