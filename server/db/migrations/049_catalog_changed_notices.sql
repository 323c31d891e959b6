-- Issue 23: a catalog change shows on every page at once, on every process. Each server process keeps the catalog
-- answers and the pages rendered from them in memory (server/http/read-cache.ts, server/pages/page-cache.ts); a
-- change to any table those answers are read from now sends a notice on the channel `catalog_changed`, its payload
-- the table's name, and every process listening clears both caches (server/plugins/catalog-changes.ts).
-- Statement-level: an UPDATE of a thousand units sends one notice, not a thousand, and PostgreSQL folds identical
-- notices of one transaction into one. A notice is sent at commit only, so a rolled-back change clears nothing.
CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

-- Every table the catalog GETs (server/routes/data.ts) read, through server/db/queries (floorplans, properties,
-- floorplan-content, faqs, specials, team).
DO $$
DECLARE
  catalog_table text;
BEGIN
  FOREACH catalog_table IN ARRAY ARRAY[
    'leasing_offices', 'properties', 'bus_routes', 'floorplans', 'short_terms', 'units', 'amenities',
    'floorplan_amenities', 'utilities', 'floorplan_utilities', 'web_specials', 'testimonials', 'floorplan_variations',
    'similar_floorplans', 'faqs', 'home_page_specials', 'team_members'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed()',
      catalog_table
    );
  END LOOP;
END
$$;
