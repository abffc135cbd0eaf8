-- Extensions the schema relies on. Supabase keeps them in the `extensions` schema, which is on
-- every role's search_path; the local bootstrap creates that schema for plain PostgreSQL/PGlite.

-- Geography points, radius search (ST_DWithin) and distances in metres.
create extension if not exists postgis with schema extensions;

-- Trigram similarity: typo-tolerant matching of names and places.
create extension if not exists pg_trgm with schema extensions;
