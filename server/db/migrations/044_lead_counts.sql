-- Issue 22: every page of the inbox says how many leads match. Counting them read every matching lead at every page
-- (all 10,000 for the default page, most of the work PostgreSQL did for it). The inbox's usual filters are a status,
-- a community and an assignee, so the database keeps how many leads each (status, community, assignee) has, and a page
-- filtered by those alone adds up a few of these rows instead (a search or a date range still counts its leads: they
-- are selective). The counts are kept true by the database itself, in the statement that writes the leads: whatever
-- inserts, changes or deletes a lead changes its counts in the same transaction, so a page reads both from one
-- snapshot.
-- No lead is written between the first counts and the triggers that keep them (a server still running the previous
-- release may be writing): the lock waits for writes under way and holds new ones until this migration commits.
LOCK TABLE leads IN SHARE ROW EXCLUSIVE MODE;

CREATE TABLE lead_counts (
  status text NOT NULL,
  property_id integer,
  assignee_id integer,
  -- No CHECK (leads >= 0): PostgreSQL checks the row an upsert proposes (a decrement's negative change) before it finds
  -- the row to update.
  leads integer NOT NULL,
  -- A lead without a community, or that nobody has taken, is counted under NULL: one row for each.
  UNIQUE NULLS NOT DISTINCT (status, property_id, assignee_id)
);
INSERT INTO lead_counts (status, property_id, assignee_id, leads)
  SELECT status, property_id, assignee_id, count(*) FROM leads GROUP BY status, property_id, assignee_id;

-- Once per statement, from the rows it wrote (its transition tables): a statement that writes many leads changes each
-- count once, and a change that leaves a lead's status, community and assignee as they were changes none. The counts a
-- statement changes are taken in one order (the key's), so two changes crossing each other (one lead moved from A to
-- B while another moves from B to A) never wait on each other in a circle. Each operation names only the transition
-- tables its trigger has (an insert has no old rows, a delete no new ones).
CREATE FUNCTION leads_count_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM lead_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO lead_counts AS c (status, property_id, assignee_id, leads)
    SELECT status, property_id, assignee_id, count(*) FROM added
    GROUP BY status, property_id, assignee_id ORDER BY status, property_id, assignee_id
    ON CONFLICT (status, property_id, assignee_id) DO UPDATE SET leads = c.leads + EXCLUDED.leads;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO lead_counts AS c (status, property_id, assignee_id, leads)
    SELECT status, property_id, assignee_id, -count(*) FROM removed
    GROUP BY status, property_id, assignee_id ORDER BY status, property_id, assignee_id
    ON CONFLICT (status, property_id, assignee_id) DO UPDATE SET leads = c.leads + EXCLUDED.leads;
  ELSE
    INSERT INTO lead_counts AS c (status, property_id, assignee_id, leads)
    SELECT status, property_id, assignee_id, sum(change) FROM (
      SELECT status, property_id, assignee_id, -1 AS change FROM removed
      UNION ALL
      SELECT status, property_id, assignee_id, 1 FROM added
    ) changes
    GROUP BY status, property_id, assignee_id HAVING sum(change) <> 0 ORDER BY status, property_id, assignee_id
    ON CONFLICT (status, property_id, assignee_id) DO UPDATE SET leads = c.leads + EXCLUDED.leads;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER leads_counted_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION leads_count_changes();
CREATE TRIGGER leads_counted_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION leads_count_changes();
CREATE TRIGGER leads_counted_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION leads_count_changes();
CREATE TRIGGER leads_counted_truncate AFTER TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION leads_count_changes();
