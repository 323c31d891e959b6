-- Issue 25: what the alert matcher last saw of each unit (server/alerts/matcher.ts). Each run works out every unit's
-- alert facts as the site shows them today (features/alerts/matching.ts alertFacts) and compares them with this row:
-- a unit whose facts moved is matched against the saved searches. Comparing what is shown, rather than listening for
-- writes, catches every kind of change (the workspace, a CSV import, a revert, SQL typed by an operator) and the ones
-- no write makes (a special whose start date arrives, a move-in date that becomes today).
CREATE TABLE alert_unit_snapshots (
  unit_id integer PRIMARY KEY REFERENCES units (id) ON DELETE CASCADE,
  -- The facts as JSON text written by the matcher (one key order), compared as text: the compare-and-swap that moves
  -- a row forward only from the facts a run read, so two processes never both report one change.
  facts text NOT NULL,
  -- A fingerprint of the columns the facts were worked out from, and the company day they were worked out for: the
  -- facts follow from these two alone, so a run asks the database only for the units where either differs (all of
  -- them once a day, one or two after an edit) instead of carrying every unit's facts across on every run.
  inputs text NOT NULL,
  on_day date NOT NULL
);

-- The generation of the saved searches the matcher reads: one row, moved on by every statement that may change which
-- searches are live or what they ask (a sign-up, a confirmation, a pause, a deletion, the purge). Each process keeps
-- the live searches it read with the generation read just before, and reads them again only when it moved on: 10,000
-- searches are read once, not on every catalog change. Transactional, unlike a sequence: a generation is seen only
-- with the searches it stands for.
CREATE TABLE alert_search_generation (
  single boolean PRIMARY KEY DEFAULT true CHECK (single),
  generation bigint NOT NULL
);
INSERT INTO alert_search_generation (generation) VALUES (0);

CREATE FUNCTION bump_alert_search_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE alert_search_generation SET generation = generation + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER saved_searches_changed AFTER INSERT OR DELETE OR TRUNCATE ON saved_searches
  FOR EACH STATEMENT EXECUTE FUNCTION bump_alert_search_generation();
CREATE TRIGGER saved_searches_live_changed AFTER UPDATE OF filters, confirmed_at, paused ON saved_searches
  FOR EACH STATEMENT EXECUTE FUNCTION bump_alert_search_generation();
