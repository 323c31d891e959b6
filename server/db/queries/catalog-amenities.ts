import type { Amenity } from '@/features/floorplans/types';
import type { NewAmenity } from '@/features/staff/planFeatures';
import type { Queryable } from '../database';

const AMENITY_COLUMNS = 'id, name, featured, type';

/**
 * Issue 23: adds an amenity to the catalog under the next id of its identity (migration 061). undefined: an amenity
 * of that name, ignoring case, exists (or was added at the same moment): the unique index decides, nothing written.
 */
export async function insertAmenity(q: Queryable, amenity: Required<NewAmenity>): Promise<Amenity | undefined> {
  const rows = await q.query<Amenity>(
    `INSERT INTO amenities (name, type, featured) VALUES ($1, $2, $3) ON CONFLICT ((lower(name))) DO NOTHING RETURNING ${AMENITY_COLUMNS}`,
    [amenity.name, amenity.type, amenity.featured],
  );
  return rows[0];
}

/** The amenity called `name`, ignoring case (the unique index's rule). */
export async function findAmenityNamed(q: Queryable, name: string): Promise<Amenity | undefined> {
  const rows = await q.query<Amenity>(`SELECT ${AMENITY_COLUMNS} FROM amenities WHERE lower(name) = lower($1)`, [name]);
  return rows[0];
}
