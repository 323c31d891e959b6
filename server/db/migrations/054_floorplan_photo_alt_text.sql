-- Issue 23: the office keeps a floor plan's photos (upload, order, cover, alt text).
--
-- Alt text: what a screen reader says for a photo. A floor plan photo without one is not shown on the site
-- (server/db/queries/assets.ts); an upload starts without one and the editor asks for it. The photos a plan already
-- had keep being shown: they get the description the site gave them until now, the plan's name and the photo's place.
-- Sublet, community and other folders' pictures are not the office's to describe and are shown as before.
-- The order stays the photos' numeric names (spec section 3): a reorder renames them 1, 2, 3, ...
ALTER TABLE assets ADD COLUMN alt_text text CHECK (alt_text IS NULL OR length(btrim(alt_text)) BETWEEN 1 AND 250);

UPDATE assets a SET alt_text = left(f.name || ', photo ' || a.name, 250)
FROM floorplans f WHERE f.photos_folder_id = a.folder_id;

-- The photo folders are read by the rendered pages (a floor plan's hero), which each process keeps until a catalog
-- notice (migration 049): a photo added, described, moved or removed must clear them too. A sublet's upload clears
-- them as well; those are a few a day, and the caches refill on the next read.
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON assets
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
