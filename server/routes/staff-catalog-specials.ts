import type { FastifyRequest } from 'fastify';
import { type EditableWebSpecial, homeSpecialChangeSchema, homeSpecialSchema, removalQuerySchema, webSpecialChangeSchema, webSpecialSchema } from '@/features/staff/planEdits';
import { sendConflict } from '../catalog/conflict';
import {
  addHomeSpecial,
  addWebSpecial,
  changeHomeSpecial,
  changeWebSpecial,
  homeSpecialFieldsOf,
  lockHomeSpecial,
  lockWebSpecial,
  removeHomeSpecial,
  removeWebSpecial,
  type LockedWebSpecial,
} from '../catalog/special-writes';
import { CATALOG_EDITORS, writerOf } from '../catalog/writer';
import type { ApiContext, ApiInstance } from '../context';
import type { Queryable } from '../db/database';
import { findEditableHomeSpecials, unknownCommunities } from '../db/queries/home-specials';
import { badRequest, found } from '../http/errors';
import { idParams } from '../http/request-schemas';

const noPlan = (id: number) => `No floor plan with id ${id}`;
const noWebSpecial = (id: number) => `No web special with id ${id}`;
const noHomeSpecial = (id: number) => `No home-page special with id ${id}`;
const conflictMessage = (what: string) => `Someone else changed this ${what} first. Here it is as it is now: check it, then make your change again.`;
const WEB_CONFLICT = conflictMessage('web special');
const HOME_CONFLICT = conflictMessage('home-page special');

/** A web special as the plan's page shows it (its plan is the page's). */
const shownWebSpecial = ({ floorplanId: _plan, ...special }: LockedWebSpecial): EditableWebSpecial => special;

/** A home special's communities must all exist: named ones that do not are a 400, before anything is written. */
async function checkCommunities(q: Queryable, ids: readonly number[]): Promise<void> {
  const unknown = await unknownCommunities(q, ids);
  if (unknown.length > 0) throw badRequest(`There is no community with id ${unknown.join(', ')}`);
}

/**
 * Issue 23: the specials (`api/staff/catalog/floorplans/{id}/web-specials`, `…/web-specials/{id}`,
 * `…/home-specials…`). A change or removal names the version it was made from (migration 060) and answers 409 with
 * the special as it is now when it moved on; a removal of one already gone is 404. Each write is one transaction with
 * its audit entry (special-writes.ts); the catalog's notice (migration 049) clears every process's caches.
 */
export function registerStaffCatalogSpecialRoutes(app: ApiInstance, { db, now, staffOnly }: ApiContext): void {
  const editors = staffOnly(CATALOG_EDITORS);
  const writer = (request: FastifyRequest) => writerOf(request, now());
  const removal = { params: idParams, querystring: removalQuerySchema };

  app.post('/api/staff/catalog/floorplans/:id/web-specials', { ...editors, schema: { params: idParams, body: webSpecialSchema } }, async (request, reply) => {
    const { id } = request.params;
    const added = await db.transaction(async (tx) => found(await addWebSpecial(tx, id, request.body, writer(request), 'web-special-added'), noPlan(id)));
    return reply.code(201).send(added.special);
  });

  app.patch('/api/staff/catalog/web-specials/:id', { ...editors, schema: { params: idParams, body: webSpecialChangeSchema } }, async (request, reply) => {
    const { id } = request.params;
    const { version, ...fields } = request.body;
    const outcome = await db.transaction(async (tx) => {
      const current = found(await lockWebSpecial(tx, id), noWebSpecial(id));
      if (current.version !== version) return { conflict: shownWebSpecial(current) };
      return changeWebSpecial(tx, current, fields, writer(request), 'web-special-changed');
    });
    if ('conflict' in outcome) return sendConflict(reply, WEB_CONFLICT, outcome.conflict);
    return outcome.special;
  });

  app.delete('/api/staff/catalog/web-specials/:id', { ...editors, schema: removal }, async (request, reply) => {
    const { id } = request.params;
    const conflict = await db.transaction(async (tx) => {
      const current = found(await lockWebSpecial(tx, id), noWebSpecial(id));
      if (current.version !== request.query.version) return shownWebSpecial(current);
      await removeWebSpecial(tx, current, writer(request), 'web-special-removed');
      return undefined;
    });
    if (conflict) return sendConflict(reply, WEB_CONFLICT, conflict);
    return reply.code(204).send();
  });

  app.get('/api/staff/catalog/home-specials', editors, () => findEditableHomeSpecials(db));

  app.post('/api/staff/catalog/home-specials', { ...editors, schema: { body: homeSpecialSchema } }, async (request, reply) => {
    await checkCommunities(db, request.body.communityIds);
    const added = await db.transaction(async (tx) => (await addHomeSpecial(tx, request.body, writer(request), 'home-special-added'))!);
    return reply.code(201).send(added.special);
  });

  app.patch('/api/staff/catalog/home-specials/:id', { ...editors, schema: { params: idParams, body: homeSpecialChangeSchema } }, async (request, reply) => {
    const { id } = request.params;
    const { version, ...fields } = request.body;
    if (fields.communityIds) await checkCommunities(db, fields.communityIds);
    const outcome = await db.transaction(async (tx) => {
      const current = found(await lockHomeSpecial(tx, id), noHomeSpecial(id));
      if (current.version !== version) return { conflict: current };
      return changeHomeSpecial(tx, current, { ...homeSpecialFieldsOf(current), ...fields }, writer(request), 'home-special-change');
    });
    if ('conflict' in outcome) return sendConflict(reply, HOME_CONFLICT, outcome.conflict);
    return outcome.special;
  });

  app.delete('/api/staff/catalog/home-specials/:id', { ...editors, schema: removal }, async (request, reply) => {
    const { id } = request.params;
    const conflict = await db.transaction(async (tx) => {
      const current = found(await lockHomeSpecial(tx, id), noHomeSpecial(id));
      if (current.version !== request.query.version) return current;
      await removeHomeSpecial(tx, current, writer(request), 'home-special-removed');
      return undefined;
    });
    if (conflict) return sendConflict(reply, HOME_CONFLICT, conflict);
    return reply.code(204).send();
  });
}
