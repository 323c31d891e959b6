import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/database';
import { migrate } from './migrate';

describe('issue 23 migration 063: amenities typed twice in different case become one before names are unique', () => {
  it('issue 23 amenities: a database holding "Pool", "pool" and "POOL" upgrades; every plan keeps its pool once, in its place', async () => {
    const db = await freshDatabase('unmigrated');
    try {
      await migrate(db, '061');
      await db.exec(`
        INSERT INTO properties (id, name, lease_type, address, zipcode, phone, leasing_office_type) VALUES (1, 'Maple Court', 'YEARLY', '1 Maple St', '47401', '8125550100', 'ON_SITE');
        INSERT INTO floorplans (id, property_id, name, bedroom, bathroom, style) VALUES
          (1, 1, 'Only Pool', 1, 1, 'APARTMENT'), (2, 1, 'Only pool', 1, 1, 'APARTMENT'),
          (3, 1, 'Every spelling, ordered', 2, 1, 'APARTMENT'), (4, 1, 'Only POOL', 2, 2, 'TOWN_HOME');
        INSERT INTO amenities (id, name, featured, type) VALUES
          (1, 'Pool', false, 'OUTDOOR'), (2, 'Gym', false, 'NOT_APPLICABLE'), (3, 'pool', true, 'OUTDOOR'), (4, 'POOL', false, 'OUTDOOR');
        INSERT INTO floorplan_amenities (floorplan_id, amenity_id, position) VALUES
          (1, 1, 0), (2, 3, 0), (3, 2, 1), (3, 3, 2), (3, 1, 3), (3, 4, 4), (4, 4, 0);`);

      // Before the fix the unique index of migration 061 refused these rows and the server could not start.
      expect(await migrate(db)).toEqual(expect.arrayContaining(['061_amenities_added_by_the_office', '063_amenity_names_unique_ignoring_case']));

      // The first one typed stays, under its id and spelling; featured if any of its twins was.
      expect(await db.query('SELECT id, name, featured, type FROM amenities ORDER BY id')).toEqual([
        { id: 1, name: 'Pool', featured: true, type: 'OUTDOOR' },
        { id: 2, name: 'Gym', featured: false, type: 'NOT_APPLICABLE' },
      ]);
      // Each plan that had any spelling has the pool once, at the first place the office gave one of them.
      expect(await db.query('SELECT floorplan_id AS plan, amenity_id AS amenity, position FROM floorplan_amenities ORDER BY floorplan_id, position')).toEqual([
        { plan: 1, amenity: 1, position: 0 },
        { plan: 2, amenity: 1, position: 0 },
        { plan: 3, amenity: 2, position: 1 },
        { plan: 3, amenity: 1, position: 2 },
        { plan: 4, amenity: 1, position: 0 },
      ]);
      // A plan whose list changed moves on a version, so an editor opened on the old list gets a conflict, not a 400.
      expect(await db.query('SELECT id, version FROM floorplans ORDER BY id')).toEqual([
        { id: 1, version: 0 },
        { id: 2, version: 1 },
        { id: 3, version: 1 },
        { id: 4, version: 1 },
      ]);
      // And from now on the database keeps one amenity per name.
      await expect(db.query("INSERT INTO amenities (name, type) VALUES ('pOOl', 'OUTDOOR')")).rejects.toThrow(/amenities_name_unique/);
    } finally {
      await db.close();
    }
  });

  it('issue 23 amenities: a database that ran 061 when it still made the index keeps its amenities, links and index', async () => {
    const db = await freshDatabase('unmigrated');
    try {
      await migrate(db, '063');
      // As 061 left it before the index moved to 063.
      await db.exec(`
        CREATE UNIQUE INDEX amenities_name_unique ON amenities (lower(name));
        INSERT INTO properties (id, name, lease_type, address, zipcode, phone, leasing_office_type) VALUES (1, 'Maple Court', 'YEARLY', '1 Maple St', '47401', '8125550100', 'ON_SITE');
        INSERT INTO floorplans (id, property_id, name, bedroom, bathroom, style) VALUES (1, 1, 'Studio', 0, 1, 'STUDIO');
        INSERT INTO amenities (name, type) VALUES ('Pool', 'OUTDOOR'), ('Gym', 'NOT_APPLICABLE');
        INSERT INTO floorplan_amenities (floorplan_id, amenity_id, position) SELECT 1, id, id FROM amenities;`);
      const before = await db.query('SELECT * FROM amenities NATURAL JOIN floorplan_amenities NATURAL JOIN (SELECT id AS floorplan_id, version FROM floorplans) plan ORDER BY id');

      expect(await migrate(db)).toEqual(expect.arrayContaining(['063_amenity_names_unique_ignoring_case']));
      expect(await db.query('SELECT * FROM amenities NATURAL JOIN floorplan_amenities NATURAL JOIN (SELECT id AS floorplan_id, version FROM floorplans) plan ORDER BY id')).toEqual(before);
      await expect(db.query("INSERT INTO amenities (name, type) VALUES ('GYM', 'NOT_APPLICABLE')")).rejects.toThrow(/amenities_name_unique/);
    } finally {
      await db.close();
    }
  });
});
