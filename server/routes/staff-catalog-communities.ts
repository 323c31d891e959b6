import { communityChangeSchema } from '@/features/staff/communityEdits';
import { writeCommunity } from '../catalog/community-writes';
import { sendConflict } from '../catalog/conflict';
import { CATALOG_EDITORS, writerOf } from '../catalog/writer';
import type { ApiContext, ApiInstance } from '../context';
import { findEditableCommunity, lockEditableCommunity } from '../db/queries/catalog-communities';
import { found } from '../http/errors';
import { idParams } from '../http/request-schemas';

const noCommunity = (id: number) => `No community with id ${id}`;
const COMMUNITY_CONFLICT = 'Someone else changed this community first. Here it is as it is now: check it, then make your change again.';

/**
 * Issue 23: a community's phone, leasing office, bus routes and rating (`api/staff/catalog/communities/{id}`). A change
 * is one transaction with its `community-change` entry; the catalog's notice (migration 049) clears every process's
 * caches, so the next public read (`api/data/properties/{id}`) shows it.
 */
export function registerStaffCatalogCommunityRoutes(app: ApiInstance, { db, now, staffOnly }: ApiContext): void {
  const editors = staffOnly(CATALOG_EDITORS);

  app.get('/api/staff/catalog/communities/:id', { ...editors, schema: { params: idParams } }, async (request) =>
    found(await findEditableCommunity(db, request.params.id), noCommunity(request.params.id)),
  );

  app.patch('/api/staff/catalog/communities/:id', { ...editors, schema: { params: idParams, body: communityChangeSchema } }, async (request, reply) => {
    const { id } = request.params;
    const { version, ...fields } = request.body;
    const outcome = await db.transaction(async (tx) => {
      const current = found(await lockEditableCommunity(tx, id), noCommunity(id));
      if (current.version !== version) return { conflict: current };
      return writeCommunity(tx, current, fields, writerOf(request, now()), 'community-change');
    });
    if ('conflict' in outcome) return sendConflict(reply, COMMUNITY_CONFLICT, outcome.conflict);
    return outcome.community;
  });
}
