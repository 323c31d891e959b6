-- Issue 23: the office keeps a floor plan's amenities and utilities.
--
-- Order: the office puts a plan's amenities and utilities in the order the plan page lists them. A row keeps its place
-- in `position` (1, 2, 3, ... once the office has saved the list); rows never ordered by the office stay at 0 and keep
-- the order the site gave them until now (featured amenities first, then by id; utilities by id).
--
-- Bills: a utility's average monthly bill depends on the plan (a town home's electric is not a studio's), so each
-- plan's utility carries its own bill; the catalog's `utilities.average_monthly_bill` stays the usual bill, offered
-- when the office adds that utility to a plan. The plans that have a utility today keep the bill they show today.
ALTER TABLE floorplan_amenities ADD COLUMN position integer NOT NULL DEFAULT 0 CHECK (position >= 0);
ALTER TABLE floorplan_utilities ADD COLUMN position integer NOT NULL DEFAULT 0 CHECK (position >= 0);
ALTER TABLE floorplan_utilities ADD COLUMN average_monthly_bill double precision CHECK (average_monthly_bill >= 0);

UPDATE floorplan_utilities fu SET average_monthly_bill = ut.average_monthly_bill FROM utilities ut WHERE ut.id = fu.utility_id;
