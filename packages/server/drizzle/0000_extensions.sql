-- Trigram matching for global search (001 §7.1). PGlite loads the extension from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
