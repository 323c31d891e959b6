-- Issue 22: the inbox shows and sorts 10,000 leads by community or by assignee a page at a time. Sorting by a joined
-- name sorts every lead at every page; a copy of the name on the lead reads an index in order and stops at the page,
-- and a page reads the leads alone. The database keeps the copies true: a lead's copy is taken from its community
-- and member whenever the lead is written, and a renamed community or member updates its leads in the same
-- transaction.
ALTER TABLE leads ADD COLUMN property_name text, ADD COLUMN assignee_name text;
UPDATE leads l SET property_name = p.name FROM properties p WHERE p.id = l.property_id;
UPDATE leads l SET assignee_name = s.name FROM staff_members s WHERE s.id = l.assignee_id;

-- Also when the copies themselves are written: whatever a statement sets them to, they become the true names again.
CREATE FUNCTION leads_copy_sort_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.property_name := (SELECT name FROM properties WHERE id = NEW.property_id);
  NEW.assignee_name := (SELECT name FROM staff_members WHERE id = NEW.assignee_id);
  RETURN NEW;
END $$;
CREATE TRIGGER leads_sort_names BEFORE INSERT OR UPDATE OF property_id, assignee_id, property_name, assignee_name ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_copy_sort_names();

CREATE FUNCTION properties_rename_in_leads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE leads SET property_name = NEW.name WHERE property_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER properties_name_in_leads AFTER UPDATE OF name ON properties
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION properties_rename_in_leads();

CREATE FUNCTION staff_members_rename_in_leads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE leads SET assignee_name = NEW.name WHERE assignee_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER staff_members_name_in_leads AFTER UPDATE OF name ON staff_members
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION staff_members_rename_in_leads();

CREATE INDEX leads_property_name ON leads (property_name, id);
CREATE INDEX leads_assignee_name ON leads (assignee_name, id);
