-- Issue 25: what an alert reports. A row is one (saved search, unit, reason) that started to match; the matcher
-- (server/alerts) writes it, the sender mails it and stamps `mailed_at`. The primary key makes each one reported
-- once, by whichever process gets there first; the matcher's upsert lets it match again only 14 days after the last
-- time (a unit that flips back and forth does not re-alert sooner).
CREATE TABLE alert_matches (
  search_id integer NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  unit_id integer NOT NULL REFERENCES units (id) ON DELETE CASCADE,
  -- listed: made active or available; date: its availability date entered the saved month; price: its rent or active
  -- special rent fell into the range; special: a special started on its plan.
  reason text NOT NULL CHECK (reason IN ('listed', 'date', 'price', 'special')),
  matched_at timestamptz NOT NULL,
  -- Null while waiting for its mail; set (in the transaction that queues the mail) once an alert mail reports it.
  mailed_at timestamptz,
  PRIMARY KEY (search_id, unit_id, reason)
);
-- The sender's reads: what is still to be mailed, per search.
CREATE INDEX alert_matches_waiting ON alert_matches (search_id, matched_at) WHERE mailed_at IS NULL;
