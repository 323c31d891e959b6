import type { FastifyRequest } from 'fastify';
import { planChangeSchema } from '@/features/staff/planEdits';
import type { ApiContext, ApiInstance } from '../context';
import { findEditablePlan, findPlanFeatureChoices, findPlanSummaries } from '../db/queries/catalog-plans';
import { found } from '../http/errors';
import { idParams } from '../http/request-schemas';
import { sendConflict } from '../catalog/conflict';
import { writePlan } from '../catalog/plan-writes';
import { CATALOG_EDITORS, writerOf } from '../catalog/writer';

const noPlan = (id: number) => `No floor plan with id ${id}`;
const PLAN_CONFLICT = 'Someone else changed this floor plan first. Here it is as it is now: check it, then make your change again.';

/**
 * Issue 23: a floor plan's details, its special rent, its amenities and utilities (`api/staff/catalog/floorplans…`; its
 * web specials are staff-catalog-specials.ts'). Each write is one transaction with its audit entry; the catalog's notice (migration 049)
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
    const outcome = await db.transaction(async (tx) => {
      const before = found(await findEditablePlan(tx, id, { lock: true }), noPlan(id));
      const written = await writePlan(tx, before, version, fields, writer(request), 'floorplan-change');
      return written ?? { conflict: before };
    });
    if ('conflict' in outcome) return sendConflict(reply, PLAN_CONFLICT, outcome.conflict);
    return outcome.plan;
  });
}
