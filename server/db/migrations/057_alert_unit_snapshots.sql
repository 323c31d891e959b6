-- Issue 25: what the alert matcher last saw of each unit (server/alerts/matcher.ts). Each run works out every unit's
-- alert facts as the site shows them today (features/alerts/matching.ts alertFacts) and compares them with this row:
-- a unit whose facts moved is matched against the saved searches. Comparing what is shown, rather than listening for
-- writes, catches every kind of change (the workspace, a CSV import, a revert, SQL typed by an operator) and the ones
-- no write makes (a special whose start date arrives, a move-in date that becomes today).
CREATE TABLE alert_unit_snapshots (
  unit_id integer PRIMARY KEY REFERENCES units (id) ON DELETE CASCADE,
  -- The facts as JSON text written by the matcher (one key order), compared as text: the compare-and-swap that moves
  -- a row forward only from the facts a run read, so two processes never both report one change.
  facts text NOT NULL
);
