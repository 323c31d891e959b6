-- Issue 22: a page of the inbox for a range of days (the office's "from" and "to") said how many leads arrived in it by
-- counting them, 850 for a month, at every page. The database now keeps how many leads arrived on each of the office's
-- days, and the total of a range of days with no other filter adds up one row a day (31 for a month). The office's day
-- is its calendar date in the company's time zone (server/calendar/dates.ts: COMPANY_TIME_ZONE; a test ties the two).
-- Kept as migration 044 keeps the counts per status, community and assignee: in the statement that writes the leads.
LOCK TABLE leads IN SHARE ROW EXCLUSIVE MODE;

CREATE TABLE lead_day_counts (
  day date PRIMARY KEY,
  -- No CHECK (leads >= 0), as in lead_counts: an upsert's proposed row is checked before its conflict is found.
  leads integer NOT NULL
);
INSERT INTO lead_day_counts (day, leads)
  SELECT (created_at AT TIME ZONE 'America/Indiana/Indianapolis')::date, count(*) FROM leads GROUP BY 1;

-- Once per statement, from its transition tables; days taken in order, so two statements never wait in a circle. A
-- change that moves no lead to another day (every change but a corrected arrival time) writes no count.
CREATE FUNCTION leads_count_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM lead_day_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO lead_day_counts AS c (day, leads)
    SELECT (created_at AT TIME ZONE 'America/Indiana/Indianapolis')::date AS day, count(*) FROM added GROUP BY day ORDER BY day
    ON CONFLICT (day) DO UPDATE SET leads = c.leads + EXCLUDED.leads;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO lead_day_counts AS c (day, leads)
    SELECT (created_at AT TIME ZONE 'America/Indiana/Indianapolis')::date AS day, -count(*) FROM removed GROUP BY day ORDER BY day
    ON CONFLICT (day) DO UPDATE SET leads = c.leads + EXCLUDED.leads;
  ELSE
    INSERT INTO lead_day_counts AS c (day, leads)
    SELECT day, sum(change) FROM (
      SELECT (created_at AT TIME ZONE 'America/Indiana/Indianapolis')::date AS day, -1 AS change FROM removed
      UNION ALL
      SELECT (created_at AT TIME ZONE 'America/Indiana/Indianapolis')::date, 1 FROM added
    ) changes
    GROUP BY day HAVING sum(change) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET leads = c.leads + EXCLUDED.leads;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER leads_days_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION leads_count_days();
CREATE TRIGGER leads_days_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION leads_count_days();
CREATE TRIGGER leads_days_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION leads_count_days();
CREATE TRIGGER leads_days_truncate AFTER TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION leads_count_days();
