-- Issue 23: the office edits the catalog. Two things every edit needs from the database itself:
--
-- A version on each record an editor opens (units, floor plans, communities). An edit names the version it was made
-- from and applies only if the record is still at it (`... WHERE id = $1 AND version = $2`); a stale one answers 409
-- with the record as it is now. The trigger moves the version on whenever a row really changes, whoever changes it
-- (the workspace, a CSV import, a revert, SQL by hand), and leaves it alone for an UPDATE that changes nothing, so
-- re-importing an exported file is a no-op down to the version.
--
-- A unit's availability apart from whether it is listed (Rentsync's status vs availability): `active` false takes the
-- unit off the market; `available` false keeps it listed for the office but says it cannot be rented now (leased, no
-- date yet). The site's wire has only `active`: a unit the site offers is one that is both (server/db/queries/floorplans.ts).
ALTER TABLE units ADD COLUMN available boolean NOT NULL DEFAULT true;

ALTER TABLE units ADD COLUMN version integer NOT NULL DEFAULT 0 CHECK (version >= 0);
ALTER TABLE floorplans ADD COLUMN version integer NOT NULL DEFAULT 0 CHECK (version >= 0);
ALTER TABLE properties ADD COLUMN version integer NOT NULL DEFAULT 0 CHECK (version >= 0);

CREATE FUNCTION catalog_version_moves_on() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER catalog_version BEFORE UPDATE ON units FOR EACH ROW EXECUTE FUNCTION catalog_version_moves_on();
CREATE TRIGGER catalog_version BEFORE UPDATE ON floorplans FOR EACH ROW EXECUTE FUNCTION catalog_version_moves_on();
CREATE TRIGGER catalog_version BEFORE UPDATE ON properties FOR EACH ROW EXECUTE FUNCTION catalog_version_moves_on();
