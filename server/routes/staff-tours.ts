import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  blackoutRequestSchema,
  tourActionParams,
  tourListQuerySchema,
  tourSettingsChangeSchema,
  tourSettingsQuerySchema,
  tourUndoSchema,
  type OfficeTourList,
} from '@/features/staff/tourOffice';
import { TOUR_TIME_ZONE } from '@/features/tour-booking/types';
import type { ApiContext, ApiInstance } from '../context';
import { companyDayStart } from '../calendar/dates';
import { officeToursBetween } from '../db/queries/tour-office';
import { idParams } from '../http/request-schemas';
import { recordAudit } from '../staff/audit';
import { currentStaff } from '../staff/guard';
import { tourActions, type AuditWriter } from '../tour-office/actions';
import { addBlackout, changeTourSettings, officeTourSettings, removeBlackout } from '../tour-office/settings';

const OFFICE_ROLES = ['admin', 'leasing'] as const;
const NO_STORE = { 'Cache-Control': 'no-store' };
const DAY = 24 * 60 * 60_000;

/**
 * Issue 24: the office's side of tours (`api/staff/tours…`, `api/staff/tour-settings…`; the contract is
 * src/features/staff/tourOffice.ts). Every change is audited in its own transaction.
 */
export function registerStaffTourRoutes(app: ApiInstance, context: ApiContext): void {
  const { db, now, staffOnly } = context;
  const office = staffOnly(OFFICE_ROLES);

  const auditBy = (request: FastifyRequest): AuditWriter => (tx, action, target, before, after) =>
    recordAudit(tx, { at: now(), actorId: currentStaff(request).id, action, target, from: request.ip, before, after }, request.log);

  app.get('/api/staff/tours', { ...office, schema: { querystring: tourListQuerySchema } }, async (request, reply) => {
    const { community, from, days } = request.query;
    const start = companyDayStart(from);
    // The day after the last one, found by its own local midnight (a day with a clock change is not 24 hours).
    const endDay = new Date(Date.parse(`${from}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
    const answer: OfficeTourList = { timeZone: TOUR_TIME_ZONE, tours: await officeToursBetween(db, community, start, companyDayStart(endDay)) };
    return reply.headers(NO_STORE).send(answer);
  });

  app.post('/api/staff/tours/:id/:action', { ...office, schema: { params: tourActionParams } }, async (request, reply) => {
    const change = await tourActions(context, auditBy(request)).act(request.params.id, request.params.action);
    return reply.headers(NO_STORE).send(change);
  });

  app.post('/api/staff/tours/:id/undo', { ...office, schema: { params: idParams, body: tourUndoSchema } }, async (request, reply) => {
    const change = await tourActions(context, auditBy(request)).undo(request.params.id, request.body.action);
    return reply.headers(NO_STORE).send(change);
  });

  app.get('/api/staff/tour-settings', { ...office, schema: { querystring: tourSettingsQuerySchema } }, async (request, reply) =>
    reply.headers(NO_STORE).send(await officeTourSettings(db, request.query.community, now())));

  app.put('/api/staff/tour-settings', { ...office, schema: { querystring: tourSettingsQuerySchema, body: tourSettingsChangeSchema } }, async (request, reply) => {
    const { community } = request.query;
    const after = await db.transaction(async (tx) => {
      const change = await changeTourSettings(tx, community, request.body, now());
      await auditBy(request)(tx, 'tour-settings', `community ${community}`, change.before.settings, change.after.settings);
      return change.after;
    });
    return reply.headers(NO_STORE).send(after);
  });

  app.post('/api/staff/tour-settings/blackouts', { ...office, schema: { querystring: tourSettingsQuerySchema, body: blackoutRequestSchema } }, async (request, reply) => {
    const { community } = request.query;
    const settings = await db.transaction(async (tx) => {
      const added = await addBlackout(tx, community, request.body, now());
      await auditBy(request)(tx, 'tour-blackout-added', `community ${community}`, null, { id: added.id, ...request.body });
      return added.settings;
    });
    return reply.code(201).headers(NO_STORE).send(settings);
  });

  app.delete('/api/staff/tour-settings/blackouts/:id', { ...office, schema: { params: z.object({ id: idParams.shape.id }) } }, async (request, reply) => {
    const settings = await db.transaction(async (tx) => {
      const { removed, settings: after } = await removeBlackout(tx, request.params.id, now());
      await auditBy(request)(tx, 'tour-blackout-removed', `community ${removed.propertyId}`, removed, null);
      return after;
    });
    return reply.headers(NO_STORE).send(settings);
  });
}
