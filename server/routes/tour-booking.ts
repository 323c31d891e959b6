import { z } from 'zod';
import { freeSlots } from '@/features/tour-booking/slots';
import { TOUR_TIME_ZONE, tourRequestSchema, tourRescheduleSchema, type BookedTour, type TourSlots } from '@/features/tour-booking/types';
import { requireCaptcha } from '../captcha/captcha';
import type { ApiContext, ApiInstance } from '../context';
import { found } from '../http/errors';
import { PRIVATE_HEADERS } from '../http/private-answer';
import { captchaQuery, formBody, linkKey, recordId } from '../http/request-schemas';
import { tourBooking } from '../tour-booking/booking';
import { tourInvitation } from '../tour-booking/invitation';
import { communityTours } from '../tour-booking/rules';

const keyParams = z.object({ key: linkKey('This tour link is not valid any more') });

const slotsQuery = z.object({
  property: recordId('property'),
  days: z.coerce.number('days must be a number').int('days must be a whole number').min(1, 'days must be at least 1').max(60, 'days must be at most 60').default(14),
});

/**
 * Issue 24: tours a renter books (the contract: src/features/tour-booking/types.ts). Reads of a tour by its key never
 * change it; only the POSTs act, so a mail scanner that opens every link cancels nothing.
 */
export function registerTourBookingRoutes(app: ApiInstance, context: ApiContext): void {
  const { db, captcha, now, write } = context;
  const tours = tourBooking(context);

  app.get('/api/tour-booking/slots', { schema: { querystring: slotsQuery } }, async (request, reply) => {
    const { property, days } = request.query;
    const community = found(await communityTours(db, property, now(), { days }), `Community ${property} has no tours`);
    const answer: TourSlots = { timeZone: TOUR_TIME_ZONE, days: freeSlots(community.input) };
    return reply.header('Cache-Control', 'no-store').send(answer);
  });

  app.post('/api/tour-booking/tours', { ...write, schema: { querystring: captchaQuery, body: formBody(tourRequestSchema) } }, async (request, reply) => {
    await requireCaptcha(captcha, request.query.captchaResponse, request.ip);
    const outcome = await tours.book(request.body);
    if (!outcome.booked) return reply.code(409).header('Cache-Control', 'no-store').send(outcome.conflict);
    const answer: BookedTour = { tour: outcome.tour, managePath: outcome.managePath };
    return reply.code(201).headers(PRIVATE_HEADERS).send(answer);
  });

  app.get('/api/tour-booking/tours/:key', { schema: { params: keyParams } }, async (request, reply) => {
    const { view } = await tours.view(request.params.key);
    return reply.headers(PRIVATE_HEADERS).send(view);
  });

  app.get('/api/tour-booking/tours/:key/invite.ics', { schema: { params: keyParams } }, async (request, reply) => {
    const { tour, office } = await tours.view(request.params.key);
    const invitation = tourInvitation(tour, office, tour.status === 'cancelled' ? 'CANCEL' : 'REQUEST', now());
    return reply
      .headers(PRIVATE_HEADERS)
      .header('Content-Type', `text/calendar; charset=utf-8; method=${invitation.method}`)
      .header('Content-Disposition', 'attachment; filename="tour.ics"')
      .send(invitation.content);
  });

  app.post('/api/tour-booking/tours/:key/cancel', { ...write, schema: { params: keyParams } }, async (request, reply) => {
    return reply.headers(PRIVATE_HEADERS).send(await tours.cancel(request.params.key));
  });

  app.post('/api/tour-booking/tours/:key/reschedule', { ...write, schema: { params: keyParams, body: formBody(tourRescheduleSchema) } }, async (request, reply) => {
    const outcome = await tours.reschedule(request.params.key, request.body.start);
    if (!outcome.changed) return reply.code(409).headers(PRIVATE_HEADERS).send(outcome.conflict);
    return reply.headers(PRIVATE_HEADERS).send(outcome.tour);
  });
}
