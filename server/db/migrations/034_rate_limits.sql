-- Issue 26: the rate limits' counters, shared by every API process on one PostgreSQL (they were each process's own,
-- so N processes gave a client N times every limit). One row per client and limit, for a fixed window; a window
-- that has ended is started again by the next hit and swept by server/limits/database-store.ts.
-- UNLOGGED: counters a minute long are not worth a write-ahead log; after a crash PostgreSQL empties the table, which
-- gives every client a fresh window once.
CREATE UNLOGGED TABLE rate_limits (
  -- A keyed hash of the limit and the client (server/plugins/rate-limit.ts): no client address is kept.
  key text PRIMARY KEY,
  hits integer NOT NULL CHECK (hits >= 0),
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_window ON rate_limits (window_ends_at);
