import type { Amenity } from '@/features/floorplans/types';
import type { NewAmenity } from '@/features/staff/planFeatures';
import type { Queryable } from '../db/database';
import { findAmenityNamed, insertAmenity } from '../db/queries/catalog-amenities';
import { recordCatalogChange, type CatalogWriter } from './writer';

/** An audit entry's target for amenity `id`. */
export const amenityTarget = (id: number) => `amenity ${id}`;

/**
 * Adds `amenity` to the catalog and records it (before nothing, after the amenity) in the caller's transaction; the
 * amenities table's trigger (migration 049) sends the catalog's notice at commit. `existing`: one of that name is
 * there already (ignoring case), nothing written.
 */
export async function addAmenity(tx: Queryable, amenity: Required<NewAmenity>, writer: CatalogWriter): Promise<{ added: Amenity } | { existing: Amenity }> {
  const added = await insertAmenity(tx, amenity);
  if (added) {
    await recordCatalogChange(tx, writer, 'amenity-added', { target: amenityTarget(added.id), before: null, after: added });
    return { added };
  }
  // The insert waited for the one that took the name to commit, so this statement sees it; amenities are never deleted.
  const existing = await findAmenityNamed(tx, amenity.name);
  if (!existing) throw new Error(`amenity "${amenity.name}" refused as a duplicate but not found`);
  return { existing };
}
