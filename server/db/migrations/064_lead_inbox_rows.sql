-- Issue 22: an inbox page sends 50 leads as JSON. Writing each lead's JSON at every read was 40% of PostgreSQL's time
-- for a page (row_to_json looks up the type of each of 14 columns for each row): a lead is read far more often than
-- it is written, so its row is written as it is saved, and a page joins 50 texts. The row is what the API's LeadRow
-- is (features/staff/types.ts), in the same order and form as `GET api/staff/leads/{id}` reads it (queries/leads.ts
-- ROW_COLUMNS; a test compares the two for every field). A change of LeadRow replaces this function and rewrites
-- the rows (`UPDATE leads SET inbox_row = NULL` runs it for each).
ALTER TABLE leads ADD COLUMN inbox_row text;

CREATE FUNCTION leads_write_inbox_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Instants as the API writes them (Date#toISOString: UTC, to the millisecond, Z).
  SELECT row_to_json(lead)::text INTO NEW.inbox_row FROM (SELECT NEW.id AS "id", NEW.kind AS "kind", NEW.status AS "status",
    NEW.name AS "name", NEW.email AS "email", NEW.phone AS "phone", NEW.property_id AS "propertyId",
    NEW.property_name AS "propertyName", NEW.assignee_id AS "assigneeId", NEW.assignee_name AS "assigneeName",
    NEW.next_follow_up AS "nextFollowUp",
    to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
    to_char(NEW.first_response_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "firstResponseAt",
    NEW.version AS "version") lead;
  RETURN NEW;
END $$;
-- After leads_sort_names (039: triggers of one event fire in the order of their names), so the names are the copies
-- it has just made true.
CREATE TRIGGER leads_write_inbox_row BEFORE INSERT OR UPDATE ON leads FOR EACH ROW EXECUTE FUNCTION leads_write_inbox_row();

UPDATE leads SET inbox_row = NULL;
ALTER TABLE leads ALTER COLUMN inbox_row SET NOT NULL;
