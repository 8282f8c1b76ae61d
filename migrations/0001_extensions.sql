-- Trigram matching for typo-tolerant search; on PGlite the extension is bundled and loaded by openDb().
CREATE EXTENSION IF NOT EXISTS pg_trgm;
