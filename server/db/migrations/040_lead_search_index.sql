-- Issue 22: the inbox's search looks for any part of a name or an address (LIKE '%...%'), which no B-tree can answer:
-- each search read all 10,000 leads twice (the page and its count). A trigram index finds the few leads that hold
-- the typed letters (three or more) instead. pg_trgm is a trusted extension of PostgreSQL's contrib package, so the
-- database's owner may create it; the embedded database loads it (pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
-- Without fastupdate a new lead goes straight into the index: leads arrive one at a time, and a pending list would
-- be read in full by every search until a vacuum empties it.
CREATE INDEX leads_search ON leads USING gin (search gin_trgm_ops) WITH (fastupdate = off);
