import type { FastifyRequest } from 'fastify';
import { changedFields } from '@/features/staff/catalogEdits';
import { HOME_SPECIAL_FIELDS, homeSpecialSchema, planChangeSchema, webSpecialSchema } from '@/features/staff/planEdits';
import type { ApiContext, ApiInstance } from '../context';
import {
  deleteWebSpecial,
  findEditablePlan,
  findPlanFeatureChoices,
  findPlanSummaries,
  findWebSpecial,
  insertWebSpecial,
  unknownPlanFeatures,
  updateWebSpecial,
} from '../db/queries/catalog-plans';
import { findEditableHomeSpecial, findEditableHomeSpecials, unknownCommunities, updateHomeSpecial } from '../db/queries/home-specials';
import { badRequest, found } from '../http/errors';
import { idParams } from '../http/request-schemas';
import { sendConflict } from '../catalog/conflict';
import { planTarget, writePlan } from '../catalog/plan-writes';
import { CATALOG_EDITORS, recordCatalogChange, writerOf } from '../catalog/writer';

const noPlan = (id: number) => `No floor plan with id ${id}`;
const noWebSpecial = (id: number) => `No web special with id ${id}`;
const noHomeSpecial = (id: number) => `No home-page special with id ${id}`;
const PLAN_CONFLICT = 'Someone else changed this floor plan first. Here it is as it is now: check it, then make your change again.';

/**
 * Issue 23: a floor plan's details, its special rent, its amenities and utilities and its web specials (`api/staff/catalog/floorplans…`,
 * `…/web-specials/{id}`). Each write is one transaction with its audit entry; the catalog's notice (migration 049)
 * clears every process's caches, so the next public read shows it.
 */
export function registerStaffCatalogPlanRoutes(app: ApiInstance, { db, now, staffOnly }: ApiContext): void {
  const editors = staffOnly(CATALOG_EDITORS);
  const writer = (request: FastifyRequest) => writerOf(request, now());

  app.get('/api/staff/catalog/floorplans', editors, () => findPlanSummaries(db));

  app.get('/api/staff/catalog/floorplans/:id', { ...editors, schema: { params: idParams } }, async (request) =>
    found(await findEditablePlan(db, request.params.id), noPlan(request.params.id)),
  );

  app.get('/api/staff/catalog/plan-features', editors, () => findPlanFeatureChoices(db));

  app.patch('/api/staff/catalog/floorplans/:id', { ...editors, schema: { params: idParams, body: planChangeSchema } }, async (request, reply) => {
    const { id } = request.params;
    const { version, ...fields } = request.body;
    const unknown = await unknownPlanFeatures(db, fields);
    if (unknown.amenities.length > 0) throw badRequest(`There is no amenity with id ${unknown.amenities.join(', ')}`);
    if (unknown.utilities.length > 0) throw badRequest(`There is no utility with id ${unknown.utilities.join(', ')}`);
    const outcome = await db.transaction(async (tx) => {
      const before = found(await findEditablePlan(tx, id, { lock: true }), noPlan(id));
      const written = await writePlan(tx, before, version, fields, writer(request), 'floorplan-change');
      return written ?? { conflict: before };
    });
    if ('conflict' in outcome) return sendConflict(reply, PLAN_CONFLICT, outcome.conflict);
    return outcome.plan;
  });

  app.post('/api/staff/catalog/floorplans/:id/web-specials', { ...editors, schema: { params: idParams, body: webSpecialSchema } }, async (request, reply) => {
    const { id } = request.params;
    const added = await db.transaction(async (tx) => {
      const special = found(await insertWebSpecial(tx, id, request.body), noPlan(id));
      await recordCatalogChange(tx, writer(request), 'web-special-added', { target: planTarget(id), after: special });
      return special;
    });
    return reply.code(201).send(added);
  });

  app.patch('/api/staff/catalog/web-specials/:id', { ...editors, schema: { params: idParams, body: webSpecialSchema } }, async (request) => {
    const { id } = request.params;
    return db.transaction(async (tx) => {
      const { floorplanId, ...before } = found(await findWebSpecial(tx, id, { lock: true }), noWebSpecial(id));
      const after = (await updateWebSpecial(tx, id, request.body))!;
      await recordCatalogChange(tx, writer(request), 'web-special-changed', { target: planTarget(floorplanId), before, after });
      return after;
    });
  });

  app.delete('/api/staff/catalog/web-specials/:id', { ...editors, schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    await db.transaction(async (tx) => {
      const { floorplanId, ...before } = found(await findWebSpecial(tx, id, { lock: true }), noWebSpecial(id));
      await deleteWebSpecial(tx, id);
      await recordCatalogChange(tx, writer(request), 'web-special-removed', { target: planTarget(floorplanId), before });
    });
    return reply.code(204).send();
  });

  app.get('/api/staff/catalog/home-specials', editors, () => findEditableHomeSpecials(db));

  app.put('/api/staff/catalog/home-specials/:id', { ...editors, schema: { params: idParams, body: homeSpecialSchema } }, async (request) => {
    const { id } = request.params;
    const unknown = await unknownCommunities(db, request.body.communityIds);
    if (unknown.length > 0) throw badRequest(`There is no community with id ${unknown.join(', ')}`);
    return db.transaction(async (tx) => {
      const before = found(await findEditableHomeSpecial(tx, id, { lock: true }), noHomeSpecial(id));
      await updateHomeSpecial(tx, id, request.body);
      const after = (await findEditableHomeSpecial(tx, id))!;
      const changed = changedFields(before, after, HOME_SPECIAL_FIELDS);
      if (changed) await recordCatalogChange(tx, writer(request), 'home-special-change', { target: `home-special ${id}`, ...changed });
      return after;
    });
  });
}
