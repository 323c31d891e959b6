import { newAmenitySchema } from '@/features/staff/planFeatures';
import type { ApiContext, ApiInstance } from '../context';
import { addAmenity } from '../catalog/amenity-writes';
import { sendConflict } from '../catalog/conflict';
import { CATALOG_EDITORS, writerOf } from '../catalog/writer';

/**
 * Issue 23: `POST api/staff/catalog/amenities` adds an amenity to the catalog, where the office picks a plan's
 * amenities (the plan's list then takes it, saved with the plan). 201 with the amenity; 409 naming the amenity of
 * that name (ignoring case) when there is one, with it as `current`, for the office to pick instead.
 */
export function registerStaffCatalogAmenityRoutes(app: ApiInstance, { db, now, staffOnly }: ApiContext): void {
  app.post('/api/staff/catalog/amenities', { ...staffOnly(CATALOG_EDITORS), schema: { body: newAmenitySchema } }, async (request, reply) => {
    const outcome = await db.transaction((tx) => addAmenity(tx, request.body, writerOf(request, now())));
    if ('existing' in outcome) {
      return sendConflict(reply, `There is already an amenity called "${outcome.existing.name}". Pick that one instead.`, outcome.existing);
    }
    return reply.code(201).send(outcome.added);
  });
}
