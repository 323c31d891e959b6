-- Issue 23: one amenity per name, ignoring case: "EV charging" and "ev Charging" are the same thing on a plan page. The
-- unique index decides between office members adding the same name at once (the insert's ON CONFLICT reads it).
--
-- Before that, an office could type one amenity twice ("Pool" and "pool"), and the index alone refused such a database:
-- the upgrade failed and the server did not start. So the twins become one first. The first one typed (the lowest id)
-- stays, with its spelling and type, featured if any twin was; every plan that had any of them has it once, at the
-- first place it held among them, and moves on a version (an editor opened on the old list gets a conflict).
--
-- Why here and not in 061, which first made the index: a database that ran 061 has the index already, so it has no
-- twins and this merges nothing there (IF NOT EXISTS keeps its index); a database that could not run 061 runs 061
-- (now without the index), 062, then this, in one transaction.
CREATE TEMPORARY TABLE amenity_twins ON COMMIT DROP AS
  SELECT id AS twin, kept FROM (SELECT id, min(id) OVER (PARTITION BY lower(name)) AS kept FROM amenities) named
  WHERE id <> kept;

UPDATE amenities kept SET featured = true
  WHERE NOT kept.featured
    AND EXISTS (SELECT FROM amenity_twins t JOIN amenities twin ON twin.id = t.twin WHERE t.kept = kept.id AND twin.featured);

UPDATE floorplans SET version = version + 1
  WHERE id IN (SELECT fa.floorplan_id FROM floorplan_amenities fa JOIN amenity_twins t ON t.twin = fa.amenity_id);

INSERT INTO floorplan_amenities (floorplan_id, amenity_id, position)
  SELECT fa.floorplan_id, t.kept, min(fa.position) FROM floorplan_amenities fa JOIN amenity_twins t ON t.twin = fa.amenity_id
  GROUP BY fa.floorplan_id, t.kept
  ON CONFLICT (floorplan_id, amenity_id) DO UPDATE SET position = least(floorplan_amenities.position, excluded.position);

DELETE FROM floorplan_amenities WHERE amenity_id IN (SELECT twin FROM amenity_twins);
DELETE FROM amenities WHERE id IN (SELECT twin FROM amenity_twins);

CREATE UNIQUE INDEX IF NOT EXISTS amenities_name_unique ON amenities (lower(name));
